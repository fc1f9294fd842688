import { describe, expect, it } from 'vitest';
import { houseOf } from '../houses';
import { london1948, losAngeles1926, noTimeNoPlace } from './advanced-fixtures';
import { synastry } from './synastry';

describe('synastry', () => {
  const chart = synastry(london1948, losAngeles1926);

  it('finds the same inter-aspects whichever person is inside', () => {
    const swapped = synastry(losAngeles1926, london1948);
    expect(chart.interAspects.length).toBeGreaterThan(5);
    expect(swapped.interAspects).toHaveLength(chart.interAspects.length);
    const key = (inner: string, outer: string, type: string) => `${inner}|${outer}|${type}`;
    const forward = new Set(chart.interAspects.map((aspect) => key(aspect.inner, aspect.outer, aspect.type)));
    for (const aspect of swapped.interAspects)
      expect(forward.has(key(aspect.outer, aspect.inner, aspect.type))).toBe(true);
  });

  it('labels the rings: inner is the person, outer the partner, tightest aspect first', () => {
    expect(chart.inner.utc).toBe(london1948.utc.toISOString());
    expect(chart.outer.utc).toBe(losAngeles1926.utc.toISOString());
    const orbs = chart.interAspects.map((aspect) => aspect.orb);
    expect(orbs).toEqual([...orbs].sort((a, b) => a - b));
    expect(
      chart.interAspects.some((aspect) => aspect.inner === 'meanNode' || aspect.outer === 'meanNode'),
    ).toBe(false);
  });

  it('places each person’s bodies in the other’s houses', () => {
    const cusps = chart.inner.houses?.cusps ?? [];
    const venus = chart.outerInInnerHouses?.find((overlay) => overlay.body === 'venus');
    expect(venus?.house).toBe(houseOf(chart.outer.bodies.venus.lon, cusps));
    expect(chart.innerInOuterHouses).toHaveLength(11);
  });

  it('leaves the overlays out for a chart without houses', () => {
    const partial = synastry(london1948, noTimeNoPlace);
    expect(partial.outerInInnerHouses).toHaveLength(11);
    expect(partial.innerInOuterHouses).toBeUndefined();
  });
});
