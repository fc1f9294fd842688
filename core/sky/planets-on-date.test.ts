import { describe, expect, it } from 'vitest';
import { planetsOnDate } from './planets-on-date';

describe('planetsOnDate', () => {
  it('finds the real Venus retrograde in Aries of March 2025, with Saturn conjunct the Sun in Pisces', () => {
    const { planets, sky } = planetsOnDate('2025-03-15');
    expect(planets.venus).toMatchObject({ sign: 'aries', retrograde: true });
    expect(planets.saturn).toMatchObject({ sign: 'pisces', retrograde: false, aspectToSun: 'conjunction' });
    expect(planets.mars).toMatchObject({ sign: 'cancer', aspectToSun: 'trine' });
    expect(planets.jupiter.sign).toBe('gemini');
    // The Full Moon (a total lunar eclipse) was exact on Mar 14 at 06:55 UTC: a day later it is waning.
    expect(sky.moon.phase).toBe('waning-gibbous');
    expect(planetsOnDate('2025-03-14').sky.moon.lunation).toMatchObject({ type: 'full-moon', sign: 'virgo' });
  });

  it('finds Venus retrograde in Scorpio in October 2026 and Jupiter in Leo', () => {
    const { planets } = planetsOnDate('2026-10-10');
    expect(planets.venus).toMatchObject({ sign: 'scorpio', retrograde: true });
    expect(planets.jupiter).toMatchObject({ sign: 'leo', retrograde: false });
    expect(planets.saturn).toMatchObject({ sign: 'aries', retrograde: true, aspectToSun: 'opposition' });
  });

  it('computes at noon UTC of the date and serves repeat calls from its cache', () => {
    const first = planetsOnDate('2026-11-24');
    expect(first.instant).toBe('2026-11-24T12:00:00.000Z');
    expect(planetsOnDate('2026-11-24')).toBe(first);
    expect(first.planets.mars.degree).toBeGreaterThanOrEqual(0);
    expect(first.planets.mars.degree).toBeLessThan(30);
  });
});
