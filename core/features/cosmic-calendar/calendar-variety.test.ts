import { describe, expect, it } from 'vitest';
import { CALENDAR_CATEGORY_IDS, type CalendarCategoryId } from '../../content/calendar-categories';
import { SIGN_IDS, type SignId } from '../../content/signs';
import { calendarEvents } from '@core/features/cosmic-calendar/calendar-window';
import { stripMarkdown, repetitionWithin, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { maskedSharing } from '../../compose/quality/reader-stats';
import { lunationFact } from '../../compose/sky-event-facts';
import { lunationsOf } from '../../sky/sky-in-period';
import { type IsoDate, addDays, shortDateLabel } from '../../time/calendar-date';
import { composeCalendarReading } from './calendar-reading';
import { describeEvent } from './describe-event';

/**
 * The composer variety budget for the calendar: twelve signs reading one category on one date
 * share under 5 % of their sentences, and one sign reading a category on consecutive dates (the
 * window slides a day, so the same events come back) repeats no sentence within a week.
 */

const read = (sign: SignId, category: CalendarCategoryId, date: IsoDate) =>
  composeCalendarReading({ sign, category, date, events: calendarEvents(date) });

/** 30 dates over 2026–2027, 24 days apart, so every season and both years are sampled. */
const SPREAD_DATES = Array.from({ length: 30 }, (_, index) => addDays('2026-01-03', index * 24));
/** Stretches of consecutive days for one sign: over an eclipse season, a year end, a summer. */
const STRETCHES = [
  ['leo', '2026-02-10'],
  ['pisces', '2026-12-12'],
  ['aries', '2027-07-20'],
] as const;
const STRETCH_DAYS = 14;

describe('calendar variety budget', () => {
  it.each(CALENDAR_CATEGORY_IDS)(
    '%s: the twelve signs share under 5 percent of sentences on each of 30 dates',
    (category) => {
      const failures = SPREAD_DATES.flatMap((date) => {
        const stats = sharedSentenceRate(SIGN_IDS.map((sign) => read(sign, category, date).markdown));
        return stats.rate < 0.05
          ? []
          : [`${date}: ${stats.shared}/${stats.total} shared, e.g. ${stats.examples.join(' | ')}`];
      });
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );

  it.each(CALENDAR_CATEGORY_IDS)('%s: one sign repeats no sentence within 7 consecutive days', (category) => {
    const failures = STRETCHES.flatMap(([sign, start]) => {
      const readings = Array.from({ length: STRETCH_DAYS }, (_, day) =>
        read(sign, category, addDays(start, day)),
      );
      const stats = repetitionWithin(
        readings.map((reading) => reading.markdown),
        7,
      );
      return stats.repeats === 0
        ? []
        : [`${sign} from ${start}: ${stats.repeats} repeats, e.g. ${stats.examples.join(' | ')}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

/** The reading's outline: h for a heading, l for a list, p for a paragraph. */
const shapeOf = (markdown: string) =>
  markdown
    .split('\n\n')
    .map((block) => (block.startsWith('### ') ? 'h' : block.startsWith('- ') ? 'l' : 'p'))
    .join('');

describe('calendar reading structure and wording', () => {
  const sample = CALENDAR_CATEGORY_IDS.flatMap((category) =>
    SIGN_IDS.slice(0, 4).flatMap((sign) =>
      ['2026-03-14', '2026-09-01', '2027-05-20'].map((date) => ({
        sign,
        category,
        date,
        reading: read(sign, category, date),
      })),
    ),
  );

  it('gives every reading at least two short section headings', () => {
    for (const { sign, category, date, reading } of sample) {
      const headings = reading.markdown.split('\n').filter((line) => line.startsWith('### '));
      expect(headings.length, `${sign} ${category} ${date}`).toBeGreaterThanOrEqual(2);
      for (const heading of headings) expect(heading.split(' ').length, heading).toBeLessThanOrEqual(4);
    }
  });

  it('changes the outline from one day to the next', () => {
    for (const category of CALENDAR_CATEGORY_IDS) {
      const shapes = [0, 1, 2].map((day) =>
        shapeOf(read('virgo', category, addDays('2026-06-01', day)).body),
      );
      expect(new Set(shapes).size, `${category}: ${shapes.join(' / ')}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('reads as written: no empty slots, article slips, doubled words or a third person', () => {
    for (const { sign, category, date, reading } of sample) {
      const text = stripMarkdown(reading.body);
      const where = `${sign} ${category} ${date}`;
      expect(text, where).not.toMatch(/[{}]|undefined|NaN|\s,|\.\.| {2}/);
      expect(text, where).not.toMatch(/\ba [aeiou]|\ban [^aeiouh\s]|\b(\w+) \1\b/i);
      expect(text, where).not.toMatch(/\b(he|she|his|her|I|my)\b/);
      expect(text, where).not.toMatch(/the Moon is an? (New|Full|Waxing|Waning|First|Last)/);
    }
  });

  it('is the same reading for the same sign, category and date', () => {
    expect(read('virgo', 'cosmic-alignments', '2026-10-10')).toEqual(
      read('virgo', 'cosmic-alignments', '2026-10-10'),
    );
  });

  it('dates every lunation of the window with its real sign, and states it in the shared wording', () => {
    for (const date of ['2026-01-03', '2026-07-29', '2027-04-11'] as const) {
      const reading = read('capricorn', 'moon-phases', date);
      for (const lunation of lunationsOf(calendarEvents(date))) {
        const name = describeEvent(lunation).replace(/ in ([A-Z][a-z]+)$/, ' \\($1\\)');
        const day = shortDateLabel(lunation.utc.slice(0, 10));
        expect(reading.body, `${name} on ${day}`).toMatch(
          new RegExp(`\\*\\*(${name}, ${day} \\([^)]*\\)|${day} \\([^)]*\\): ${name})\\*\\*`),
        );
        expect(reading.facts).toContain(lunationFact(lunation));
      }
    }
  });
});

describe('calendar for a returning reader', () => {
  it.each(['current-events', 'retrograde-periods', 'cosmic-alignments'] as const)(
    '%s: one sign meets no sentence twice in 31 consecutive days',
    (category) => {
      const readings = Array.from(
        { length: 31 },
        (_, day) => read('taurus', category, addDays('2027-03-05', day)).markdown,
      );
      const stats = repetitionWithin(readings, 31);
      expect(stats.examples, stats.examples.join(' | ')).toEqual([]);
    },
  );

  it('the twelve signs share under 15 percent of their sentences once names are masked', () => {
    for (const category of CALENDAR_CATEGORY_IDS) {
      const sharing = maskedSharing(SIGN_IDS.map((sign) => read(sign, category, '2027-03-05').markdown));
      expect(sharing.rate, `${category}: ${sharing.examples.join(' | ')}`).toBeLessThanOrEqual(0.15);
    }
  });
});
