import { FEATURE_IDS } from '@core/features/feature-ids';
import { type ReadingRequest, readingRequestSchema } from '@core/features/reading-request';
import { describe, expect, it } from 'vitest';
import { USER_DATA_CLOSE, USER_DATA_OPEN, USER_TEXT_MAX_LENGTH } from '@core/compose/prompt/user-data';
import { validRequest } from '@server/fuzz/reading-bodies';
import { createRandom } from '@server/fuzz/seeded-random';
import { recipeFor } from '@core/features/reading-recipes';

/**
 * Finding 2 of the security review, over every feature: whatever free-text field of a request a
 * caller fills with a megabyte (as if the schema had been skipped), it reaches the prompt only
 * inside the <user_data> block, and only USER_TEXT_MAX_LENGTH code points of it. A field is free
 * text when its schema takes a few arbitrary letters there; ids, dates and times it refuses.
 */
const TODAY = '2026-11-23';
/** A letter no prompt of ours writes, so every one in a prompt came from the request. */
const MARK = 'Ꙭ';
const HUGE = MARK.repeat(1_000_000);

/** Paths to every string in a request (`person.name`, `history.0.text`). */
function stringPaths(value: unknown, path: readonly (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [[...path]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

/** A copy of the request with the string at `path` replaced. */
function withString(request: unknown, path: readonly (string | number)[], text: string): unknown {
  const copy = structuredClone(request) as Record<string | number, unknown>;
  let holder = copy;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>;
  const last = path.at(-1);
  if (last !== undefined) holder[last] = text;
  return copy;
}

/** The longest run of the marker the schema takes at `path`: the field's contract limit. */
function contractLimit(request: unknown, path: readonly (string | number)[]): number {
  const accepts = (length: number) =>
    readingRequestSchema.safeParse(withString(request, path, MARK.repeat(length))).success;
  let low = 1;
  let high = 2;
  while (accepts(high) && high < 1_000_000) high *= 2;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (accepts(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/** Sample requests of a feature that pass its schema, a few per feature. */
function samples(feature: (typeof FEATURE_IDS)[number]): ReadingRequest[] {
  return Array.from({ length: 6 }, (_, seed) =>
    readingRequestSchema.safeParse(validRequest(createRandom(seed + 1), feature, TODAY)),
  ).flatMap((parsed) => (parsed.success ? [parsed.data] : []));
}

describe('visitor text in every prompt', () => {
  it.each(FEATURE_IDS)(
    '%s: a megabyte in any string reaches the prompt only quoted, and bounded',
    (feature) => {
      const requests = samples(feature);
      expect(requests.length, 'the fuzz bodies give valid requests of every feature').toBeGreaterThan(0);
      let reached = 0;
      for (const request of requests) {
        for (const path of stringPaths(request)) {
          if (!readingRequestSchema.safeParse(withString(request, path, `${MARK} ${MARK}`)).success) continue;
          const hostile = withString(request, path, HUGE) as ReadingRequest;
          const prompt = recipeFor(hostile).buildPrompt(hostile);
          const where = `${feature} ${path.join('.')}`;
          expect(prompt.system, where).not.toContain(MARK);
          const open = prompt.user.indexOf(USER_DATA_OPEN);
          const close = prompt.user.indexOf(USER_DATA_CLOSE);
          const outside = open === -1 ? prompt.user : prompt.user.slice(0, open) + prompt.user.slice(close);
          expect(outside, `${where}: visitor text outside <user_data>`).not.toContain(MARK);
          if (open === -1) continue;
          const limit = contractLimit(request, path);
          for (const line of prompt.user.slice(open, close).split('\n')) {
            const marks = line.split(MARK).length - 1;
            expect(marks, where).toBeLessThanOrEqual(USER_TEXT_MAX_LENGTH);
            // No field's prompt bound is looser than what its schema lets in.
            expect(marks, `${where}: quoted past its contract limit of ${limit}`).toBeLessThanOrEqual(limit);
            if (marks > 0) reached += 1;
          }
        }
      }
      // A feature with free text must show it reached the block (bounded), or the test proves nothing.
      const freeText = [
        'chat',
        'numerology',
        'birth-chart',
        'advanced-chart',
        'dream-journal',
        'dream-oracle',
      ];
      if (freeText.includes(feature)) {
        expect(reached, `${feature}: some visitor text reached the quoted block`).toBeGreaterThan(0);
      }
    },
  );
});
