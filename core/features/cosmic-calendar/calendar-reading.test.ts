import { describe, expect, it } from 'vitest';
import { CALENDAR_CATEGORY_IDS, type CalendarCategoryId } from '../../content/calendar-categories';
import { SIGN_IDS } from '../../content/signs';
import { SKY_EVENT_TYPES, type SkyEvent, type SkyEventType } from '../../sky/events';
import { skyInDates } from '../../sky/sky-in-period';
import { shortDateLabel } from '../../time/calendar-date';
import { FALLBACK_TEXTS } from '../../compose/fallback-texts';
import { composeCalendarReading } from './calendar-reading';
import { describeEvent } from './describe-event';
import { eventMeaningForSign } from './event-meaning';
import { METEOR_SHOWER_IDS, meteorShowers, showerPeaksWithin } from './meteor-showers';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const dayOf = (event: SkyEvent) => shortDateLabel(event.utc.slice(0, 10));
const HOUSE = /\b(1st|2nd|3rd|[4-9]th|1[0-2]th) house\b/;

/** A list item's head names the event with its sign set apart: "Full Moon (Gemini), Nov 24". */
const itemName = (event: string) => event.replace(/ in ([A-Z][a-z]+)$/, ' \\($1\\)');
/** A dated list item, in either of its two head orders, whose meaning names the house. */
const dated = (event: string, day: string, house: string) =>
  new RegExp(
    `\\*\\*(${itemName(event)}, ${day} \\([^)]*\\)|${day} \\([^)]*\\): ${itemName(event)})\\*\\* — [^\\n]*${house}`,
  );

const DATE = '2026-11-22';
const events = skyInDates(DATE, 30);

/** The events each category is about: its reading must date at least one of them when any exist. */
const CATEGORY_EVENTS = {
  'current-events': (event) =>
    ['new-moon', 'full-moon', 'solar-eclipse', 'lunar-eclipse'].includes(event.type),
  'moon-phases': (event) => ['new-moon', 'first-quarter', 'full-moon', 'last-quarter'].includes(event.type),
  'planetary-transits': (event) => event.type === 'ingress' && event.body !== 'moon',
  'seasonal-shifts': (event) => event.type === 'ingress' && event.body === 'sun',
  'eclipse-season': (event) => event.type === 'solar-eclipse' || event.type === 'lunar-eclipse',
  'meteor-showers': () => false,
  'retrograde-periods': (event) => event.type === 'station-retrograde' || event.type === 'station-direct',
  'cosmic-alignments': (event) => event.type === 'void-of-course-start',
} as const satisfies Record<CalendarCategoryId, (event: SkyEvent) => boolean>;

describe('composeCalendarReading', () => {
  it.each(CALENDAR_CATEGORY_IDS)(
    'writes a %s guide of at least 120 words that dates the real events',
    (category) => {
      const reading = composeCalendarReading({ sign: 'leo', category, date: DATE, events });
      expect(wordCount(reading.markdown)).toBeGreaterThanOrEqual(120);
      expect(reading.markdown).not.toMatch(/[{}<>]|undefined|NaN/);
      expect(reading.headline).toMatch(/ for Leo: Nov 22 – Dec 21(?: · [a-z ]+: [^·]+)?$/);
      const relevant = events.filter(CATEGORY_EVENTS[category]);
      if (relevant.length > 0) {
        expect(
          relevant.some((event) => reading.body.includes(dayOf(event))),
          'no real event date',
        ).toBe(true);
      }
    },
  );

  it('reads the events through the houses counted from the sign', () => {
    const leo = composeCalendarReading({ sign: 'leo', category: 'moon-phases', date: DATE, events }).markdown;
    expect(leo).toMatch(dated('Full Moon in Gemini', 'Nov 24', '11th house'));
    expect(leo).toMatch(dated('New Moon in Sagittarius', 'Dec 9', '5th house'));
    const transits = composeCalendarReading({
      sign: 'leo',
      category: 'planetary-transits',
      date: DATE,
      events,
    }).markdown;
    expect(transits).toMatch(dated('Mars enters Virgo', 'Nov 25', '2nd house'));
    const retrogrades = composeCalendarReading({
      sign: 'leo',
      category: 'retrograde-periods',
      date: DATE,
      events,
    }).markdown;
    expect(retrogrades).toMatch(dated('Jupiter stations retrograde in Leo', 'Dec 13', '1st house'));
    expect(retrogrades).toMatch(dated('Saturn stations direct in Aries', 'Dec 10', '9th house'));
  });

  it('says eclipse season is quiet when no eclipse falls in the window, and names the next one', () => {
    const quiet = composeCalendarReading({
      sign: 'aries',
      category: 'eclipse-season',
      date: DATE,
      events,
    }).markdown;
    expect(quiet).toMatch(/eclipse/i);
    expect(quiet).toMatch(/Feb 6, in your 11th house|Feb 6[^.]*11th house|11th house[^.]*Feb 6/);
    const augustEvents = skyInDates('2026-08-01', 30);
    const season = composeCalendarReading({
      sign: 'aries',
      category: 'eclipse-season',
      date: '2026-08-01',
      events: augustEvents,
    }).markdown;
    expect(season).toMatch(dated('Total solar eclipse in Leo', 'Aug 12', '5th house'));
    expect(season).toMatch(dated('Partial lunar eclipse in Pisces', 'Aug 28', '12th house'));
  });

  it('lists the meteor showers peaking in the window with the Moon’s light, or the next one', () => {
    const december = composeCalendarReading({
      sign: 'leo',
      category: 'meteor-showers',
      date: DATE,
      events,
    }).markdown;
    expect(december).toMatch(/\*\*Geminids, peak Dec 13–14 \(in \d+ days\)\*\* — /);
    expect(december).toMatch(/\d+% lit|barely lit/);
    const februaryEvents = skyInDates('2026-02-01', 30);
    const february = composeCalendarReading({
      sign: 'leo',
      category: 'meteor-showers',
      date: '2026-02-01',
      events: februaryEvents,
    });
    expect(february.markdown).toContain('Lyrids');
    expect(wordCount(february.markdown)).toBeGreaterThanOrEqual(120);
  });

  it('writes every sign and category at length, deterministically and differently per sign', () => {
    for (const category of CALENDAR_CATEGORY_IDS) {
      const bodies = SIGN_IDS.map((sign) => {
        const reading = composeCalendarReading({ sign, category, date: DATE, events });
        expect(wordCount(reading.markdown), `${sign} ${category}`).toBeGreaterThanOrEqual(120);
        return reading.body;
      });
      expect(new Set(bodies).size, category).toBe(SIGN_IDS.length);
    }
    const input = { sign: 'virgo', category: 'cosmic-alignments', date: DATE, events } as const;
    expect(composeCalendarReading(input)).toEqual(composeCalendarReading(input));
  });

  it('offers a warm one-sentence generic line as the final fallback', () => {
    expect(FALLBACK_TEXTS.calendar.length).toBeGreaterThan(40);
    expect(
      FALLBACK_TEXTS.calendar.split(/[.!?](\s|$)/).filter((part?: string) => (part ?? '').trim().length > 3),
    ).toHaveLength(1);
    expect(FALLBACK_TEXTS.calendar).not.toMatch(/[*_#<>{}]/);
  });
});

describe('eventMeaningForSign', () => {
  it('names the whole-sign house of every event for every sign, in one or two sentences', () => {
    for (const event of events) {
      for (const sign of ['aries', 'cancer', 'scorpio', 'pisces'] as const) {
        const meaning = eventMeaningForSign(event, sign);
        expect(meaning, `${event.type} ${event.utc} ${sign}`).toMatch(HOUSE);
        expect(meaning).not.toMatch(/[{}]/);
        expect(
          meaning.split(/[.!?](\s|$)/).filter((part?: string) => (part ?? '').trim().length > 3).length,
        ).toBeLessThanOrEqual(2);
      }
    }
  });

  it('counts the house from the sign: a Full Moon in Gemini is the 11th house for Leo and the 3rd for Aries', () => {
    const fullMoon = events.find((event) => event.type === 'full-moon' && event.sign === 'gemini');
    if (!fullMoon) throw new Error('the window holds the Full Moon in Gemini of Nov 24, 2026');
    expect(eventMeaningForSign(fullMoon, 'leo')).toContain('11th house');
    expect(eventMeaningForSign(fullMoon, 'aries')).toContain('3rd house');
    expect(eventMeaningForSign(fullMoon, 'gemini')).toContain('1st house');
  });
});

describe('describeEvent', () => {
  const base = { utc: '2026-12-04T08:14:42.403Z' };
  const examples: Record<SkyEventType, [SkyEvent, string]> = {
    'new-moon': [{ ...base, type: 'new-moon', body: 'moon', sign: 'sagittarius' }, 'New Moon in Sagittarius'],
    'first-quarter': [
      { ...base, type: 'first-quarter', body: 'moon', sign: 'pisces' },
      'First Quarter Moon in Pisces',
    ],
    'full-moon': [{ ...base, type: 'full-moon', body: 'moon', sign: 'gemini' }, 'Full Moon in Gemini'],
    'last-quarter': [
      { ...base, type: 'last-quarter', body: 'moon', sign: 'virgo' },
      'Last Quarter Moon in Virgo',
    ],
    'solar-eclipse': [
      { ...base, type: 'solar-eclipse', kind: 'total', sign: 'leo' },
      'Total solar eclipse in Leo',
    ],
    'lunar-eclipse': [
      { ...base, type: 'lunar-eclipse', kind: 'partial', sign: 'pisces' },
      'Partial lunar eclipse in Pisces',
    ],
    'station-retrograde': [
      { ...base, type: 'station-retrograde', body: 'mercury', sign: 'sagittarius' },
      'Mercury stations retrograde in Sagittarius',
    ],
    'station-direct': [
      { ...base, type: 'station-direct', body: 'saturn', sign: 'aries' },
      'Saturn stations direct in Aries',
    ],
    ingress: [
      { ...base, type: 'ingress', body: 'venus', sign: 'scorpio', retrograde: false },
      'Venus enters Scorpio',
    ],
    'void-of-course-start': [
      {
        ...base,
        type: 'void-of-course-start',
        body: 'moon',
        sign: 'aries',
        endUtc: '2026-12-04T14:32:10.000Z',
      },
      'Moon void of course until 14:32 UTC',
    ],
    'void-of-course-end': [
      {
        ...base,
        type: 'void-of-course-end',
        body: 'moon',
        sign: 'aries',
        startUtc: '2026-12-04T02:05:00.000Z',
      },
      'Void-of-course Moon ends (void since 02:05 UTC)',
    ],
  };

  it.each(SKY_EVENT_TYPES)('names a %s event', (type) => {
    const [event, expected] = examples[type];
    expect(describeEvent(event)).toBe(expected);
  });

  it('marks retrograde ingresses and voids that end on another day', () => {
    expect(
      describeEvent({ ...base, type: 'ingress', body: 'mercury', sign: 'scorpio', retrograde: true }),
    ).toBe('Mercury re-enters Scorpio (retrograde)');
    expect(
      describeEvent({
        ...base,
        type: 'void-of-course-start',
        body: 'moon',
        sign: 'aries',
        endUtc: '2026-12-05T01:10:00.000Z',
      }),
    ).toBe('Moon void of course until Dec 5, 01:10 UTC');
  });

  it('describes every real event of the window without gaps', () => {
    for (const event of events) expect(describeEvent(event)).toMatch(/^[A-Z][^{}]*[a-zA-Z)]$/);
  });
});

describe('meteor showers', () => {
  it('holds the eight major showers with real calendar dates', () => {
    expect(METEOR_SHOWER_IDS).toHaveLength(8);
    for (const id of METEOR_SHOWER_IDS) {
      expect(meteorShowers[id].id).toBe(id);
      expect(meteorShowers[id].peak).toMatch(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
    }
  });

  it('finds the peaks in a window, across New Year too', () => {
    expect(showerPeaksWithin('2026-11-22', 30).map(({ shower }) => shower.id)).toEqual(['geminids']);
    expect(showerPeaksWithin('2026-12-20', 30).map(({ shower, peakDate }) => [shower.id, peakDate])).toEqual([
      ['ursids', '2026-12-22'],
      ['quadrantids', '2027-01-03'],
    ]);
    expect(showerPeaksWithin('2026-02-01', 30)).toEqual([]);
  });
});
