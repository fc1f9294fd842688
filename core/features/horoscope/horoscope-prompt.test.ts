import { signs } from '@core/content/signs';
import { skyForDate } from '@core/sky/daily-sky';
import { moonPhaseNames } from '@core/sky/moon-phases';
import { describe, expect, it } from 'vitest';
import { buildHoroscopePrompt, horoscopePeriodStart } from './horoscope-prompt';

const request = (period: 'daily' | 'weekly' | 'monthly', date = '2026-11-23', sign = 'leo' as const) =>
  ({ feature: 'horoscope', sign, period, date }) as const;

describe('buildHoroscopePrompt', () => {
  it('gives the model a persona with the safety and format rules', () => {
    const { system } = buildHoroscopePrompt(request('daily'));
    expect(system).toMatch(/professional astrologer/);
    expect(system).toMatch(/reflection and entertainment/);
    expect(system).toMatch(/medical, legal or financial/);
    expect(system).toMatch(/markdown/i);
    expect(system).toMatch(/Never write HTML/);
    expect(system).toContain('150 to 250 words');
    expect(buildHoroscopePrompt(request('weekly')).system).toContain('250 to 350 words');
    expect(buildHoroscopePrompt(request('monthly')).system).toContain('300 to 450 words');
  });

  it("grounds a daily reading in the date's real Sun and Moon and the sign's nature", () => {
    const { user } = buildHoroscopePrompt(request('daily'));
    const sky = skyForDate('2026-11-23');
    expect(user).toContain('Leo');
    expect(user).toContain('Monday, November 23, 2026');
    expect(user).toContain(`Sun in ${signs[sky.sun.sign].name}`);
    expect(user).toContain(`Moon in ${signs[sky.moon.sign].name}, ${moonPhaseNames[sky.moon.phase]}`);
    expect(user).toContain(`${Math.round(sky.moon.illumination * 100)}% illuminated`);
    expect(user).toMatch(/fire sign of fixed modality, ruled by the Sun/);
  });

  it('gives a daily reading the exact sign of a lunation a day away, not the Moon sign of the day', () => {
    // On Nov 23 at noon the Moon is in Taurus, in the days named Full Moon; the Full Moon itself is in Gemini.
    const { user } = buildHoroscopePrompt(request('daily', '2026-11-23'));
    expect(user).toContain('- Exact lunation nearby: Full Moon in Gemini on Nov 24');
    expect(buildHoroscopePrompt(request('daily', '2026-11-24')).user).toContain(
      '- Exact lunation nearby: Full Moon in Gemini on Nov 24',
    );
    expect(buildHoroscopePrompt(request('daily', '2026-11-28')).user).not.toContain('Exact lunation');
  });

  it('names a classical ruler where it differs', () => {
    expect(buildHoroscopePrompt(request('daily', '2026-11-23', 'scorpio' as never)).user).toMatch(
      /ruled by Pluto \(classically Mars\)/,
    );
  });

  it('covers the Sunday-to-Saturday week, day by day, and finds its lunation', () => {
    const { user } = buildHoroscopePrompt(request('weekly'));
    expect(user).toContain('Nov 22 – Nov 28, 2026');
    expect(user).toContain('Sunday Nov 22: Moon in');
    expect(user).toContain('Saturday Nov 28: Moon in');
    // The full moon of 24 November 2026 (about 15:00 UTC), at its exact instant and sign.
    expect(user).toContain('- Full Moon in Gemini on Nov 24');
  });

  it('covers the month with its ingress and lunations', () => {
    const { user } = buildHoroscopePrompt(request('monthly'));
    expect(user).toContain('November 2026');
    expect(user).toContain('Sun enters Sagittarius on Nov 22');
    expect(user).toContain('New Moon in Scorpio on Nov 9');
    expect(user).toContain('Full Moon in Gemini on Nov 24');
  });

  it('names a lunation in the sign of its exact instant, not the sign the Moon reaches by noon', () => {
    // The New Moon of 19 March 2026 falls at about 01:23 UTC at 28° Pisces; by noon the Moon is in Aries.
    const { user } = buildHoroscopePrompt(request('weekly', '2026-03-19'));
    expect(user).toContain('- New Moon in Pisces on Mar 19');
    expect(user).not.toContain('New Moon in Aries');
  });

  it('lists a lunation that falls on the last day of the week', () => {
    // The Last Quarter Moon of 10 January 2026 (about 15:48 UTC, Saturday) closes the week of Jan 4.
    expect(buildHoroscopePrompt(request('weekly', '2026-01-04')).user).toContain(
      '- Last Quarter Moon in Libra on Jan 10',
    );
  });

  it('builds the same prompt for every day of one period, so a cached reading fits them all', () => {
    expect(buildHoroscopePrompt(request('weekly', '2026-11-22'))).toEqual(
      buildHoroscopePrompt(request('weekly', '2026-11-28')),
    );
    expect(buildHoroscopePrompt(request('monthly', '2026-11-01'))).toEqual(
      buildHoroscopePrompt(request('monthly', '2026-11-30')),
    );
    expect(buildHoroscopePrompt(request('daily', '2026-11-22'))).not.toEqual(
      buildHoroscopePrompt(request('daily', '2026-11-23')),
    );
  });

  it('starts each period on its first day', () => {
    expect(horoscopePeriodStart('daily', '2026-11-25')).toBe('2026-11-25');
    expect(horoscopePeriodStart('weekly', '2026-11-25')).toBe('2026-11-22');
    expect(horoscopePeriodStart('monthly', '2026-11-25')).toBe('2026-11-01');
  });
});
