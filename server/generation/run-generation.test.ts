import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCapturingLogger } from '../testing/capturing-logger';
import {
  DEFAULT_MAX_TEXT_CHARS,
  type GenerationTiming,
  type RunGenerationOptions,
  runGeneration,
} from './run-generation';

const timing: GenerationTiming = {
  attemptTimeoutMs: 100,
  idleTimeoutMs: 50,
  maxRetries: 1,
  backoffBaseMs: 1,
  backoffMaxMs: 2,
  retryAfterCapMs: 10,
};

function run(
  streams: ((signal: AbortSignal) => AsyncIterable<string>)[],
  overrides: Partial<RunGenerationOptions> = {},
) {
  const sent: string[] = [];
  let attempt = 0;
  const logger = createCapturingLogger();
  const outcome = runGeneration({
    stream: (signal) => {
      const stream = streams[Math.min(attempt, streams.length - 1)];
      attempt += 1;
      if (!stream) throw new Error('no stream scripted');
      return stream(signal);
    },
    fallbackText: 'FALLBACK',
    onText: (text) => sent.push(text),
    signal: new AbortController().signal,
    timing,
    logger,
    label: 'test reading',
    redact: (text) => text.replaceAll('secret', '[redacted]'),
    ...overrides,
  });
  return { outcome, sent, logger, attempts: () => attempt };
}

async function* pieces(...texts: string[]) {
  for (const text of texts) yield text;
}

describe('runGeneration', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows a linear schedule when given one: 1 s after the first failure, 2 s after the second, then the fallback', async () => {
    vi.useFakeTimers();
    const { outcome, attempts, sent } = run([() => pieces()], {
      timing: { ...timing, maxRetries: 2, linearBackoffStepMs: 1_000, attemptTimeoutMs: 60_000 },
      random: () => 0,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts()).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts(), 'still waiting out the first second').toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts()).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(attempts(), 'the second wait is two seconds').toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts()).toBe(3);
    expect(await outcome).toEqual({ kind: 'fallback', source: 'fallback', text: 'FALLBACK' });
    expect(attempts(), 'three attempts in all').toBe(3);
    expect(sent).toEqual(['FALLBACK']);
  });

  it('passes pieces through and completes', async () => {
    const { outcome, sent } = run([() => pieces('a ', 'b')]);
    expect(await outcome).toEqual({ kind: 'complete', source: 'ai', text: 'a b' });
    // Shorter than the progress rule's first stretch, so it goes out whole at the end.
    expect(sent).toEqual(['a b']);
  });

  it('holds text back until it shows real progress, then passes each piece on as it comes', async () => {
    const opening = 'The Moon lends ';
    const { outcome, sent } = run([() => pieces(opening, 'you a patient, ', 'observant mood.')]);
    expect(await outcome).toEqual({
      kind: 'complete',
      source: 'ai',
      text: `${opening}you a patient, observant mood.`,
    });
    expect(sent).toEqual([`${opening}you a patient, `, 'observant mood.']);
  });

  it('counts a whitespace-only reply as empty, sends none of it, and retries', async () => {
    const { outcome, sent, attempts } = run([() => pieces(' ', '\n'), () => pieces('  ', 'real')]);
    expect(await outcome).toEqual({ kind: 'complete', source: 'ai', text: '  real' });
    expect(sent).toEqual(['  real']);
    expect(attempts()).toBe(2);
  });

  it('ends a reading that stays empty in its empty-reply text when it has one', async () => {
    const { outcome, sent, attempts } = run([() => pieces(), () => pieces(' ')], {
      emptyReplyText: () => 'TEMPLATE',
    });
    expect(await outcome).toEqual({ kind: 'fallback', source: 'fallback', text: 'TEMPLATE' });
    expect(sent).toEqual(['TEMPLATE']);
    expect(attempts()).toBe(2);
  });

  it('keeps the usual fallback for other faults even with an empty-reply text', async () => {
    const failing = () => ({
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('boom')) }),
    });
    // An empty first attempt, then a real fault: the last fault decides.
    const { outcome } = run([() => pieces(), failing], { emptyReplyText: () => 'TEMPLATE' });
    expect(await outcome).toEqual({ kind: 'fallback', source: 'fallback', text: 'FALLBACK' });
  });

  it('gives the fallback after the last retry and redacts secrets in the log', async () => {
    const failing = () => ({
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('secret exploded')) }),
    });
    const { outcome, sent, logger, attempts } = run([failing]);
    expect(await outcome).toEqual({ kind: 'fallback', source: 'fallback', text: 'FALLBACK' });
    expect(sent).toEqual(['FALLBACK']);
    expect(attempts()).toBe(1);
    expect(logger.text()).toContain('unexpected error');
    expect(logger.text()).not.toContain('secret');
  });

  it('stops and reports abandonment when its signal aborts', async () => {
    const controller = new AbortController();
    async function* endless(signal: AbortSignal) {
      yield 'first';
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
    }
    const { outcome } = run([endless], {
      signal: controller.signal,
      timing: { ...timing, idleTimeoutMs: 5_000 },
    });
    setTimeout(() => controller.abort(), 10);
    expect(await outcome).toEqual({ kind: 'abandoned' });
  });
});

/** A provider that accepts the call and then never says anything (a hung upstream). */
const hung = (signal: AbortSignal): AsyncIterable<string> => ({
  [Symbol.asyncIterator]: () => ({
    next: () =>
      new Promise<IteratorResult<string>>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }),
      ),
  }),
});

describe('runGeneration deadline', () => {
  it('ends a hung provider in the fallback at the total deadline, not after every attempt times out', async () => {
    const started = Date.now();
    const { outcome, sent, logger, attempts } = run([hung], {
      timing: { ...timing, attemptTimeoutMs: 2_000, maxRetries: 2, deadlineMs: 150 },
    });
    expect(await outcome).toEqual({ kind: 'fallback', source: 'fallback', text: 'FALLBACK' });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(sent).toEqual(['FALLBACK']);
    expect(attempts()).toBe(1);
    expect(logger.text()).toContain('deadline');
  });

  it('shares the deadline between retries: no retry starts when its wait would pass it', async () => {
    const failing = () => ({
      [Symbol.asyncIterator]: () => ({
        next: () => Promise.reject(Object.assign(new Error('busy'), { status: 503 })),
      }),
    });
    const { outcome, attempts } = run([failing], {
      timing: { ...timing, maxRetries: 5, backoffBaseMs: 400, backoffMaxMs: 400, deadlineMs: 300 },
    });
    expect((await outcome).kind).toBe('fallback');
    expect(attempts()).toBe(1);
  });

  it('ends a reading as interrupted when the deadline passes midway through the text', async () => {
    async function* slowAfterStart(signal: AbortSignal) {
      yield 'The first words arrive. ';
      yield* hung(signal);
    }
    const { outcome, sent } = run([slowAfterStart], {
      timing: { ...timing, idleTimeoutMs: 5_000, deadlineMs: 150 },
    });
    expect(await outcome).toEqual({ kind: 'interrupted', source: 'ai', text: 'The first words arrive. ' });
    expect(sent).toEqual(['The first words arrive. ']);
  });
});

describe('runGeneration character ceiling', () => {
  it('cuts a runaway reply at the ceiling, stops reading it, and ends it as interrupted', async () => {
    let piecesRead = 0;
    async function* runaway() {
      for (let index = 0; index < 64; index += 1) {
        piecesRead += 1;
        yield 'the stars repeat themselves '.repeat(1_200); // 33.6 KB a piece, 2 MB in all
      }
    }
    const { outcome, sent, logger } = run([runaway], { maxTextChars: 5_000 });
    const result = await outcome;
    expect(result.kind).toBe('interrupted');
    expect(result.kind === 'interrupted' && result.text.length).toBe(5_000);
    expect(sent.join('')).toHaveLength(5_000);
    expect(piecesRead, 'the rest of the reply is never read').toBe(1);
    expect(logger.text()).toContain('reply past its ceiling');
  });

  it('does not retry a reply cut at the ceiling, even when the cut falls inside the held-back start', async () => {
    const { outcome, attempts } = run([() => pieces('x'.repeat(100))], { maxTextChars: 10 });
    expect(await outcome).toEqual({ kind: 'interrupted', source: 'ai', text: 'x'.repeat(10) });
    expect(attempts()).toBe(1);
  });

  it('never cuts a surrogate pair in half', async () => {
    const { outcome } = run([() => pieces(`${'a'.repeat(40)}🔮🔮`)], { maxTextChars: 41 });
    expect(await outcome).toEqual({ kind: 'interrupted', source: 'ai', text: 'a'.repeat(40) });
  });

  it('lets a reply of exactly the ceiling through as complete', async () => {
    const { outcome } = run([() => pieces('y'.repeat(50))], { maxTextChars: 50 });
    expect(await outcome).toEqual({ kind: 'complete', source: 'ai', text: 'y'.repeat(50) });
  });

  it('has a default ceiling for a caller that names none', async () => {
    const { outcome } = run([() => pieces('z'.repeat(DEFAULT_MAX_TEXT_CHARS + 1))]);
    expect((await outcome).kind).toBe('interrupted');
  });
});

describe('runGeneration progress rule', () => {
  /** Pieces on a schedule: `[delayMs, text]`, each after the one before. */
  function paced(...steps: [number, string][]) {
    return async function* (signal: AbortSignal) {
      for (const [delayMs, text] of steps) {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (signal.aborted) return;
        yield text;
      }
    };
  }
  /** One character every `everyMs`, `count` times: bytes keep coming, text hardly at all. */
  const drip = (count: number, everyMs: number): [number, string][] =>
    Array.from({ length: count }, (_, index) => [everyMs, 'xy'[index % 2] ?? 'x']);
  const progressTiming = { ...timing, idleTimeoutMs: 5_000, attemptTimeoutMs: 5_000, maxRetries: 0 };

  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends a drip from the start in the fallback: nothing useful came, so nothing went out', async () => {
    vi.useFakeTimers();
    const { outcome, sent, logger } = run([paced(...drip(200, 1_000))], {
      timing: { ...progressTiming, attemptTimeoutMs: 60_000, idleTimeoutMs: 30_000 },
    });
    await vi.advanceTimersByTimeAsync(15_999);
    expect(sent, 'the drip is held back, never shown').toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toEqual({ kind: 'fallback', source: 'fallback', text: 'FALLBACK' });
    expect(sent).toEqual(['FALLBACK']);
    expect(logger.text()).toContain('stalled stream');
  });

  it('ends normal text followed by a drip as interrupted, with the text so far and none of the drip', async () => {
    vi.useFakeTimers();
    const opening = 'The Moon lends you a patient, observant mood today. ';
    const { outcome, sent } = run([paced([10, opening], ...drip(200, 1_000))], {
      timing: { ...progressTiming, attemptTimeoutMs: 60_000, idleTimeoutMs: 30_000 },
    });
    await vi.advanceTimersByTimeAsync(40_000);
    const result = await outcome;
    expect(result.kind).toBe('interrupted');
    const text = result.kind === 'interrupted' ? result.text : '';
    expect(text.startsWith(opening)).toBe(true);
    // The drip's characters that arrived before the stall went out as they came (at most 15 of them).
    expect(text.length - opening.length).toBeLessThanOrEqual(16);
    expect(sent.join('')).toBe(text);
  });

  it('uses the window it is given, so tests need not wait 15 s', async () => {
    const started = Date.now();
    const { outcome } = run([paced(...drip(500, 10))], {
      timing: { ...progressTiming, progressWindowMs: 100 },
    });
    expect((await outcome).kind).toBe('fallback');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('lets a slow but real stream go on: enough visible text in every window', async () => {
    const words = Array.from({ length: 12 }, (_, index): [number, string] => [40, `word${index} is here, `]);
    const { outcome } = run([paced(...words)], {
      timing: { ...progressTiming, progressWindowMs: 100, minProgressChars: 20 },
    });
    expect((await outcome).kind).toBe('complete');
  });

  it('counts no whitespace as progress: a blank drip is a stall too', async () => {
    const blank = Array.from({ length: 100 }, (): [number, string] => [5, ' ']);
    const { outcome } = run([paced(...blank)], { timing: { ...progressTiming, progressWindowMs: 100 } });
    expect(await outcome).toEqual({ kind: 'fallback', source: 'fallback', text: 'FALLBACK' });
  });

  it('retries a drip from the start like any failed attempt', async () => {
    const { outcome, attempts } = run(
      [paced(...drip(500, 10)), () => pieces('A whole and ordinary reading, written at speed.')],
      { timing: { ...progressTiming, progressWindowMs: 100, maxRetries: 1 } },
    );
    expect(await outcome).toEqual({
      kind: 'complete',
      source: 'ai',
      text: 'A whole and ordinary reading, written at speed.',
    });
    expect(attempts()).toBe(2);
  });
});
