import { describe, expect, it } from 'vitest';
import { MAJOR_ARCANA } from '../deck/major-arcana';
import { MINOR_RANKS, type MinorArcanaCard, SUITS, type TarotCard } from '../deck/tarot-card';
import { REVERSED_PROBABILITY, drawSpread } from './draw-spread';
import { cryptoRandomSource } from './random-source';
import { SPREADS, TAROT_SPREAD_IDS } from './spreads';

/** A stand-in full deck: the tests need 78 distinct cards, not the minor arcana's texts. */
const fixtureMinors: MinorArcanaCard[] = SUITS.flatMap((suit) =>
  MINOR_RANKS.map((rank) => ({
    id: `${rank}-of-${suit}` as const,
    arcana: 'minor' as const,
    suit,
    rank,
    name: `${rank} of ${suit}`,
    numeral: rank,
    symbol: '✦',
    keywords: ['one', 'two', 'three'],
    upright: 'Upright.',
    reversed: 'Reversed.',
  })),
);
const FULL: TarotCard[] = [...MAJOR_ARCANA, ...fixtureMinors];

describe('spreads', () => {
  it('has one position for single, Past, Present, Future for three, and the ten Celtic Cross positions', () => {
    expect(SPREADS.single.positions).toHaveLength(1);
    expect(SPREADS.three.positions.map((position) => position.label)).toEqual(['Past', 'Present', 'Future']);
    expect(SPREADS.celtic.positions.map((position) => position.label)).toEqual([
      'Present',
      'Challenge',
      'Foundation',
      'Recent Past',
      'Crown',
      'Near Future',
      'Self',
      'Environment',
      'Hopes and Fears',
      'Outcome',
    ]);
    for (const spread of TAROT_SPREAD_IDS) {
      const ids = SPREADS[spread].positions.map((position) => position.id);
      expect(new Set(ids).size, spread).toBe(ids.length);
    }
  });
});

describe('drawSpread', () => {
  it.each([
    ['single', 1],
    ['three', 3],
    ['celtic', 10],
  ] as const)('takes %s: %i distinct cards from either deck', (spread, size) => {
    for (const deck of [MAJOR_ARCANA, FULL]) {
      const cards = drawSpread(spread, deck);
      expect(cards).toHaveLength(size);
      expect(new Set(cards.map((card) => card.id)).size).toBe(size);
      for (const card of cards) expect(deck.some((known) => known.id === card.id)).toBe(true);
    }
  });

  it('reaches every card of the full deck, minors included', () => {
    const random = cryptoRandomSource();
    const seen = new Set<string>();
    for (let round = 0; round < 400; round += 1)
      for (const card of drawSpread('celtic', FULL, random)) seen.add(card.id);
    expect(seen.size).toBe(78);
  });

  it('reverses about 30 percent of cards (within 1.5 points over 30,000 cards)', () => {
    const random = cryptoRandomSource();
    let reversed = 0;
    const rounds = 3_000;
    for (let round = 0; round < rounds; round += 1) {
      reversed += drawSpread('celtic', MAJOR_ARCANA, random).filter((card) => card.reversed).length;
    }
    // Standard deviation of the rate is sqrt(0.3 * 0.7 / 30000) ≈ 0.0026: 1.5 points is about 6 of them.
    expect(Math.abs(reversed / (rounds * 10) - REVERSED_PROBABILITY)).toBeLessThan(0.015);
  });

  it('refuses a deck too small for the spread', () => {
    expect(() => drawSpread('celtic', MAJOR_ARCANA.slice(0, 5))).toThrow(/needs 10 cards/);
  });
});
