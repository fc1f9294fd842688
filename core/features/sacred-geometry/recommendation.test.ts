import { describe, expect, it } from 'vitest';
import { SIGN_IDS, signs, type SignId } from '../../content/signs';
import type { PatternId } from './pattern';
import { PATTERNS } from './patterns';
import { isRecommendedFor, recommendedPatterns } from './recommendation';

/**
 * The "Recommended for {sign}" list of every sign, worked out by hand from the patterns' elements
 * and sign lists (spec §4: listed, or the same element), so a change to either shows up here.
 */
const EXPECTED: Record<SignId, PatternId[]> = {
  aries: ['merkaba', 'sri-yantra', 'seed-of-life'],
  taurus: ['golden-spiral', 'tree-of-life', 'seed-of-life'],
  gemini: ['metatrons-cube', 'golden-spiral', 'vesica-piscis'],
  cancer: ['flower-of-life', 'vesica-piscis', 'tree-of-life', 'seed-of-life'],
  leo: ['flower-of-life', 'merkaba', 'sri-yantra'],
  virgo: ['metatrons-cube', 'golden-spiral', 'tree-of-life', 'seed-of-life'],
  libra: ['metatrons-cube', 'golden-spiral', 'vesica-piscis'],
  scorpio: ['flower-of-life', 'sri-yantra', 'vesica-piscis'],
  sagittarius: ['merkaba', 'sri-yantra', 'golden-spiral', 'tree-of-life'],
  capricorn: ['metatrons-cube', 'tree-of-life', 'seed-of-life'],
  aquarius: ['merkaba', 'metatrons-cube', 'golden-spiral'],
  pisces: ['flower-of-life', 'sri-yantra', 'vesica-piscis'],
};

describe('recommendedPatterns', () => {
  it.each(SIGN_IDS)('recommends the expected patterns for %s, in display order', (sign) => {
    expect(recommendedPatterns(sign).map((pattern) => pattern.id)).toEqual(EXPECTED[sign]);
  });

  it('gives every sign at least three patterns and never all eight', () => {
    for (const sign of SIGN_IDS) {
      const count = recommendedPatterns(sign).length;
      expect(count, `${sign} gets too few`).toBeGreaterThanOrEqual(3);
      expect(count, `${sign} gets every pattern, so the list says nothing`).toBeLessThan(PATTERNS.length);
    }
  });
});

describe('isRecommendedFor', () => {
  it('recommends every pattern to the signs of its element even when they are not listed', () => {
    const flower = PATTERNS.find((pattern) => pattern.id === 'flower-of-life');
    if (!flower) throw new Error('no Flower of Life');
    expect(flower.zodiacSigns, 'premise: Scorpio is not listed').not.toContain('scorpio');
    expect(signs.scorpio.element, 'premise: Scorpio shares the element').toBe(flower.element);
    expect(isRecommendedFor(flower, 'scorpio')).toBe(true);
  });

  it('recommends a pattern to a listed sign of another element', () => {
    const spiral = PATTERNS.find((pattern) => pattern.id === 'golden-spiral');
    if (!spiral) throw new Error('no Golden Spiral');
    expect(spiral.zodiacSigns, 'premise: Taurus is listed').toContain('taurus');
    expect(signs.taurus.element, 'premise: Taurus is of another element').not.toBe(spiral.element);
    expect(isRecommendedFor(spiral, 'taurus')).toBe(true);
  });

  it('leaves out a sign that is neither listed nor of the element', () => {
    const merkaba = PATTERNS.find((pattern) => pattern.id === 'merkaba');
    if (!merkaba) throw new Error('no Merkaba');
    expect(isRecommendedFor(merkaba, 'cancer')).toBe(false);
  });
});
