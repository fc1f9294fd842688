import { describe, expect, it } from 'vitest';
import { MAJOR_ARCANA } from './major-arcana';

/** Spec §3, in deck order. */
const SPEC_NAMES = [
  'The Fool',
  'The Magician',
  'The High Priestess',
  'The Empress',
  'The Emperor',
  'The Hierophant',
  'The Lovers',
  'The Chariot',
  'Strength',
  'The Hermit',
  'Wheel of Fortune',
  'Justice',
  'The Hanged Man',
  'Death',
  'Temperance',
  'The Devil',
  'The Tower',
  'The Star',
  'The Moon',
  'The Sun',
  'Judgement',
  'The World',
];
const ROMAN = [
  '0',
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
];
const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+/).length;

describe('the 22 major arcana', () => {
  it("holds the spec's cards in order 0 to 21 with their numerals", () => {
    expect(MAJOR_ARCANA.map((card) => card.name)).toEqual(SPEC_NAMES);
    expect(MAJOR_ARCANA.map((card) => card.number)).toEqual(SPEC_NAMES.map((_name, index) => index));
    expect(MAJOR_ARCANA.map((card) => card.numeral)).toEqual(ROMAN);
  });

  it('derives each id from the name without "The", in kebab-case, with no duplicates', () => {
    for (const card of MAJOR_ARCANA) {
      const expected = card.name.replace(/^The /, '').toLowerCase().replace(/\s+/g, '-');
      expect(card.id, card.name).toBe(expected);
    }
    expect(new Set(MAJOR_ARCANA.map((card) => card.id)).size).toBe(22);
  });

  it.each(MAJOR_ARCANA.map((card) => [card.name, card] as const))(
    '%s has a symbol, 3–5 lower-case keywords and two meanings of 2–4 sentences that differ',
    (_name, card) => {
      expect(card.arcana).toBe('major');
      expect(card.symbol.length).toBeGreaterThan(0);
      expect(card.keywords.length).toBeGreaterThanOrEqual(3);
      expect(card.keywords.length).toBeLessThanOrEqual(5);
      for (const keyword of card.keywords) expect(keyword).toBe(keyword.toLowerCase());
      for (const meaning of [card.upright, card.reversed]) {
        expect(sentenceCount(meaning)).toBeGreaterThanOrEqual(2);
        expect(sentenceCount(meaning)).toBeLessThanOrEqual(4);
      }
      expect(card.reversed).not.toBe(card.upright);
    },
  );
});
