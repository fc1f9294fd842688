import { describe, expect, it } from 'vitest';
import { MINOR_ARCANA } from './minor-arcana';
import { MINOR_RANKS, SUITS } from './tarot-card';

type TextField = 'upright' | 'reversed';
const TEXT_FIELDS: readonly TextField[] = ['upright', 'reversed'];

/** Sentences as a reader sees them: split after ., ! or ? and a space (the texts use no abbreviations). */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim());

/** Compared case- and spacing-folded, so a shared sentence cannot hide behind a capital letter. */
const fold = (sentence: string) => sentence.toLowerCase().replace(/\s+/g, ' ');

const texts = MINOR_ARCANA.flatMap((card) =>
  TEXT_FIELDS.map((field) => ({ where: `${card.id} ${field}`, text: card[field] })),
);

const graphemes = (text: string) => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)];

describe('the minor arcana', () => {
  it('holds the 56 cards in deck order: each suit from ace to king', () => {
    const expected = SUITS.flatMap((suit) => MINOR_RANKS.map((rank) => `${rank}-of-${suit}`));
    expect(MINOR_ARCANA.map((card) => card.id)).toEqual(expected);
    expect(new Set(MINOR_ARCANA.map((card) => card.id)).size).toBe(56);
  });

  it('gives every card a matching suit, rank, name and numeral', () => {
    for (const card of MINOR_ARCANA) {
      expect(card.arcana, card.id).toBe('minor');
      expect(card.id, card.id).toBe(`${card.rank}-of-${card.suit}`);
      expect(card.name.toLowerCase(), card.id).toBe(`${card.rank} of ${card.suit}`);
      expect(card.numeral, card.id).toMatch(/^(A|[2-9]|10|P|Kn|Q|K)$/);
    }
    expect(MINOR_ARCANA.find((card) => card.id === 'ten-of-cups')?.numeral).toBe('10');
    expect(MINOR_ARCANA.find((card) => card.id === 'knight-of-swords')?.numeral).toBe('Kn');
    expect(MINOR_ARCANA.find((card) => card.id === 'page-of-pentacles')?.name).toBe('Page of Pentacles');
  });

  it('draws each card face with exactly one emoji', () => {
    for (const card of MINOR_ARCANA) {
      expect(graphemes(card.symbol), `${card.id} symbol "${card.symbol}"`).toHaveLength(1);
      expect(card.symbol, `${card.id} symbol`).toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it('lists three to five distinct lower-case keywords per card', () => {
    for (const card of MINOR_ARCANA) {
      expect(card.keywords.length, `${card.id} keyword count`).toBeGreaterThanOrEqual(3);
      expect(card.keywords.length, `${card.id} keyword count`).toBeLessThanOrEqual(5);
      expect(new Set(card.keywords).size, `${card.id} repeats a keyword`).toBe(card.keywords.length);
      for (const keyword of card.keywords) {
        expect(keyword, `${card.id} keyword "${keyword}"`).toMatch(/^[a-z][a-z' -]*[a-z]$/);
      }
    }
  });

  it('writes each meaning in two to four complete sentences', () => {
    for (const { where, text } of texts) {
      expect(text, `${where} has stray spacing`).toBe(text.trim().replace(/\s+/g, ' '));
      const sentences = sentencesOf(text);
      expect(sentences.length, `${where} sentence count`).toBeGreaterThanOrEqual(2);
      expect(sentences.length, `${where} sentence count`).toBeLessThanOrEqual(4);
      for (const sentence of sentences) {
        expect(sentence, `${where}: "${sentence}"`).toMatch(/^[A-Z].*[.!?]$/);
        expect(sentence.split(' ').length, `${where}: "${sentence}" is too short`).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('never uses one sentence in two places, across cards or within a card', () => {
    const firstSeen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { where, text } of texts) {
      for (const sentence of sentencesOf(text).map(fold)) {
        const earlier = firstSeen.get(sentence);
        if (earlier === undefined) firstSeen.set(sentence, where);
        else repeats.push(`${where} repeats "${sentence}" from ${earlier}`);
      }
    }
    expect(repeats).toEqual([]);
  });

  it('writes the reversed meaning as its own text, not the upright one wrapped or cut', () => {
    for (const card of MINOR_ARCANA) {
      const upright = fold(card.upright);
      const reversed = fold(card.reversed);
      expect(upright.includes(reversed), `${card.id} upright contains its reversed text`).toBe(false);
      expect(reversed.includes(upright), `${card.id} reversed contains its upright text`).toBe(false);
    }
  });

  it('varies how the meanings open: no three-word opening starts more than two texts', () => {
    const openers = new Map<string, string[]>();
    for (const { where, text } of texts) {
      for (const sentence of sentencesOf(text)) {
        const opener = fold(sentence).split(' ').slice(0, 3).join(' ');
        openers.set(opener, [...(openers.get(opener) ?? []), where]);
      }
    }
    const crowded = [...openers].filter(([, places]) => places.length > 2);
    expect(crowded.map(([opener, places]) => `"${opener}…" opens ${places.join(', ')}`)).toEqual([]);
  });
});
