import { describe, expect, it } from 'vitest';
import { SIGN_IDS, type SignId } from '../../content/signs';
import { linesForSign, mountsForSign, rulingMountOf } from './key-features';
import type { PalmLine } from './palm-line';
import { palmLines } from './palm-line-catalogue';

/** Tool spec §9 and §2, worked out by hand from the content for every sign. */
const EXPECTED: Record<SignId, { lines: string[]; mount: string }> = {
  aries: { lines: ['life-line', 'sun-line'], mount: 'mars-mount' },
  taurus: { lines: ['life-line', 'fate-line'], mount: 'venus-mount' },
  gemini: { lines: ['head-line', 'mercury-line'], mount: 'mercury-mount' },
  cancer: { lines: ['heart-line'], mount: 'luna-mount' },
  leo: { lines: ['life-line', 'sun-line'], mount: 'apollo-mount' },
  virgo: { lines: ['head-line', 'fate-line', 'mercury-line'], mount: 'mercury-mount' },
  libra: { lines: ['heart-line', 'head-line', 'mercury-line'], mount: 'venus-mount' },
  scorpio: { lines: ['heart-line'], mount: 'mars-mount' },
  sagittarius: { lines: ['life-line', 'sun-line'], mount: 'jupiter-mount' },
  capricorn: { lines: ['fate-line'], mount: 'saturn-mount' },
  aquarius: { lines: ['head-line', 'fate-line', 'mercury-line'], mount: 'saturn-mount' },
  pisces: { lines: ['heart-line'], mount: 'jupiter-mount' },
};

const line = (overrides: Partial<PalmLine>): PalmLine => ({ ...palmLines['head-line'], ...overrides });

describe('Key Features', () => {
  it.each(SIGN_IDS)('%s: its lines (by name or element) and its mount (by ruler)', (sign) => {
    expect(linesForSign(sign).map((match) => match.id)).toEqual(EXPECTED[sign].lines);
    expect(mountsForSign(sign).map((match) => match.id)).toEqual([EXPECTED[sign].mount]);
    expect(rulingMountOf(sign).id).toBe(EXPECTED[sign].mount);
  });

  it.each([
    ['the sign is listed, other element', line({ element: 'water', zodiacConnection: ['leo'] }), true],
    ['the element matches, not listed', line({ element: 'fire', zodiacConnection: ['virgo'] }), true],
    ['both match', line({ element: 'fire', zodiacConnection: ['leo'] }), true],
    ['neither matches', line({ element: 'earth', zodiacConnection: ['virgo'] }), false],
  ] as const)('a line speaks to Leo when %s', (_case, candidate, matches) => {
    expect(linesForSign('leo', [candidate])).toHaveLength(matches ? 1 : 0);
  });
});
