import { describe, expect, it } from 'vitest';
import type { ReadingRequest } from './reading-request';
import { isSharedReading, sharedReadingQuery } from './shared-readings';

const TODAY = '2026-11-25';
const daily: ReadingRequest = { feature: 'horoscope', sign: 'leo', period: 'daily', date: TODAY };

describe('isSharedReading', () => {
  it('shares what every visitor of a sign asks alike, and keeps the rest personal', () => {
    expect(isSharedReading(daily)).toBe(true);
    expect(
      isSharedReading({ feature: 'cosmic-calendar', sign: 'leo', category: 'eclipse-season', date: TODAY }),
    ).toBe(true);
    expect(
      isSharedReading({
        feature: 'chat',
        personaId: 'luna',
        message: 'Will it be all right?',
        history: [],
      } as unknown as ReadingRequest),
    ).toBe(false);
  });

  it("shares the angels' daily message only when no name is given", () => {
    expect(isSharedReading({ feature: 'angels', type: 'daily-message', sign: 'leo', date: TODAY })).toBe(
      true,
    );
    expect(isSharedReading({ feature: 'angels', type: 'daily-message', date: TODAY })).toBe(true);
    expect(
      isSharedReading({ feature: 'angels', type: 'daily-message', name: 'Robin', sign: 'leo', date: TODAY }),
    ).toBe(false);
    expect(
      isSharedReading({
        feature: 'angels',
        type: 'reading',
        spread: 'single',
        angels: ['michael'],
        date: TODAY,
      }),
    ).toBe(false);
  });
});

describe('sharedReadingQuery', () => {
  it('writes the fields in the order given, encoded, and skips absent ones', () => {
    expect(sharedReadingQuery(daily)).toBe('feature=horoscope&sign=leo&period=daily&date=2026-11-25');
    expect(
      sharedReadingQuery({
        feature: 'zodiac-diet',
        sign: undefined,
        animal: 'rat',
        focus: 'lunar-nutrition',
        date: TODAY,
      }),
    ).toBe('feature=zodiac-diet&animal=rat&focus=lunar-nutrition&date=2026-11-25');
  });

  it('round-trips through URLSearchParams to the same request', () => {
    const request: ReadingRequest = {
      feature: 'relationship-analysis',
      analysis: 'communication-styles',
      firstSign: 'aries',
      secondSign: 'libra',
      date: TODAY,
    };
    expect(Object.fromEntries(new URLSearchParams(sharedReadingQuery(request)))).toEqual(request);
  });

  it('refuses a personal reading rather than put it in a URL', () => {
    expect(() =>
      sharedReadingQuery({ feature: 'angels', type: 'daily-message', name: 'Robin', date: TODAY }),
    ).toThrow(/personal/);
  });
});
