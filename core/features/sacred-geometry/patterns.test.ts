import { describe, expect, it } from 'vitest';
import { ELEMENTS, SIGN_IDS } from '../../content/signs';
import { FREQUENCY_RANGE_HZ, PATTERN_IDS, type Pattern } from './pattern';
import { PATTERNS, patternById, patterns } from './patterns';

const TEXT_FIELDS = ['description', 'meaning', 'meditation'] as const;

const wordsIn = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Sentences as a reader sees them: split after ., ! or ? and a space (the texts use no abbreviations). */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/);

describe('the sacred geometry patterns', () => {
  it('holds the eight patterns of the spec, in display order, keyed by their own ids', () => {
    expect(PATTERN_IDS).toEqual([
      'flower-of-life',
      'merkaba',
      'sri-yantra',
      'metatrons-cube',
      'golden-spiral',
      'vesica-piscis',
      'tree-of-life',
      'seed-of-life',
    ]);
    expect(
      PATTERNS.map((pattern) => pattern.id),
      'display order',
    ).toEqual([...PATTERN_IDS]);
    for (const [key, pattern] of Object.entries(patterns))
      expect(pattern.id, `patterns["${key}"] holds another pattern`).toBe(key);
    for (const id of PATTERN_IDS) expect(patternById(id).id).toBe(id);
  });

  it('gives each pattern its own name and symbol', () => {
    const names = PATTERNS.map((pattern) => pattern.name);
    expect(names).toEqual([
      'Flower of Life',
      'Merkaba',
      'Sri Yantra',
      'Metatron’s Cube',
      'Golden Spiral',
      'Vesica Piscis',
      'Tree of Life',
      'Seed of Life',
    ]);
    const symbols = PATTERNS.map((pattern) => pattern.symbol);
    for (const [index, symbol] of symbols.entries())
      expect(symbol.trim(), `${PATTERN_IDS[index]} symbol`).not.toBe('');
    expect(new Set(symbols).size, 'two patterns share a symbol').toBe(8);
  });

  it('keeps every frequency a whole number of hertz within 285–963 Hz, one tone per pattern', () => {
    const frequencies = PATTERNS.map((pattern) => pattern.frequency);
    for (const pattern of PATTERNS) {
      expect(Number.isInteger(pattern.frequency), `${pattern.id} frequency ${pattern.frequency}`).toBe(true);
      expect(pattern.frequency, `${pattern.id} below the spec's range`).toBeGreaterThanOrEqual(
        FREQUENCY_RANGE_HZ.lowest,
      );
      expect(pattern.frequency, `${pattern.id} above the spec's range`).toBeLessThanOrEqual(
        FREQUENCY_RANGE_HZ.highest,
      );
    }
    expect(new Set(frequencies).size, 'two patterns share a frequency').toBe(8);
    // The spec gives the range's two ends; the set spans it.
    expect(Math.min(...frequencies)).toBe(285);
    expect(Math.max(...frequencies)).toBe(963);
  });

  it('matches every pattern with one of the four elements and a few real signs, none repeated', () => {
    for (const pattern of PATTERNS) {
      expect(ELEMENTS, `${pattern.id} element`).toContain(pattern.element);
      expect(pattern.zodiacSigns.length, `${pattern.id} lists no signs`).toBeGreaterThan(0);
      for (const sign of pattern.zodiacSigns)
        expect(SIGN_IDS, `${pattern.id} lists "${sign}"`).toContain(sign);
      expect(new Set(pattern.zodiacSigns).size, `${pattern.id} repeats a sign`).toBe(
        pattern.zodiacSigns.length,
      );
    }
    for (const element of ELEMENTS)
      expect(PATTERNS.filter((pattern) => pattern.element === element).length, `patterns of ${element}`).toBe(
        2,
      );
  });

  it('writes description, meaning and meditation as plain, complete sentences of their own', () => {
    const seen = new Map<string, string>();
    for (const pattern of PATTERNS)
      for (const field of TEXT_FIELDS) {
        const text: string = pattern[field satisfies keyof Pattern];
        const where = `${pattern.id} ${field}`;
        expect(wordsIn(text), `${where} is too short`).toBeGreaterThanOrEqual(25);
        expect(wordsIn(text), `${where} is too long for a card`).toBeLessThanOrEqual(70);
        expect(text, `${where} has stray spacing`).toBe(text.trim().replace(/\s+/g, ' '));
        expect(text, `${where} holds markup`).not.toMatch(/[<>*_#`]|\[|\]/);
        expect(text, `${where} must start with a capital`).toMatch(/^[A-Z]/);
        expect(text, `${where} must end a sentence`).toMatch(/[.!?]$/);
        for (const sentence of sentencesOf(text)) {
          const key = sentence.toLowerCase();
          expect(seen.get(key), `${where} repeats a sentence of ${seen.get(key)}`).toBeUndefined();
          seen.set(key, where);
        }
      }
  });

  it('names each figure in its own description, or the thing its name is drawn from', () => {
    // A pasted description on the wrong card reads fine on its own; this catches it.
    const clues: Record<(typeof PATTERN_IDS)[number], RegExp> = {
      'flower-of-life': /nineteen/i,
      merkaba: /tetrahedr/i,
      'sri-yantra': /bindu/i,
      'metatrons-cube': /fruit of life/i,
      'golden-spiral': /golden ratio/i,
      'vesica-piscis': /fish/i,
      'tree-of-life': /sephirot/i,
      'seed-of-life': /seven circles/i,
    };
    for (const pattern of PATTERNS) expect(pattern.description, pattern.id).toMatch(clues[pattern.id]);
  });
});
