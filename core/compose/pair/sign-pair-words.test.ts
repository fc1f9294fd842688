import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../content/signs';
import { signPair } from './sign-pair';
import { PAIR_REFLECTION_NOTE, pairBreakdown, pairBreakdownLines } from './sign-pair-words';

describe('pair breakdown words', () => {
  it('explains Leo and Sagittarius: a trine of fire, fixed and mutable, friendly rulers', () => {
    expect(pairBreakdown(signPair('leo', 'sagittarius'))).toEqual([
      {
        label: 'Angle',
        value: 'Trine, 4 signs apart (120°)',
        note: 'the smoothest angle: a shared rhythm that can also settle into comfort',
      },
      expect.objectContaining({ label: 'Elements', value: 'Fire and fire' }),
      expect.objectContaining({ label: 'Modalities', value: 'Fixed and mutable' }),
      {
        label: 'Rulers',
        value: 'The Sun · Jupiter',
        note: 'friendly rulers: the Sun with Jupiter, rulers that traditionally get along',
      },
    ]);
  });

  it('names a shared ruler and the same place on the wheel', () => {
    const rows = pairBreakdown(signPair('scorpio', 'scorpio'));
    expect(rows[0]?.value).toBe('Same sign, the same place on the wheel');
    expect(rows[3]).toEqual({
      label: 'Rulers',
      value: 'Pluto and Mars · Pluto and Mars',
      note: 'both answer to Pluto and Mars: a shared compass',
    });
  });

  it('writes one neighbour in the singular', () => {
    expect(pairBreakdown(signPair('pisces', 'aries'))[0]?.value).toBe(
      'Semi-sextile (neighbours), 1 sign apart (30°)',
    );
  });

  it('gives the prompt a heading and the four rows for every pair', () => {
    for (const first of SIGN_IDS) {
      for (const second of SIGN_IDS) {
        const lines = pairBreakdownLines(signPair(first, second));
        expect(lines).toHaveLength(5);
        for (const line of lines.slice(1)) expect(line).toMatch(/^- (Angle|Elements|Modalities|Rulers): \S/);
      }
    }
  });

  it('says plainly that the breakdown is for reflection', () => {
    expect(PAIR_REFLECTION_NOTE).toMatch(/reflection/);
    expect(PAIR_REFLECTION_NOTE).toMatch(/not a verdict/);
  });
});
