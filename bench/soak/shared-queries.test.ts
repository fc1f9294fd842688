import { isSharedReading } from '@core/features/shared-readings';
import { readingRequestSchema } from '@core/features/reading-request';
import { cacheKeyOf } from '@server/generation/reading-service';
import { describe, expect, it } from 'vitest';
import { distinctSharedQueries } from './shared-queries';

describe('distinctSharedQueries', () => {
  it('gives thousands of valid, shared, distinct readings: each a new generation', () => {
    const queries = distinctSharedQueries(2_000, '2026-11-24');
    const requests = queries.map((query) =>
      readingRequestSchema.parse(Object.fromEntries(new URLSearchParams(query))),
    );
    expect(requests.every(isSharedReading)).toBe(true);
    expect(new Set(queries).size).toBe(2_000);
    expect(new Set(requests.map(cacheKeyOf)).size).toBe(2_000);
  });
});
