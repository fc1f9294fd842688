import { everyFeatureApiCases } from '@core/features/api-cases';
import { wordsIn } from '@core/testing/feature-api-cases';
import { describe, expect, it } from 'vitest';
import { clockOf, expectText } from '../testing/api-case-checks';
import { readingApiHarness } from '../testing/reading-api-harness';

/**
 * Every feature's readings without a key, end to end on loopback: the offline composer writes
 * them (the feature's own composer's text where its cases give it), and no provider is called.
 * The cases live in `core/features/<id>/<id>.api-cases.ts`.
 */
const { fake, startApi, jsonReading } = readingApiHarness({ now: new Date('2026-11-24T10:00:00Z') });

describe.each(everyFeatureApiCases())('%s offline', (_feature, cases) => {
  it.each(cases.offline.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const url = await startApi({ OPENAI_API_KEY: undefined }, { now: clockOf(cases.now) });
    const reading = await jsonReading(url, row.request);
    expect(reading.source).toBe('offline');
    if (row.text) expect(reading.text).toBe(row.text());
    if (row.minWords !== undefined)
      expect(wordsIn(reading.text), reading.text).toBeGreaterThanOrEqual(row.minWords);
    expectText(reading.text, row, 'the offline reading');
    expect(fake.calls).toBe(0);
  });
});
