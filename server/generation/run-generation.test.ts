import { describe, expect, it } from 'vitest';
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
