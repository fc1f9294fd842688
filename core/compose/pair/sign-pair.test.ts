import { describe, expect, it } from 'vitest';
import { SIGN_IDS, type SignId, signs } from '../../content/signs';
import { WHOLE_SIGN_ASPECTS, type WholeSignAspect } from '../moon-aspect';
import { elementRelation, rulersOf, signPair } from './sign-pair';

/** The angle by degrees, written independently of the code under test: 30° per sign apart. */
const ASPECT_BY_DEGREES: Record<number, WholeSignAspect> = {
  0: 'conjunction',
  30: 'semi-sextile',
  60: 'sextile',
  90: 'square',
  120: 'trine',
  150: 'quincunx',
  180: 'opposition',
};

function expectedAspect(first: SignId, second: SignId): WholeSignAspect {
  const degrees = Math.abs(SIGN_IDS.indexOf(first) - SIGN_IDS.indexOf(second)) * 30;
  const aspect = ASPECT_BY_DEGREES[Math.min(degrees, 360 - degrees)];
  if (!aspect) throw new Error(`no aspect for ${first}-${second}`);
  return aspect;
}

const ALL_PAIRS = SIGN_IDS.flatMap((first) => SIGN_IDS.map((second) => [first, second] as const));

describe('the sign-angle table', () => {
  it('covers all 144 ordered pairs, each with the angle its distance gives', () => {
    expect(ALL_PAIRS).toHaveLength(144);
    for (const [first, second] of ALL_PAIRS) {
      expect(signPair(first, second).aspect, `${first}-${second}`).toBe(expectedAspect(first, second));
    }
  });

  it('is symmetric: swapping the signs keeps the angle and the distance', () => {
    for (const [first, second] of ALL_PAIRS) {
      const there = signPair(first, second);
      const back = signPair(second, first);
      expect(back.aspect, `${first}-${second}`).toBe(there.aspect);
      expect(back.signsApart).toBe(there.signsApart);
      expect(back.elements.relation).toBe(there.elements.relation);
      expect(back.rulers.relation).toBe(there.rulers.relation);
    }
  });

  it('counts 12 of each sign with itself and with its opposite, 24 of every other angle', () => {
    const counts = Object.fromEntries(WHOLE_SIGN_ASPECTS.map((aspect) => [aspect, 0]));
    for (const [first, second] of ALL_PAIRS) {
      const aspect = signPair(first, second).aspect;
      counts[aspect] = (counts[aspect] ?? 0) + 1;
    }
    expect(counts).toEqual({
      conjunction: 12,
      'semi-sextile': 24,
      sextile: 24,
      square: 24,
      trine: 24,
      quincunx: 24,
      opposition: 12,
    });
  });

  it('names the classic pairs', () => {
    expect(signPair('aries', 'libra').aspect).toBe('opposition');
    expect(signPair('aries', 'leo').aspect).toBe('trine');
    expect(signPair('aries', 'cancer').aspect).toBe('square');
    expect(signPair('aries', 'virgo').aspect).toBe('quincunx');
    expect(signPair('pisces', 'aries').aspect).toBe('semi-sextile');
    expect(signPair('capricorn', 'pisces').aspect).toBe('sextile');
    expect(signPair('scorpio', 'scorpio').aspect).toBe('conjunction');
    expect(signPair('pisces', 'aries').signsApart).toBe(1);
  });
});

describe('elements, modalities and rulers agree with the angle, as the wheel is built', () => {
  it('trines share an element; sextiles and oppositions are compatible; the rest challenge', () => {
    for (const [first, second] of ALL_PAIRS) {
      const pair = signPair(first, second);
      const expected = {
        conjunction: 'same',
        trine: 'same',
        sextile: 'compatible',
        opposition: 'compatible',
        'semi-sextile': 'challenging',
        square: 'challenging',
        quincunx: 'challenging',
      }[pair.aspect];
      expect(pair.elements.relation, `${first}-${second}`).toBe(expected);
    }
  });

  it('squares and oppositions share a modality; sextiles, trines and the rest do not', () => {
    for (const [first, second] of ALL_PAIRS) {
      const pair = signPair(first, second);
      const same = ['conjunction', 'square', 'opposition'].includes(pair.aspect);
      expect(pair.modalities.relation, `${first}-${second}`).toBe(same ? 'same' : 'different');
    }
  });

  it('reads the element relation both ways', () => {
    expect(elementRelation('fire', 'air')).toBe('compatible');
    expect(elementRelation('water', 'earth')).toBe('compatible');
    expect(elementRelation('fire', 'water')).toBe('challenging');
    expect(elementRelation('air', 'air')).toBe('same');
  });

  it('lists modern and classical rulers and finds the ones two signs share', () => {
    expect(rulersOf('scorpio')).toEqual(['pluto', 'mars']);
    expect(rulersOf('leo')).toEqual(['sun']);
    const scorpioAries = signPair('scorpio', 'aries');
    expect(scorpioAries.rulers.relation).toBe('shared');
    expect(scorpioAries.rulers.shared).toEqual(['mars']);
    expect(signPair('taurus', 'libra').rulers.shared).toEqual(['venus']);
    expect(signPair('pisces', 'sagittarius').rulers.shared).toEqual(['jupiter']);
    expect(signPair('aquarius', 'capricorn').rulers.shared).toEqual(['saturn']);
  });

  it('finds friendly rulers with their reason, first sign first', () => {
    expect(signPair('leo', 'cancer').rulers.friendly).toEqual({
      firstRuler: 'sun',
      secondRuler: 'moon',
      why: 'lights',
    });
    expect(signPair('aries', 'taurus').rulers.friendly).toEqual({
      firstRuler: 'mars',
      secondRuler: 'venus',
      why: 'lovers',
    });
    expect(signPair('gemini', 'aquarius').rulers.friendly?.why).toBe('octave');
    expect(signPair('leo', 'capricorn').rulers.relation).toBe('unrelated');
  });

  it('gives every sign itself as a shared ruler', () => {
    for (const sign of SIGN_IDS) {
      const pair = signPair(sign, sign);
      expect(pair.rulers.relation).toBe('shared');
      expect(pair.rulers.shared).toContain(signs[sign].ruler);
    }
  });
});
