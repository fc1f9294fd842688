import { describe, expect, it } from 'vitest';
import { SIGN_IDS, signs } from '../../content/signs';
import { ANGEL_IDS } from './angel';
import { angelsAlignedWith } from './angel-alignment';
import { DEFAULT_RECOMMENDED_ANGELS, recommendedAngels, recommendedAngelsFor } from './recommended-angels';

describe('the recommended angels of each sign', () => {
  it.each(SIGN_IDS)('%s: three different angels of the deck, each aligned with the sign', (sign) => {
    const { angels } = recommendedAngels[sign];
    expect(angels, sign).toHaveLength(3);
    expect(new Set(angels).size, `${sign} repeats an angel`).toBe(3);
    const aligned = angelsAlignedWith(sign).map((angel) => angel.id);
    for (const id of angels) {
      expect(ANGEL_IDS, `${sign} recommends "${id}"`).toContain(id);
      expect(aligned, `${sign} recommends ${id}, who is not aligned with it`).toContain(id);
    }
  });

  it.each(SIGN_IDS)('%s: gives its reason in one sentence on one line', (sign) => {
    const { reason } = recommendedAngels[sign];
    expect(reason, sign).toMatch(/^[A-Z][^\n]{20,110}\.$/);
    expect(reason.split(/(?<=\.)\s/), `${sign} reason`).toHaveLength(1);
  });

  it('never gives two signs the same trio', () => {
    const trios = SIGN_IDS.map((sign) => [...recommendedAngels[sign].angels].sort().join(','));
    expect(new Set(trios).size).toBe(12);
  });

  it('looks a sign up by its name, in any case and spacing', () => {
    expect(recommendedAngelsFor('Scorpio')).toEqual(['azrael', 'jeremiel', 'haniel']);
    expect(recommendedAngelsFor('  pisces ')).toEqual(recommendedAngels.pisces.angels);
    for (const sign of SIGN_IDS)
      expect(recommendedAngelsFor(signs[sign].name), sign).toEqual(recommendedAngels[sign].angels);
  });

  it('falls back to the guardian, Michael and Gabriel for no sign or an unknown one', () => {
    expect(DEFAULT_RECOMMENDED_ANGELS).toEqual(['guardian', 'michael', 'gabriel']);
    expect(recommendedAngelsFor(undefined)).toEqual(DEFAULT_RECOMMENDED_ANGELS);
    expect(recommendedAngelsFor('')).toEqual(DEFAULT_RECOMMENDED_ANGELS);
    expect(recommendedAngelsFor('Ophiuchus')).toEqual(DEFAULT_RECOMMENDED_ANGELS);
  });
});
