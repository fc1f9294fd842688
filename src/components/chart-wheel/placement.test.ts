import { describe, expect, it } from 'vitest';
import { wheelHouseOf, wheelPlacementOf } from './placement';
import { sampleHouses } from './wheel-fixtures';

describe('wheelHouseOf', () => {
  it('finds the house between consecutive cusps, across 0° Aries too', () => {
    expect(wheelHouseOf(201.3, sampleHouses.cusps)).toBe(1);
    expect(wheelHouseOf(132.5, sampleHouses.cusps)).toBe(10);
    expect(wheelHouseOf(358, sampleHouses.cusps)).toBe(6);
    expect(wheelHouseOf(5, sampleHouses.cusps)).toBe(6);
    expect(wheelHouseOf(200, sampleHouses.cusps)).toBe(12);
  });

  it('gives no house without twelve cusps', () => {
    expect(wheelHouseOf(10, [0, 30])).toBeNull();
  });
});

describe('wheelPlacementOf', () => {
  it('names the body, sign, degree, house and motion', () => {
    const placement = wheelPlacementOf(
      { id: 'sun', lon: 132 + 34 / 60, retrograde: false, house: 5 },
      'inner',
      'Natal',
      {
        showRing: false,
      },
    );
    expect(placement.label).toBe('Sun in Leo 12°34′, house 5');
    expect(placement.summary).toBe('Sun in Leo 12°34′ · House 5 · direct');
  });

  it('computes the house from the cusps when not given, and marks retrograde', () => {
    const placement = wheelPlacementOf({ id: 'saturn', lon: 333.7, retrograde: true }, 'outer', 'Transits', {
      houses: sampleHouses,
      showRing: true,
    });
    expect(placement.house).toBe(5);
    expect(placement.label).toBe('Transits: Saturn in Pisces 3°42′, house 5, retrograde');
    expect(placement.summary).toBe('Saturn in Pisces 3°42′ · House 5 · retrograde');
  });

  it('leaves the house out when the birth time is unknown', () => {
    const placement = wheelPlacementOf({ id: 'moon', lon: 15.5, retrograde: false }, 'inner', 'Natal', {
      showRing: false,
    });
    expect(placement.house).toBeNull();
    expect(placement.label).toBe('Moon in Aries 15°30′');
    expect(placement.summary).toBe('Moon in Aries 15°30′ · direct');
  });
});
