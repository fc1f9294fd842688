import { CALENDAR_CATEGORY_IDS } from '@core/content/calendar-categories';
import type { CosmicCalendarRequest } from '@core/features/cosmic-calendar/cosmic-calendar-request';
import { describe, expect, it } from 'vitest';
import { calendarEvents } from '@core/features/cosmic-calendar/calendar-window';
import { eventLine, eventsForCategory, solarHouse } from '@core/features/cosmic-calendar/calendar-sky';
import { buildCosmicCalendarPrompt } from './cosmic-calendar-prompt';

const request = (category: CosmicCalendarRequest['category'], date = '2026-11-23') =>
  ({ feature: 'cosmic-calendar', sign: 'leo', category, date }) as const;

describe('buildCosmicCalendarPrompt', () => {
  const events = calendarEvents('2026-11-23');

  it.each(CALENDAR_CATEGORY_IDS)(
    '%s: lists the real lunations of the next 30 days and the sign’s nature',
    (category) => {
      const { system, user } = buildCosmicCalendarPrompt({ ...request(category), events });
      expect(user).toContain('for the 30 days from November 23, 2026 to December 22, 2026');
      expect(user).toContain('About Leo: a fire sign of fixed modality, ruled by the Sun.');
      // The full moon of 24 November 2026 and the new moon of 9 December 2026.
      expect(user).toMatch(/Nov 24, 1\d:\d\d UTC: Full Moon in Gemini \(your solar 11th house\)/);
      expect(user).toMatch(/Dec 9, \d\d:\d\d UTC: New Moon in Sagittarius \(your solar 5th house\)/);
      expect(user).not.toMatch(/calculat|comput/i);
      expect(system).toMatch(/Use ONLY the events/);
      expect(system).toMatch(/never move a\s+date/);
    },
  );

  it('lists what each category is about, and not the rest', () => {
    const transits = buildCosmicCalendarPrompt({ ...request('planetary-transits'), events }).user;
    expect(transits).toMatch(/Mars enters Virgo/);
    expect(transits).toMatch(/Jupiter stations retrograde in Leo \(your solar 1st house\)/);
    expect(transits).not.toMatch(/Moon enters/);
    const phases = buildCosmicCalendarPrompt({ ...request('moon-phases'), events }).user;
    expect(phases).toMatch(/Moon enters Leo/);
    expect(phases).not.toMatch(/Mars enters/);
    expect(buildCosmicCalendarPrompt({ ...request('seasonal-shifts'), events }).user).toMatch(
      /Sun enters Capricorn/,
    );
    expect(buildCosmicCalendarPrompt({ ...request('retrograde-periods'), events }).user).toMatch(
      /Retrograde as the window opens: Saturn/,
    );
    expect(buildCosmicCalendarPrompt({ ...request('eclipse-season'), events }).user).toMatch(
      /No eclipse falls within these 30 days. The next one: \w+ \w+ eclipse in \w+ on \w+ \d+, 20\d\d\.[\s\S]*North Node is in/,
    );
    expect(buildCosmicCalendarPrompt({ ...request('meteor-showers'), events }).user).toMatch(
      /Geminids: peak around the night of Dec 13–14/,
    );
    expect(buildCosmicCalendarPrompt({ ...request('cosmic-alignments'), events }).user).toMatch(
      /the Moon meets Jupiter in Leo/,
    );
  });

  it('lists the eclipses of an eclipse season', () => {
    // 2026-08-12: total solar eclipse in Leo; 2026-08-28: partial lunar eclipse in Pisces.
    const user = buildCosmicCalendarPrompt(request('eclipse-season', '2026-08-01')).user;
    expect(user).toMatch(/Aug 12, \d\d:\d\d UTC: Total solar eclipse in Leo \(your solar 1st house\)/);
    expect(user).toMatch(/Aug 28, \d\d:\d\d UTC: Partial lunar eclipse in Pisces/);
    expect(user).not.toContain('No eclipse falls');
  });

  it('builds the same prompt for the same sign, category and date (the cache key)', () => {
    expect(buildCosmicCalendarPrompt(request('current-events'))).toEqual(
      buildCosmicCalendarPrompt(request('current-events')),
    );
  });

  it('always keeps the lunations, whatever the category', () => {
    for (const category of CALENDAR_CATEGORY_IDS) {
      expect(
        eventsForCategory(events, category).filter((event) => event.type === 'full-moon').length,
        category,
      ).toBe(1);
    }
  });

  it('counts solar houses from the reader’s sign', () => {
    expect(solarHouse('leo', 'leo')).toBe(1);
    expect(solarHouse('leo', 'cancer')).toBe(12);
    expect(solarHouse('aries', 'pisces')).toBe(12);
    const fullMoon = events.find((event) => event.type === 'full-moon');
    expect(fullMoon && eventLine(fullMoon, 'gemini')).toMatch(/your solar 1st house/);
  });

  it('finds meteor showers over New Year', () => {
    expect(buildCosmicCalendarPrompt(request('meteor-showers', '2026-12-20')).user).toMatch(
      /Ursids[\s\S]*Quadrantids: peak around the night of Jan 3–4/,
    );
  });
});
