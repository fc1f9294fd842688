import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../../../compose/quality/sentence-stats';
import { MAJOR_ARCANA } from '../deck/major-arcana';
import type { TarotRequest } from '../tarot-request';
import { composeTarotReading } from './tarot-reading';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const request = (
  spread: TarotRequest['spread'],
  cards: TarotRequest['cards'],
  date = '2026-11-23',
): TarotRequest => ({
  feature: 'tarot',
  spread,
  deck: cards.some((card) => card.id.includes('-of-')) ? 'full' : 'major',
  cards,
  date,
});
const threeCards = request('three', [
  { id: 'fool', reversed: false },
  { id: 'tower', reversed: true },
  { id: 'world', reversed: false },
]);

describe('composeTarotReading', () => {
  it('reads each card in its position and orientation, quoting its own meaning', () => {
    const reading = composeTarotReading(threeCards);
    expect(reading.markdown).toContain('### Past: 🎒 The Fool');
    expect(reading.markdown).toContain('### Present: ⚡ The Tower, reversed');
    expect(reading.markdown).toContain('### Future: 🌍 The World');
    const tower = MAJOR_ARCANA.find((card) => card.id === 'tower');
    expect(reading.markdown).toContain(tower?.reversed.split('. ')[0]);
    expect(reading.facts).toEqual(['Past: The Fool', 'Present: The Tower (reversed)', 'Future: The World']);
  });

  it('relates the cards: the thread from first to last and the climb through the majors', () => {
    const text = composeTarotReading(threeCards).markdown;
    const thread = sentencesOf(text).filter(
      (sentence) => sentence.includes('the fool') && sentence.includes('the world'),
    );
    expect(thread.length).toBeGreaterThan(0);
  });

  it('writes at least 120 words for every spread, even one card', () => {
    expect(
      words(composeTarotReading(request('single', [{ id: 'hermit', reversed: true }])).markdown),
    ).toBeGreaterThanOrEqual(120);
    expect(words(composeTarotReading(threeCards).markdown)).toBeGreaterThanOrEqual(120);
    const celtic = request(
      'celtic',
      MAJOR_ARCANA.slice(5, 15).map((card, index) => ({ id: card.id, reversed: index % 3 === 0 })),
    );
    expect(words(composeTarotReading(celtic).markdown)).toBeGreaterThanOrEqual(400);
  });

  it('is the same for the same draw and date, and reads the same draw afresh the next day', () => {
    expect(composeTarotReading(threeCards)).toEqual(composeTarotReading(threeCards));
    const tomorrow = composeTarotReading({ ...threeCards, date: '2026-11-24' });
    expect(tomorrow.markdown).not.toBe(composeTarotReading(threeCards).markdown);
  });

  it('counts the reversals and names a leading suit in a full-deck draw', () => {
    const text = composeTarotReading(
      request('three', [
        { id: 'two-of-cups', reversed: true },
        { id: 'queen-of-cups', reversed: true },
        { id: 'sun', reversed: false },
      ]),
    ).markdown.toLowerCase();
    expect(text).toMatch(
      /2 (of the three cards are reversed|reversed cards|cards turned over|cards face away)|with 2 reversals/,
    );
    expect(text).toMatch(/cups (fill the spread|lead the minor cards|in the lead)/);
  });
});
