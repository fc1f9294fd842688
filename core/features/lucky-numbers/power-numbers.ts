import type { SignId } from '../../content/signs';

/**
 * Each sign's six power numbers and its bias factor (spec §3, §9: the values are ours).
 *
 * The power numbers follow one rule, checked by the content test: the sign's place in the
 * zodiac (Aries 1 … Pisces 12) and its ruler's number in Cheiro's planetary table (Sun 1,
 * Moon 2, Jupiter 3, Uranus 4, Mercury 5, Venus 6, Neptune 7, Saturn 8, Mars 9), then numbers
 * up to 47 whose digit root is one of those two. So every power number fits every game's range
 * except a few above 39 for the Daily Million, which simply leaves them out.
 *
 * The bias factor (0.05–0.9) is how strongly the draw leans toward those numbers; see
 * `lucky-draw.ts` for the rule. Fire signs lean hardest, earth signs least, air and water in
 * between: an element's temperament, not a claim about luck.
 */
export interface PowerNumbers {
  /** The sign's place in the zodiac, 1–12. */
  place: number;
  /** Cheiro's number of the sign's traditional ruler. */
  rulerNumber: number;
  numbers: readonly [number, number, number, number, number, number];
  bias: number;
}

export const MIN_BIAS = 0.05;
export const MAX_BIAS = 0.9;

export const powerNumbers = {
  aries: { place: 1, rulerNumber: 9, numbers: [1, 9, 10, 18, 27, 36], bias: 0.8 },
  taurus: { place: 2, rulerNumber: 6, numbers: [2, 6, 15, 20, 24, 42], bias: 0.15 },
  gemini: { place: 3, rulerNumber: 5, numbers: [3, 5, 12, 14, 23, 30], bias: 0.5 },
  cancer: { place: 4, rulerNumber: 2, numbers: [2, 4, 11, 20, 29, 40], bias: 0.4 },
  leo: { place: 5, rulerNumber: 1, numbers: [1, 5, 10, 19, 28, 37], bias: 0.9 },
  virgo: { place: 6, rulerNumber: 5, numbers: [5, 6, 14, 15, 23, 41], bias: 0.1 },
  libra: { place: 7, rulerNumber: 6, numbers: [6, 7, 15, 16, 24, 33], bias: 0.45 },
  scorpio: { place: 8, rulerNumber: 9, numbers: [8, 9, 17, 18, 26, 44], bias: 0.55 },
  sagittarius: { place: 9, rulerNumber: 3, numbers: [3, 9, 12, 21, 30, 39], bias: 0.7 },
  capricorn: { place: 10, rulerNumber: 8, numbers: [8, 10, 17, 26, 35, 46], bias: 0.05 },
  aquarius: { place: 11, rulerNumber: 4, numbers: [4, 11, 13, 22, 31, 40], bias: 0.6 },
  pisces: { place: 12, rulerNumber: 7, numbers: [3, 7, 12, 16, 25, 34], bias: 0.35 },
} as const satisfies Record<SignId, PowerNumbers>;

/** 1–9: the number reduced by adding its digits until one is left (38 → 11 → 2). */
export const digitRoot = (value: number): number => 1 + ((value - 1) % 9);
