import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../../compose/quality/sentence-stats';
import { addDays } from '../../time/calendar-date';
import { composeHoroscope } from './compose-horoscope';

/** Issue 24: a reader who comes back every day for a month meets no sentence twice. */
describe('horoscope for a returning reader', () => {
  it('repeats no sentence of a sign’s daily reading over 30 consecutive days', () => {
    for (const sign of ['taurus', 'scorpio'] as const) {
      const seen = new Map<string, string>();
      for (let day = 0; day < 30; day += 1) {
        const date = addDays('2026-12-01', day);
        for (const sentence of sentencesOf(composeHoroscope({ sign, period: 'daily', date }).markdown)) {
          expect(seen.get(sentence), `${sign} ${date}: “${sentence}”`).toBeUndefined();
          seen.set(sentence, date);
        }
      }
    }
  });

  it('names a station inside the month with its date', () => {
    // Mars stations retrograde on Jan 10, 2027.
    const reading = composeHoroscope({ sign: 'gemini', period: 'monthly', date: '2027-01-15' });
    expect(reading.markdown).toMatch(/Mars[^.]*retrograde[^.]*Jan 10|Jan 10[^.]*Mars[^.]*retrograde/u);
    expect(reading.facts).toContain('Mars turns retrograde in Virgo on Jan 10');
  });

  it('never says “this this”', () => {
    for (const period of ['daily', 'weekly', 'monthly'] as const)
      for (let day = 0; day < 62; day += 7) {
        const { markdown } = composeHoroscope({ sign: 'leo', period, date: addDays('2026-12-01', day) });
        expect(markdown.toLowerCase()).not.toContain('this this');
      }
  });
});
