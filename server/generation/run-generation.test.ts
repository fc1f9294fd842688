import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCapturingLogger } from '../testing/capturing-logger';
import { type GenerationTiming, type RunGenerationOptions, runGeneration } from './run-generation';

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
    expect(sent).toEqual(['a ', 'b']);
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
