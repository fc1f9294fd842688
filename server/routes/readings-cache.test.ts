import { everyFeatureApiCases } from '@core/features/api-cases';
import { describe, expect, it } from 'vitest';
import { clockOf } from '../testing/api-case-checks';
import { DEFAULT_FAKE_REPLY } from '../testing/fake-openai';
import { readingApiHarness } from '../testing/reading-api-harness';

/**
 * How each feature's readings share provider calls, end to end on loopback: identical requests
 * for a shared reading at once make one call (single flight) and later ones come from the cache;
 * requests with the same key share it, requests with another key each make their own; personal
 * readings are never cached.
 */
const { fake, startApi, jsonReading } = readingApiHarness({
  now: new Date('2026-11-24T10:00:00Z'),
  chunkWords: 4,
  chunkDelayMs: 1,
  env: { RATE_LIMIT_BURST: 1_000 },
});
const AI = { text: DEFAULT_FAKE_REPLY, source: 'ai' };

const rows = everyFeatureApiCases().flatMap(([feature, cases]) =>
  cases.cache.map((row) => [`${feature}: ${row.name}`, cases.now, row] as const),
);

describe('provider calls shared', () => {
  it.each(rows)('%s', async (_name, now, row) => {
    const url = await startApi({}, { now: clockOf(now) });
    if ('personal' in row) {
      await jsonReading(url, row.personal);
      await jsonReading(url, row.personal);
      expect(fake.calls).toBe(2);
      return;
    }
    const readings = await Promise.all(
      Array.from({ length: row.concurrent ?? 1 }, () => jsonReading(url, row.shared)),
    );
    expect(fake.calls).toBe(1);
    for (const reading of readings) expect(reading).toEqual(AI);
    expect(await jsonReading(url, row.shared)).toEqual(AI);
    for (const request of row.sameKey ?? []) expect(await jsonReading(url, request)).toEqual(AI);
    expect(fake.calls).toBe(1);
    for (const request of row.newKeys ?? []) await jsonReading(url, request);
    expect(fake.calls).toBe(1 + (row.newKeys?.length ?? 0));
  });
});
