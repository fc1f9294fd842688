import { describe, expect, it } from 'vitest';
import { careerSkyFacts, loveSkyFacts, signSkyFor, solarHouseFact } from './sign-sky';

describe('signSkyFor', () => {
  it('counts solar houses from the reader sign: Jupiter in Leo is the 1st for Leo, the 8th for Capricorn', () => {
    expect(signSkyFor('leo', '2026-10-10').planets.jupiter.solarHouse).toBe(1);
    expect(signSkyFor('capricorn', '2026-10-10').planets.jupiter.solarHouse).toBe(8);
    expect(signSkyFor('aries', '2026-10-10').planets.saturn.solarHouse).toBe(1);
    expect(signSkyFor('libra', '2026-10-10').planets.saturn.solarHouse).toBe(7);
  });

  it('words the real placements for love and career readings', () => {
    const sky = signSkyFor('taurus', '2026-10-10');
    const love = loveSkyFacts(sky);
    expect(love[0]).toBe('Venus retrograde at 7° Scorpio');
    expect(love).toContain('Venus in your 7th solar house');
    expect(love.at(-1)).toMatch(/^Moon in \w+, new moon/);
    expect(solarHouseFact(sky.planets.jupiter)).toBe(
      'Jupiter at 21° Leo, in your 4th solar house (home, family and your private roots)',
    );
    expect(careerSkyFacts(sky)[1]).toMatch(/^Saturn retrograde at 10° Aries, in your 12th solar house/);
  });

  it('names an aspect to the Sun only when there is one', () => {
    const sky = signSkyFor('gemini', '2025-03-15');
    expect(careerSkyFacts(sky)[2]).toBe('Mars at 19° Cancer, trine the Sun');
  });
});
