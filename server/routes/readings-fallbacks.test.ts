import { everyFeatureApiCases } from '@core/features/api-cases';
import { describe, expect, it } from 'vitest';
import { FAULT_SCENARIOS, clockOf, expectText } from '../testing/api-case-checks';
import { createCapturingLogger } from '../testing/capturing-logger';
import { DEFAULT_FAKE_REPLY } from '../testing/fake-openai';
import { readSse, summarize } from '../testing/read-sse';
import { readingApiHarness } from '../testing/reading-api-harness';

/**
 * Every feature's fallback when the provider fails, end to end on loopback against the fake
 * provider: for each fault its cases name (an HTTP error, an empty answer, silence, a stream
 * that breaks before any text), the feature's own fallback text, as JSON and as a stream where
 * asked; not cached where asked; logged where the spec names a line; and the fixed retry
 * schedule of a feature that has one.
 */
const STEP_MS = 40;

const { fake, startApi, post, jsonReading } = readingApiHarness({
  now: new Date('2026-11-24T10:00:00Z'),
  chunkWords: 4,
  chunkDelayMs: 1,
  env: { OPENAI_TIMEOUT_MS: 1_000, RATE_LIMIT_BURST: 1_000 },
  timing: { linearBackoffStepMs: STEP_MS, idleTimeoutMs: 500 },
});

const rows = everyFeatureApiCases().flatMap(([feature, cases]) =>
  cases.fallbacks.flatMap((row) =>
    row.faults.map((fault) => [`${feature}: ${row.name} after ${fault}`, cases.now, row, fault] as const),
  ),
);

describe('fallbacks on provider faults', () => {
  it.each(rows)('%s', async (_name, now, row, fault) => {
    const logger = createCapturingLogger();
    const url = await startApi({}, { now: clockOf(now), logger });
    fake.setScenario(FAULT_SCENARIOS[fault]);
    const reading = await jsonReading(url, row.request);
    expect(reading.source).toBe('fallback');
    if (row.text) expect(reading.text).toBe(row.text());
    if (row.startsWith !== undefined)
      expect(reading.text.startsWith(row.startsWith), reading.text).toBe(true);
    if (row.not !== undefined) expect(reading.text).not.toBe(row.not);
    expectText(reading.text, row, 'the fallback');
    if (row.log)
      expect(logger.entries.filter((entry) => entry.message === row.log?.message)).toEqual([
        expect.objectContaining({ level: 'error', details: row.log.details }),
      ]);
    if (row.linearRetries !== undefined) {
      expect(fake.calls).toBe(row.linearRetries);
      const times = fake.requests.map((request) => request.receivedAt);
      for (let attempt = 1; attempt < times.length; attempt += 1)
        expect((times[attempt] ?? 0) - (times[attempt - 1] ?? 0)).toBeGreaterThanOrEqual(
          attempt * STEP_MS - 2,
        );
    }

    if (row.streams) {
      const { text, end } = summarize(
        await readSse(await post(url, row.request, { accept: 'text/event-stream' })),
      );
      expect(text).toBe(reading.text);
      expect(end).toEqual({ type: 'text-end', source: 'fallback' });
    }
    if (row.notCached) {
      fake.setScenario({ kind: 'reply' });
      expect(await jsonReading(url, row.request)).toEqual({ text: DEFAULT_FAKE_REPLY, source: 'ai' });
    }
  });
});

const retried = everyFeatureApiCases().flatMap(([feature, cases]) =>
  cases.fallbacks
    .filter((row) => row.linearRetries !== undefined)
    .map((row) => [`${feature}: ${row.name}`, cases.now, row.request] as const),
);

describe('a fixed retry schedule', () => {
  it.each(retried)(
    '%s succeeds on a later attempt without showing a fallback',
    async (_name, now, request) => {
      fake.setScenario([{ kind: 'status', status: 500 }, { kind: 'reply' }]);
      const url = await startApi({}, { now: clockOf(now) });
      expect(await jsonReading(url, request)).toEqual({ text: DEFAULT_FAKE_REPLY, source: 'ai' });
      expect(fake.calls).toBe(2);
    },
  );
});
