import { describe, expect, it } from 'vitest';
import { SIGN_IDS, signs } from '../../content/signs';
import { PERIODS } from '../../contract/common';
import { skyForDate } from '../../sky/daily-sky';
import { moonPhaseNames } from '../../sky/moon-phases';
import { addDays } from '../../time/calendar-date';
import { lunationFact } from '../../compose/sky-event-facts';
import { lunationsOf, skyInDates } from '../../sky/sky-in-period';
import { composeHoroscope } from './compose-horoscope';
import {
  DAILY_SKELETONS,
  dailySkeletonFor,
  monthlySkeletonFor,
  weeklySkeletonFor,
} from './horoscope-skeletons';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const SAMPLE_DATES = ['2026-01-01', '2026-05-20', '2026-11-29', '2027-02-28'];

describe('composeHoroscope', () => {
  it('is deterministic for the same sign, period and date', () => {
    for (const period of PERIODS) {
      const input = { sign: 'leo', period, date: '2026-07-30' } as const;
      expect(composeHoroscope(input)).toEqual(composeHoroscope(input));
    }
  });

  it('writes a different reading for each sign on the same date', () => {
    for (const period of PERIODS) {
      const bodies = SIGN_IDS.map((sign) => composeHoroscope({ sign, period, date: '2026-05-20' }).body);
      expect(new Set(bodies).size, period).toBe(SIGN_IDS.length);
    }
  });

  it('writes 30 consecutive daily readings of one sign that are all distinct', () => {
    for (const sign of ['taurus', 'scorpio'] as const) {
      const bodies = Array.from(
        { length: 30 },
        (_, day) => composeHoroscope({ sign, period: 'daily', date: addDays('2026-03-01', day) }).body,
      );
      expect(new Set(bodies).size, sign).toBe(30);
      const headlines = new Set(
        Array.from(
          { length: 30 },
          (_, day) => composeHoroscope({ sign, period: 'daily', date: addDays('2026-03-01', day) }).headline,
        ),
      );
      expect(headlines.size, `${sign} headlines vary`).toBeGreaterThan(10);
    }
  });

  it('keeps one weekly text for the whole Sunday–Saturday week and one monthly text per month', () => {
    const weekly = (date: string) => composeHoroscope({ sign: 'virgo', period: 'weekly', date }).body;
    expect(weekly('2026-05-17')).toBe(weekly('2026-05-23'));
    expect(weekly('2026-05-24')).not.toBe(weekly('2026-05-23'));
    const monthly = (date: string) => composeHoroscope({ sign: 'virgo', period: 'monthly', date }).body;
    expect(monthly('2026-05-01')).toBe(monthly('2026-05-31'));
    expect(monthly('2026-06-01')).not.toBe(monthly('2026-05-31'));
  });

  it('writes at least 120 words, a short headline and an affirmation for every sign and period', () => {
    for (const date of SAMPLE_DATES) {
      for (const sign of SIGN_IDS) {
        for (const period of PERIODS) {
          const reading = composeHoroscope({ sign, period, date });
          const label = `${sign} ${period} ${date}`;
          expect(wordCount(reading.body), label).toBeGreaterThanOrEqual(120);
          expect(reading.headline.length, label).toBeGreaterThan(0);
          expect(reading.headline.length, label).toBeLessThanOrEqual(80);
          expect(reading.affirmation.length, label).toBeGreaterThan(10);
          expect(reading.facts.length, label).toBeGreaterThanOrEqual(3);
          expect(`${reading.markdown}${reading.facts.join()}`, `unfilled slot in ${label}`).not.toMatch(
            /[{}]/,
          );
          expect(reading.body, label).toContain(signs[sign].name);
        }
      }
    }
  });

  it('names the real Moon sign and phase of the date', () => {
    for (let day = 0; day < 30; day += 1) {
      const date = addDays('2026-09-01', day);
      const sky = skyForDate(date);
      const reading = composeHoroscope({ sign: 'pisces', period: 'daily', date });
      const body = reading.body.toLowerCase();
      expect(body, date).toContain(signs[sky.moon.sign].name.toLowerCase());
      expect(body, date).toContain(moonPhaseNames[sky.moon.phase].toLowerCase());
      expect(reading.facts[0], date).toBe(
        `Moon in ${signs[sky.moon.sign].name}, ${moonPhaseNames[sky.moon.phase].toLowerCase()} (${Math.max(1, Math.round(sky.moon.illumination * 100))}% lit)`,
      );
    }
  });

  it('builds weekly and monthly readings from the period’s exact events', () => {
    const weekly = composeHoroscope({ sign: 'taurus', period: 'weekly', date: '2026-05-20' });
    expect(weekly.facts).toEqual(
      expect.arrayContaining([
        'Week of May 17 – May 23, 2026',
        'Sun enters Gemini on May 21',
        'First Quarter Moon in Virgo on May 23',
      ]),
    );
    expect(weekly.body).toContain('May 17 – May 23, 2026');
    expect(weekly.body).toMatch(/Gemini.*Cancer.*Leo/);
    expect(weekly.body).toMatch(/First Quarter[^.]*May 23|May 23[^.]*First Quarter/);

    const monthly = composeHoroscope({ sign: 'taurus', period: 'monthly', date: '2026-05-20' });
    const monthLunations = lunationsOf(skyInDates('2026-05-01', 31));
    expect(monthLunations).toHaveLength(5);
    // Exactly the shared wording of each lunation and of the Sun's ingress, as the prompt and the events API use it.
    for (const lunation of monthLunations) expect(monthly.facts).toContain(lunationFact(lunation));
    expect(monthly.facts).toContain('Full Moon in Sagittarius on May 31');
    expect(monthly.facts).toContain('Sun enters Gemini on May 21');
    expect(monthly.body).toContain('May 2026');
    expect(monthly.body).toMatch(/New Moon[^.]*May 16|May 16[^.]*New Moon/);
    // May 2026 holds two Full Moons; the second reads as a return, not as the first one again.
    expect(monthly.body).toMatch(/Full Moon[^.]*May 1\b/);
    expect(monthly.body).toMatch(/Full Moon[^.]*May 31|May 31[^.]*Full Moon/);
  });

  it('says so when a lunation is exact on the day, with its sign', () => {
    const reading = composeHoroscope({ sign: 'leo', period: 'daily', date: '2026-05-16' });
    expect(reading.facts).toContain('New Moon in Taurus on May 16');
    expect(reading.body).toMatch(/New Moon[^.]*(exact|today)[^.]*|today[^.]*New Moon/i);
    expect(reading.body).toContain('Taurus');
    const dayAfter = composeHoroscope({ sign: 'leo', period: 'daily', date: '2026-05-17' });
    expect(dayAfter.facts.some((fact) => fact.startsWith('New Moon in'))).toBe(false);
  });

  it('varies the shape of a sign’s readings: a week of daily readings shows seven skeletons', () => {
    for (const sign of SIGN_IDS) {
      for (const start of [9000, 9500]) {
        const week = Array.from({ length: 7 }, (_, day) => dailySkeletonFor(sign, start + day));
        expect(new Set(week).size, sign).toBe(7);
      }
      expect(weeklySkeletonFor(sign, 10)).not.toBe(weeklySkeletonFor(sign, 11));
      expect(monthlySkeletonFor(sign, 10)).not.toBe(monthlySkeletonFor(sign, 11));
    }
    // Different pieces lead the readings across a week: the phase, the Moon's angle, the Sun, the sign.
    expect(new Set(DAILY_SKELETONS.map((skeleton) => skeleton[0]?.[0])).size).toBeGreaterThanOrEqual(4);
    expect(new Set(DAILY_SKELETONS.map((skeleton) => skeleton.at(-1)?.at(-1))).size).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('names the Moon’s phase once in a daily reading', () => {
    for (let day = 0; day < 28; day += 1) {
      const date = addDays('2027-01-01', day);
      const phase = moonPhaseNames[skyForDate(date).moon.phase].toLowerCase();
      const body = composeHoroscope({ sign: 'capricorn', period: 'daily', date }).body.toLowerCase();
      expect(body.split(phase).length - 1, `${date}: ${body}`).toBe(1);
    }
  });

  it('renders markdown with a bold headline, 2–4 paragraphs, the affirmation and no raw HTML', () => {
    for (const period of PERIODS) {
      const reading = composeHoroscope({ sign: 'aquarius', period, date: '2026-02-10' });
      const blocks = reading.markdown.split('\n\n');
      expect(blocks[0]).toBe(`**${reading.headline}**`);
      expect(blocks.at(-1)).toBe(`*Affirmation: ${reading.affirmation}*`);
      expect(blocks.length - 2, period).toBeGreaterThanOrEqual(2);
      expect(blocks.length - 2, period).toBeLessThanOrEqual(4);
      expect(blocks.slice(1, -1).join('\n\n')).toBe(reading.body);
      expect(reading.markdown).not.toMatch(/<[a-z/!]/i);
    }
  });

  it('composes a daily reading in well under 5 ms', () => {
    composeHoroscope({ sign: 'aries', period: 'daily', date: '2026-04-01' });
    const runs = 100;
    const started = performance.now();
    for (let run = 0; run < runs; run += 1) {
      composeHoroscope({
        sign: SIGN_IDS[run % 12] ?? 'aries',
        period: 'daily',
        date: addDays('2026-04-01', run),
      });
    }
    expect((performance.now() - started) / runs).toBeLessThan(5);
  });
});
