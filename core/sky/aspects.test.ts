import { describe, expect, it } from 'vitest';
import { ASPECTS, ASPECT_IDS, aspectBetween, aspectsBetween } from './aspects';

describe('aspects', () => {
  it('has one orb table covering every aspect', () => {
    expect(Object.keys(ASPECTS).sort()).toEqual([...ASPECT_IDS].sort());
    expect(ASPECT_IDS.filter((id) => ASPECTS[id].major)).toHaveLength(5);
  });

  it('finds a trine with its exactness', () => {
    const aspect = aspectBetween({ id: 'sun', lon: 10, speed: 1 }, { id: 'mars', lon: 132, speed: 0.5 });
    expect(aspect?.type).toBe('trine');
    expect(aspect?.orb).toBeCloseTo(2, 9);
  });

  it('is applying when the faster body closes on the exact angle, separating after', () => {
    // Moon 4° behind a conjunction with Saturn and gaining: applying.
    expect(
      aspectBetween({ id: 'moon', lon: 96, speed: 13 }, { id: 'saturn', lon: 100, speed: 0.1 })?.applying,
    ).toBe(true);
    // Moon 4° past it: separating.
    expect(
      aspectBetween({ id: 'moon', lon: 104, speed: 13 }, { id: 'saturn', lon: 100, speed: 0.1 })?.applying,
    ).toBe(false);
    // Square across 0° Aries: Mercury at 358° retrograde moving away from Venus at 91°.
    const square = aspectBetween(
      { id: 'mercury', lon: 358, speed: -0.5 },
      { id: 'venus', lon: 91, speed: 1.2 },
    );
    expect(square?.type).toBe('square');
    expect(square?.applying).toBe(false);
    // Opposition short of exact, the gap widening toward 180°: applying.
    expect(
      aspectBetween({ id: 'sun', lon: 10, speed: 1 }, { id: 'moon', lon: 185, speed: 12 })?.applying,
    ).toBe(true);
  });

  it('reports nothing outside the orbs', () => {
    expect(aspectBetween({ id: 'sun', lon: 0, speed: 1 }, { id: 'moon', lon: 45, speed: 12 })).toBeNull();
  });

  it('works between two charts (synastry) and within one (each pair once)', () => {
    const mine = [
      { id: 'sun', lon: 10, speed: 1 },
      { id: 'moon', lon: 70, speed: 12 },
    ];
    const theirs = [{ id: 'venus', lon: 190, speed: 1.1 }];
    expect(aspectsBetween(mine, theirs).map((aspect) => `${aspect.a}-${aspect.b}-${aspect.type}`)).toEqual([
      'sun-venus-opposition',
      'moon-venus-trine',
    ]);
    expect(aspectsBetween(mine, mine)).toHaveLength(1);
  });
});
