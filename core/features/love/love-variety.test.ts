import { describe, expect, it } from 'vitest';
import { SIGN_IDS, type SignId } from '../../content/signs';
import { stripMarkdown, repetitionWithin, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { ordinal } from '../../compose/chart/chart-words';
import { loveSkyFacts, signSkyFor } from '../../compose/sign-sky';
import { type IsoDate, addDays } from '../../time/calendar-date';
import { LOVE_FOCUS_IDS, type LoveFocusId } from './love-foci';
import { composeLoveReading } from './love-reading';

/**
 * The composer variety budget for love readings: the twelve signs reading one focus on one date
 * share under 5 % of their sentences, one sign's readings of a focus repeat no sentence within a
 * week, and one sign's three foci on one date read as three different texts.
 */

const read = (sign: SignId, focus: LoveFocusId, date: IsoDate) => composeLoveReading({ sign, focus, date });
const words = (text: string) => stripMarkdown(text).split(/\s+/).filter(Boolean).length;

/** 30 dates over 2026–2027, 24 days apart: both Venus retrogrades of those years fall among them. */
const SPREAD_DATES = Array.from({ length: 30 }, (_, index) => addDays('2026-01-03', index * 24));
/** Stretches of consecutive days: across Venus's 2026 station, a Mars ingress, a plain week. */
const STRETCHES = [
  ['scorpio', '2026-09-28'],
  ['gemini', '2026-03-20'],
  ['capricorn', '2027-05-02'],
  ['leo', '2025-12-20'],
] as const;

describe('love variety budget', () => {
  it.each(LOVE_FOCUS_IDS)(
    '%s: the twelve signs share under 5 percent of sentences on each of 30 dates',
    (focus) => {
      const failures = SPREAD_DATES.flatMap((date) => {
        const stats = sharedSentenceRate(SIGN_IDS.map((sign) => read(sign, focus, date).markdown));
        return stats.rate < 0.05
          ? []
          : [`${date}: ${stats.shared}/${stats.total}, e.g. ${stats.examples.join(' | ')}`];
      });
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );

  it.each(LOVE_FOCUS_IDS)('%s: one sign repeats no sentence within 7 consecutive days', (focus) => {
    const failures = STRETCHES.flatMap(([sign, start]) => {
      const readings = Array.from(
        { length: 21 },
        (_, day) => read(sign, focus, addDays(start, day)).markdown,
      );
      const stats = repetitionWithin(readings, 7);
      return stats.repeats === 0 ? [] : [`${sign} from ${start}: ${stats.examples.join(' | ')}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('gives one sign three different readings for the three foci of a date', () => {
    for (const sign of SIGN_IDS) {
      for (const date of SPREAD_DATES.slice(0, 10)) {
        const stats = sharedSentenceRate(LOVE_FOCUS_IDS.map((focus) => read(sign, focus, date).markdown));
        expect(stats.rate, `${sign} ${date}: ${stats.examples.join(' | ')}`).toBe(0);
      }
    }
  });

  it('changes the order of its paragraphs from one day to the next', () => {
    const openings = [0, 1, 2, 3].map((day) => read('virgo', 'romance', addDays('2026-06-01', day)).body);
    const kinds = openings.map((body) =>
      /solar house/.test(body.split('. ')[0] ?? '')
        ? 'venus'
        : /Moon/.test(body.split('. ')[0] ?? '')
          ? 'moon'
          : 'other',
    );
    expect(new Set(kinds).size, kinds.join(' / ')).toBeGreaterThanOrEqual(2);
  });
});

describe('love reading content', () => {
  const sample = LOVE_FOCUS_IDS.flatMap((focus) =>
    SIGN_IDS.flatMap((sign) =>
      ['2026-03-14', '2026-10-10', '2027-05-20'].map((date) => ({
        sign,
        focus,
        date,
        reading: read(sign, focus, date),
      })),
    ),
  );

  // Mars rests from the text one day in three (unless retrograde or the reading would run short);
  // its place is then in the facts.
  it('is at least 120 words and names the real Venus, Mars and Moon of the date', () => {
    for (const { sign, focus, date, reading } of sample) {
      const where = `${sign} ${focus} ${date}`;
      const sky = signSkyFor(sign, date);
      expect(words(reading.markdown), where).toBeGreaterThanOrEqual(120);
      expect(reading.markdown, where).toContain(`${sky.planets.venus.degree}° `);
      expect(reading.markdown, where).toContain(`${ordinal(sky.planets.venus.solarHouse)} solar house`);
      expect(`${reading.markdown} ${reading.facts.join(' ')}`, where).toMatch(
        /Mars(?: retrograde)? at \d+° \w+/,
      );
      expect(reading.facts).toEqual(loveSkyFacts(sky));
    }
  });

  it('says Venus is retrograde when she is, and not otherwise', () => {
    // Venus stations retrograde on 2026-10-03 and direct on 2026-11-13.
    expect(read('aries', 'romance', '2026-10-20').markdown).toMatch(/Venus retrograde at \d+° Scorpio/);
    expect(read('aries', 'romance', '2026-06-20').markdown).not.toMatch(/retrograde/i);
  });

  it('reads as written: no empty slots, article slips, doubled words, or a voice other than "you"', () => {
    for (const { sign, focus, date, reading } of sample) {
      const text = stripMarkdown(reading.markdown);
      // Venus is "she", as astrologers write; the affirmation alone speaks as "I".
      expect(stripMarkdown(reading.body), `${sign} ${focus} ${date}`).not.toMatch(/\b(he|his|I|my|me)\b/);
      const where = `${sign} ${focus} ${date}`;
      expect(text, where).not.toMatch(/[{}]|undefined|NaN|\s,|\.\.| {2}/);
      expect(text, where).not.toMatch(/\ba [aeiou]|\ban [^aeiouh\s]|\b(\w+) \1\b/i);
    }
  });

  it('is the same reading for the same sign, focus and date', () => {
    expect(read('libra', 'self-love', '2026-10-10')).toEqual(read('libra', 'self-love', '2026-10-10'));
  });
});
