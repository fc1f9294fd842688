import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../../compose/quality/sentence-stats';
import { addDays } from '../../time/calendar-date';
import { composeLoveReading } from './love-reading';

/** Issue 24: a reader who comes back every day for a month meets no sentence twice. */
describe('love for a returning reader', () => {
  it('repeats no sentence of one focus over 30 consecutive days', () => {
    for (const focus of ['romance', 'self-love'] as const) {
      const seen = new Map<string, string>();
      for (let day = 0; day < 30; day += 1) {
        const date = addDays('2026-12-01', day);
        for (const sentence of sentencesOf(composeLoveReading({ sign: 'leo', focus, date }).markdown)) {
          expect(seen.get(sentence), `${focus} ${date}: “${sentence}”`).toBeUndefined();
          seen.set(sentence, date);
        }
      }
    }
  });

  it('reads a retrograde Mars as a second look, never as extra nerve to charge ahead', () => {
    // Mars is retrograde in Virgo from Jan 10, 2027.
    let spoke = 0;
    for (let day = 0; day < 12; day += 1) {
      const { markdown } = composeLoveReading({
        sign: 'leo',
        focus: 'romance',
        date: addDays('2027-01-14', day),
      });
      expect(markdown).not.toMatch(/extra nerve/iu);
      if (/\bMars\b[^.]*\b(?:retrograde|reverse|backward|retracing)/iu.test(markdown)) spoke += 1;
    }
    expect(spoke).toBeGreaterThan(6);
  });
});
