import { describe, expect, it } from 'vitest';
import type { BirthMoment } from '../contract/birth-moment';
import { FEATURE_IDS } from './feature-ids';
import { type ReadingRequest, readingRequestSchema } from './reading-request';
import { CHART_TYPE_IDS } from './advanced-chart/chart-types';
import { composeReading, readingRecipes } from './reading-recipes';

const ada: BirthMoment = {
  name: 'Ada',
  date: '1990-07-15',
  time: '15:30',
  utc: '1990-07-15T14:30:00Z',
  place: {
    name: 'London, England, United Kingdom',
    latitude: 51.5074,
    longitude: -0.1278,
    timeZone: 'Europe/London',
  },
};
const ben: BirthMoment = { name: 'Ben', date: '1988-02-02', utc: '1988-02-02T12:00:00Z' };

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('composeReading', () => {
  it('has an offline composer for every feature of the contract', () => {
    expect(Object.keys(readingRecipes).sort()).toEqual([...FEATURE_IDS].sort());
  });

  it('writes a horoscope, a natal reading, a calendar guide and a tarot reading from valid requests', () => {
    const requests: ReadingRequest[] = [
      { feature: 'horoscope', sign: 'leo', period: 'daily', date: '2026-11-22' },
      { feature: 'birth-chart', person: ada },
      { feature: 'cosmic-calendar', sign: 'aries', category: 'moon-phases', date: '2026-11-22' },
      {
        feature: 'tarot',
        spread: 'three',
        deck: 'major',
        cards: [
          { id: 'star', reversed: false },
          { id: 'moon', reversed: true },
          { id: 'sun', reversed: false },
        ],
        date: '2026-11-22',
      },
    ];
    for (const request of requests) {
      expect(readingRequestSchema.safeParse(request).success, request.feature).toBe(true);
      expect(words(composeReading(request)), request.feature).toBeGreaterThanOrEqual(120);
    }
    expect(composeReading({ feature: 'birth-chart', person: ada })).toMatch(/Sun in Cancer/);
  });

  it('answers a chat message in a few sentences from a valid request', () => {
    const request: ReadingRequest = {
      feature: 'chat',
      personaId: 'sage',
      message: 'Hello, what about my career?',
      history: [],
      date: '2026-11-22',
      profile: { sign: 'capricorn' },
    };
    expect(readingRequestSchema.safeParse(request).success).toBe(true);
    // A greeting with a question gets a short hello, then the answer about work for the sign.
    const reply = composeReading(request);
    expect(reply).toMatch(/^(Hello|Hi|Hey)\b[^.!?]*!/);
    expect(reply).toMatch(/Capricorn/);
    expect(reply).toMatch(/\b(work|career|job)\b/i);
  });

  it.each(CHART_TYPE_IDS)('writes the %s advanced chart from the computed chart', (chartType) => {
    const request: ReadingRequest = {
      feature: 'advanced-chart',
      chartType,
      firstSign: 'cancer',
      secondSign: 'aquarius',
      person: ada,
      partner: ben,
      targetLocation: { name: 'Tokyo', latitude: 35.6895, longitude: 139.6917, timeZone: 'Asia/Tokyo' },
      date: '2026-11-22',
    };
    expect(readingRequestSchema.safeParse(request).success).toBe(true);
    expect(words(composeReading(request))).toBeGreaterThanOrEqual(150);
  });
});

describe('offline composers loaded one feature at a time', () => {
  it('has a loader for every feature, each writing what its recipe writes', async () => {
    const { offlineComposerLoaders, loadOfflineComposerFor } = await import('./offline-composer-loaders');
    expect(Object.keys(offlineComposerLoaders).sort()).toEqual([...FEATURE_IDS].sort());
    for (const feature of FEATURE_IDS) {
      const { composeOffline } = await offlineComposerLoaders[feature]();
      expect(composeOffline, feature).toBe(readingRecipes[feature].composeOffline);
    }
    const request: ReadingRequest = { feature: 'birth-chart', person: ada };
    expect((await loadOfflineComposerFor('birth-chart'))(request)).toBe(composeReading(request));
  });
});
