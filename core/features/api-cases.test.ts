import { ADA, PARIS } from '@core/testing/birth-fixtures';
import type { SampleRandom } from '@core/testing/feature-api-cases';
import { describe, expect, it } from 'vitest';
import { everyFeatureApiCases } from './api-cases';
import { readingRequestSchema } from './reading-request';

/**
 * The API cases themselves, before the server's table-driven tests read them: every feature
 * has a case of each behaviour, and the requests meant to be valid (and the fuzzer's samples)
 * are valid requests, so a failing API test points at the server, not at a mistyped case.
 */
function seeded(seed: number): SampleRandom {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T,
  };
}
const world = { birth: (name: string) => ({ ...ADA, name }), place: () => PARIS };

describe.each(everyFeatureApiCases())('%s API cases', (feature, cases) => {
  it('cover every behaviour the API suite checks', () => {
    expect(cases.feature).toBe(feature);
    expect(cases.offline.length).toBeGreaterThan(0);
    expect(cases.routing.length).toBeGreaterThan(0);
    expect(cases.fallbacks.length).toBeGreaterThan(0);
    expect(cases.invalid.length).toBeGreaterThan(0);
    expect(cases.cache.length).toBeGreaterThan(0);
    for (const row of cases.fallbacks) expect(row.faults.length, row.name).toBeGreaterThan(0);
  });

  it('give valid requests where they mean to', () => {
    const valid = [
      ...cases.offline.map((row) => row.request),
      ...cases.routing.map((row) => row.request),
      ...cases.fallbacks.map((row) => row.request),
      ...(cases.accepted ?? []).map((row) => row.body),
      ...(cases.userText ?? []).map((row) => row.request),
      ...cases.cache.flatMap((row) =>
        'personal' in row ? [row.personal] : [row.shared, ...(row.sameKey ?? []), ...(row.newKeys ?? [])],
      ),
    ];
    for (const request of valid) {
      const parsed = readingRequestSchema.safeParse(request);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(parsed.data?.feature).toBe(feature);
    }
  });

  it('sample valid requests of the feature for the fuzzer', () => {
    const date = cases.now.slice(0, 10) as `${number}-${number}-${number}`;
    for (let seed = 1; seed <= 50; seed += 1) {
      const sample = cases.sample(seeded(seed), date, world);
      const parsed = readingRequestSchema.safeParse(sample);
      expect(parsed.success, JSON.stringify([sample, parsed.error?.issues])).toBe(true);
      expect(sample.feature).toBe(feature);
    }
  });
});
