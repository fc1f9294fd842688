import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../content/signs';
import { addDays } from '../../time/calendar-date';
import { signAspectLines, elementLines, modalityLines, rulerLines } from './bank/pair-bond-lines';
import { BOND_DIMENSIONS, SKY_FACTORS, bondSentence, pairSkyFacts, skySentence } from './pair-sentences';
import { marsLines, moonLines, venusLines, venusMarsApartLines, venusMarsLines } from './bank/pair-sky-lines';
import { marsReviewLines, venusReviewLines } from './bank/pair-review-lines';
import { PAIR_SLOT_NAMES, createPairVoice, fillPairTemplate, pairSlotNames } from './pair-voice';
import { signPair } from './sign-pair';

const POOLS = {
  ...Object.fromEntries(Object.entries(signAspectLines).map(([key, pool]) => [`angle ${key}`, pool])),
  ...Object.fromEntries(Object.entries(elementLines).map(([key, pool]) => [`elements ${key}`, pool])),
  ...Object.fromEntries(Object.entries(modalityLines).map(([key, pool]) => [`modality ${key}`, pool])),
  ...Object.fromEntries(Object.entries(rulerLines).map(([key, pool]) => [`ruler ${key}`, pool])),
  venus: venusLines,
  mars: marsLines,
  'venus-mars': venusMarsLines,
  'venus-mars apart': venusMarsApartLines,
  moon: moonLines,
  'mars review': marsReviewLines,
  'venus review': venusReviewLines,
} as Record<string, readonly string[]>;

describe('the pair sentence banks', () => {
  it.each(Object.entries(POOLS))(
    '%s: seven or more distinct lines, each naming the partner, known slots only',
    (_name, pool) => {
      expect(pool.length).toBeGreaterThanOrEqual(7);
      expect(new Set(pool).size).toBe(pool.length);
      for (const line of pool) {
        expect(line, line).toContain('{second}');
        for (const slot of pairSlotNames(line)) expect(PAIR_SLOT_NAMES, line).toContain(slot);
      }
    },
  );

  it('fills every sentence for every pair without a visible slot', () => {
    for (const first of SIGN_IDS) {
      for (const second of SIGN_IDS) {
        const voice = createPairVoice({ first, second, date: '2026-05-12', seat: 0 });
        const pair = signPair(first, second);
        const sentences = [
          ...BOND_DIMENSIONS.map((dimension) => bondSentence(voice, pair, dimension)),
          ...SKY_FACTORS.map((factor) => skySentence(voice, factor)),
        ];
        for (const sentence of sentences)
          expect(sentence, `${first}-${second}`).not.toMatch(/[{}]|undefined/);
      }
    }
  });

  it('deals one pair a different line each day for a week', () => {
    const pair = signPair('leo', 'aries');
    const week = Array.from({ length: 7 }, (_, day) =>
      bondSentence(
        createPairVoice({ first: 'leo', second: 'aries', date: addDays('2026-05-01', day), seat: 0 }),
        pair,
        'angle',
      ),
    );
    expect(new Set(week).size).toBe(7);
  });

  it('never calls a planet retrograde on the day it stations (Mars turns retrograde on 2027-01-11)', () => {
    const slots = createPairVoice({ first: 'leo', second: 'scorpio', date: '2027-01-11', seat: 0 }).slots;
    expect(slots.mars).not.toMatch(/retrograde at/);
    expect(slots.mars).toMatch(/^Mars standing still at \d+° \w+$/);
  });

  it('reads a retrograde Mars as review, not as a push', () => {
    const voice = createPairVoice({ first: 'leo', second: 'scorpio', date: '2027-02-15', seat: 0 });
    expect(voice.reviewing.mars).toBe(true);
    const review = marsReviewLines.map((line) => fillPairTemplate(line, voice.slots));
    expect(review).toContain(skySentence(voice, 'mars'));
  });

  it('seats the twelve signs read with one partner apart, so they meet different lines', () => {
    const lines = SIGN_IDS.map((first) =>
      createPairVoice({ first, second: 'scorpio', date: '2027-01-11', seat: 0 }).pick(moonLines, 'seat-test'),
    );
    expect(new Set(lines).size).toBe(12);
  });

  it('names the friendly rulers, even a classical one', () => {
    const voice = createPairVoice({ first: 'scorpio', second: 'taurus', date: '2026-05-12', seat: 0 });
    expect(voice.slots.firstRuler).toBe('Mars');
    expect(voice.slots.secondRuler).toBe('Venus');
  });
});

describe('pairSkyFacts', () => {
  it('states Venus, Mars, their meeting, each partner\u2019s solar houses and the Moon', () => {
    const facts = pairSkyFacts('taurus', 'leo', '2026-10-10');
    expect(facts[0]).toBe('Venus retrograde at 7° Scorpio');
    expect(facts).toContain('Venus in the 7th solar house of Taurus and the 4th of Leo');
    expect(facts.some((fact) => /^Moon in \w+, new moon/.test(fact))).toBe(true);
    expect(facts.at(-1)).toMatch(/^Moon \S+ Taurus and \S+ Leo \(whole-sign\)$/);
  });
});
