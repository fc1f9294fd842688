import { describe, expect, it } from 'vitest';
import { skyAt } from '../sky/daily-sky';
import { skyNowSchema } from './sky-now';
import { isSkyNow } from './sky-now-check';

const wrongValues: unknown[] = [
  undefined,
  null,
  '',
  'aries',
  'full-moon',
  0,
  -1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  [],
  {},
  ['aries'],
];

/** Every path to a value in a JSON-like object, objects included. */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return [prefix, ...Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...prefix, key]))];
}

function withValueAt(base: unknown, path: string[], replacement: unknown, remove = false): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  if (path.length === 0) return replacement;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path.at(-1) as string;
  if (remove) Reflect.deleteProperty(target, last);
  else target[last] = replacement;
  return copy;
}

describe('isSkyNow', () => {
  const answers = ['2026-11-24T12:00:00Z', '2027-03-03T02:10:00Z', '2025-01-29T12:36:00Z'].map(
    (instant) => JSON.parse(JSON.stringify(skyAt(new Date(instant)))) as unknown,
  );

  it('accepts real answers, as the schema does', () => {
    for (const answer of answers) {
      expect(skyNowSchema.safeParse(answer).success).toBe(true);
      expect(isSkyNow(answer)).toBe(true);
      // Unknown keys are ignored by both.
      expect(isSkyNow({ ...(answer as object), extra: 1 })).toBe(true);
    }
  });

  it('agrees with the schema on every value swapped or removed at every place in an answer', () => {
    const base = answers[0];
    let compared = 0;
    for (const path of pathsOf(base)) {
      const broken = [
        ...wrongValues.map((value) => withValueAt(base, path, value)),
        ...(path.length > 0 ? [withValueAt(base, path, undefined, true)] : []),
      ];
      for (const candidate of broken) {
        expect(isSkyNow(candidate), `${path.join('.')} = ${JSON.stringify(candidate)}`).toBe(
          skyNowSchema.safeParse(candidate).success,
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(150);
  });
});
