import { describe, expect, it } from 'vitest';
import { falseSkyClaims, spanOf } from './sky-claims';

const reasons = (text: string, date: string, period?: 'weekly' | 'monthly') =>
  falseSkyClaims(text, spanOf(date, period)).map((claim) => claim.claim.toLowerCase());

describe('falseSkyClaims', () => {
  it('rejects the lunation issue 24 found: a Full Moon in Virgo on Mar 21, 2027', () => {
    expect(reasons('Tonight the Full Moon in Virgo asks you to sort your week.', '2027-03-21')).toEqual([
      'full moon in virgo',
    ]);
    expect(reasons('Tonight the Full Moon in Libra asks you to weigh your week.', '2027-03-22')).toEqual([]);
    expect(reasons('The Full Moon tonight lights the kitchen table.', '2027-03-21')).toEqual(['full moon']);
    expect(reasons('Two days from now the Full Moon in Libra peaks.', '2027-03-20')).toEqual([]);
  });

  it('checks retrograde claims over the whole span and skips dated ones', () => {
    // Saturn stations direct on 2026-12-10.
    expect(reasons('Saturn retrograde at 8° Aries slows your plans.', '2026-12-24')).toEqual([
      'saturn retrograde',
    ]);
    expect(reasons('Saturn retrograde asks you to revise this month.', '2026-12-05', 'monthly')).toEqual([
      'saturn retrograde',
    ]);
    expect(
      reasons('Saturn, retrograde until Dec 10, then moves forward again.', '2026-12-05', 'monthly'),
    ).toEqual([]);
    expect(reasons('Your natal Saturn retrograde is a lifelong teacher.', '2026-12-24')).toEqual([]);
  });

  it('checks placements and ingresses said to happen today', () => {
    expect(reasons('Today the Sun in Sagittarius widens your view.', '2026-12-01')).toEqual([]);
    expect(reasons('Today the Sun in Capricorn asks for structure.', '2026-12-01')).toEqual([
      'sun in capricorn',
    ]);
    // Mars stands at 2° Virgo on Dec 1, 2026 and at 8–9° by Christmas.
    expect(reasons('Mars at 2° Virgo makes you thorough.', '2026-12-01')).toEqual([]);
    expect(reasons('Mars at 2° Virgo makes you thorough.', '2026-12-24')).toEqual(['mars at 2° virgo']);
    expect(reasons('Today the Sun enters Capricorn and the year turns.', '2026-12-21')).toEqual([]);
    expect(reasons('Today the Sun enters Capricorn and the year turns.', '2026-12-10')).toEqual([
      'sun enters capricorn',
    ]);
  });
});
