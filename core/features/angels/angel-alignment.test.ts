import { describe, expect, it } from 'vitest';
import { SIGN_IDS, type SignId, signs } from '../../content/signs';
import type { Angel } from './angel';
import { MAX_ALIGNED_ANGELS, angelsAlignedWith, isAlignedWith } from './angel-alignment';
import { angelList, angels } from './angels';

/**
 * 'Angels Aligned with {sign}' for every sign, worked out by hand from the deck: the angels of
 * the sign's element, the angels that list the sign, and the guardian, in catalogue order.
 */
const EXPECTED = {
  aries: ['michael', 'raguel', 'metatron', 'jeremiel', 'guardian'],
  taurus: ['uriel', 'chamuel', 'haniel', 'azrael', 'sandalphon', 'guardian'],
  gemini: ['gabriel', 'raphael', 'jophiel', 'zadkiel', 'guardian'],
  cancer: ['gabriel', 'raphael', 'chamuel', 'haniel', 'guardian'],
  leo: ['michael', 'jophiel', 'raguel', 'jeremiel', 'raziel', 'guardian'],
  virgo: ['raphael', 'uriel', 'metatron', 'azrael', 'sandalphon', 'guardian'],
  libra: ['raphael', 'chamuel', 'jophiel', 'zadkiel', 'raguel', 'guardian'],
  scorpio: ['gabriel', 'chamuel', 'haniel', 'azrael', 'jeremiel', 'guardian'],
  sagittarius: ['michael', 'zadkiel', 'raguel', 'jeremiel', 'guardian'],
  capricorn: ['michael', 'uriel', 'azrael', 'sandalphon', 'guardian'],
  aquarius: ['raphael', 'uriel', 'jophiel', 'zadkiel', 'raziel', 'guardian'],
  pisces: ['gabriel', 'chamuel', 'zadkiel', 'haniel', 'sandalphon', 'guardian'],
} satisfies Record<SignId, string[]>;

/** The §9 rule written independently of the code under test. */
const matchesBySpec = (angel: Angel, sign: SignId) =>
  angel.zodiacSigns === 'all' ||
  (angel.zodiacSigns as readonly string[]).includes(sign) ||
  angel.element === signs[sign].element;

const ids = (list: readonly Angel[]) => list.map((angel) => angel.id);

describe('angels aligned with a sign', () => {
  it.each(SIGN_IDS)('%s: the hand-worked list', (sign) => {
    expect(ids(angelsAlignedWith(sign)), sign).toEqual(EXPECTED[sign]);
  });

  it.each(SIGN_IDS)('%s: at most six, every one matching, in catalogue order, none left out', (sign) => {
    const aligned = angelsAlignedWith(sign);
    const everyMatch = angelList.filter((angel) => matchesBySpec(angel, sign));
    expect(aligned.length, sign).toBeLessThanOrEqual(MAX_ALIGNED_ANGELS);
    expect(ids(aligned), `${sign} is not the first matches in catalogue order`).toEqual(
      ids(everyMatch.slice(0, MAX_ALIGNED_ANGELS)),
    );
    expect(ids(aligned), `${sign} should show the guardian`).toContain('guardian');
  });

  it('matches by the sign list even across elements', () => {
    expect(isAlignedWith(angels.raphael, 'virgo')).toBe(true);
    expect(angels.raphael.element).toBe('air');
  });

  it('matches by element even when the sign is not listed', () => {
    expect(isAlignedWith(angels.jeremiel, 'sagittarius')).toBe(true);
    expect(angels.jeremiel.zodiacSigns).not.toContain('sagittarius');
  });

  it('matches a spirit angel only through its list, and the guardian always', () => {
    expect(isAlignedWith(angels.raziel, 'leo')).toBe(true);
    expect(isAlignedWith(angels.raziel, 'aries')).toBe(false);
    for (const sign of SIGN_IDS) expect(isAlignedWith(angels.guardian, sign), sign).toBe(true);
  });

  it('does not match an angel of another element that does not list the sign', () => {
    expect(isAlignedWith(angels.azrael, 'leo')).toBe(false);
    expect(isAlignedWith(angels.michael, 'pisces')).toBe(false);
  });

  it('keeps the first six matches of a catalogue with more', () => {
    const fireCopies = Array.from({ length: 9 }, (_, index) => ({
      ...angels.michael,
      divineNumber: index,
      zodiacSigns: [] as const,
    }));
    const catalogue = [angels.gabriel, ...fireCopies, angels.guardian];
    const aligned = angelsAlignedWith('aries', catalogue);
    expect(aligned).toHaveLength(6);
    expect(aligned.map((angel) => angel.divineNumber)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
