import { everyFeatureApiCases } from '@core/features/api-cases';
import type { ExpectedIssue } from '@core/testing/feature-api-cases';
import { describe, expect, it } from 'vitest';
import { clockOf } from '../testing/api-case-checks';
import { readingApiHarness } from '../testing/reading-api-harness';

/**
 * Every feature's invalid bodies, end to end on loopback: a 400 with a reason (the field and
 * message its cases expect) before any provider call; and the bodies at the edges of a contract
 * that it still accepts.
 */
const { fake, startApi, jsonReading, rejected } = readingApiHarness({
  now: new Date('2026-11-24T10:00:00Z'),
  chunkDelayMs: 0,
  env: { RATE_LIMIT_BURST: 1_000 },
});

/** An expected issue as a matcher: the exact message, a pattern, or any message. */
const issueMatcher = ({ path, message }: ExpectedIssue) =>
  message === undefined
    ? expect.objectContaining({ path })
    : { path, message: typeof message === 'string' ? message : expect.stringMatching(message) };

describe.each(everyFeatureApiCases())('%s refuses', (_feature, cases) => {
  it.each(cases.invalid.map((row) => [row.name, row] as const))(
    '%s with 400 and a reason',
    async (_name, row) => {
      const url = await startApi({}, { now: clockOf(cases.now) });
      const answer = await rejected(url, row.body);
      expect(answer.error).toEqual(expect.any(String));
      expect(answer.error.length).toBeGreaterThan(0);
      const issues = answer.issues ?? [];
      if (row.firstPath !== undefined) expect(issues[0]?.path).toBe(row.firstPath);
      for (const issue of row.issues ?? []) expect(issues).toContainEqual(issueMatcher(issue));
      if (row.onlyIssues) expect(issues).toEqual(row.onlyIssues.map(issueMatcher));
      if (row.pathPrefix !== undefined)
        expect(
          issues.some((issue) => issue.path.startsWith(row.pathPrefix ?? '')),
          JSON.stringify(issues),
        ).toBe(true);
      if (typeof row.error === 'string') expect(answer.error).toContain(row.error);
      else if (row.error) expect(answer.error).toMatch(row.error);
      expect(fake.calls).toBe(0);
    },
  );
});

const accepted = everyFeatureApiCases().flatMap(([feature, cases]) =>
  (cases.accepted ?? []).map((row) => [`${feature}: ${row.name}`, cases.now, row.body] as const),
);

describe('bodies at the edge of a contract', () => {
  it.each(accepted)('%s are accepted', async (_name, now, body) => {
    const url = await startApi({}, { now: clockOf(now) });
    expect((await jsonReading(url, body)).source).toBe('ai');
  });
});
