import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { CALENDAR_CATEGORY_IDS } from '@core/content/calendar-categories';
import { SIGN_IDS } from '@core/content/signs';
import { skyInDates } from '@core/sky/sky-in-period';
import type { FeatureApiCases } from '@core/testing/feature-api-cases';
import { composeCalendarReading } from './calendar-reading';

const TODAY = '2026-11-23';

const calendar = (overrides: Record<string, unknown> = {}) => ({
  feature: 'cosmic-calendar',
  sign: 'leo',
  category: 'moon-phases',
  date: TODAY,
  ...overrides,
});
const fullMoon = () => skyInDates(TODAY, 30).find((event) => event.type === 'full-moon');

/** The Cosmic Calendar: the window's real events, shared by sign, category and date. */
export const cosmicCalendarApiCases: FeatureApiCases<'cosmic-calendar'> = {
  feature: 'cosmic-calendar',
  now: '2026-11-23T10:00:00Z',
  sample: (random, date) => ({
    feature: 'cosmic-calendar',
    sign: random.pick(SIGN_IDS),
    category: random.pick(CALENDAR_CATEGORY_IDS),
    date,
  }),
  offline: [{ name: 'a guide', request: calendar(), minWords: 100 }],
  routing: [
    {
      name: "the window's real events for the category",
      request: calendar(),
      api: 'responses',
      model: 'gpt-5-mini',
      reasoning: { effort: 'high' },
      roles: ['system', 'user'],
      user: {
        contains: [
          'theme "Moon Phases"',
          'for the 30 days from November 23, 2026 to December 22, 2026',
          'About Leo: a fire sign of fixed modality, ruled by the Sun.',
          `Nov 24, ${fullMoon()?.utc.slice(11, 16) ?? ''} UTC: Full Moon in Gemini`,
        ],
        excludesMatch: [/calculat|comput/i],
      },
    },
  ],
  fallbacks: [
    {
      name: "the category's own template, not the horoscope line",
      request: calendar({ category: 'retrograde-periods' }),
      faults: ['http-500'],
      text: () =>
        composeCalendarReading({
          sign: 'leo',
          category: 'retrograde-periods',
          date: TODAY,
          events: skyInDates(TODAY, 30),
        }).markdown,
      not: FALLBACK_TEXTS.horoscope,
    },
  ],
  invalid: [
    { name: 'an unknown category', body: calendar({ category: 'horoscopes' }), firstPath: 'category' },
    { name: 'a stale date', body: calendar({ date: '2026-10-01' }), firstPath: 'date' },
  ],
  cache: [
    {
      name: 'a guide, by sign, category and date',
      shared: calendar(),
      concurrent: 20,
      newKeys: [calendar({ category: 'meteor-showers' }), calendar({ date: '2026-11-24' })],
    },
  ],
};
