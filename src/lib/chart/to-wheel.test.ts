import { describe, expect, it } from 'vitest';
import { computeChart } from '@core/sky/chart';
import { aspectsBetween } from '@core/sky/aspects';
import { BODY_IDS } from '@core/sky/body-ids';
import { toBiWheel, toWheel, toWheelPoints, toWheelRing } from './to-wheel';

const natal = computeChart({
  utc: new Date('1990-07-15T13:30:00Z'),
  latitude: 51.50853,
  longitude: -0.12574,
});
const noHouses = computeChart({ utc: new Date('1990-07-15T11:00:00Z') });
const transits = computeChart({ utc: new Date('2024-01-01T12:00:00Z') });

describe('toWheel', () => {
  it('puts every body of the chart on the inner ring with its longitude, motion and house', () => {
    const wheel = toWheel(natal);
    expect(wheel.inner.label).toBe('Natal');
    expect(wheel.inner.bodies.map((body) => body.id)).toEqual([...BODY_IDS]);
    const sun = wheel.inner.bodies.find((body) => body.id === 'sun');
    expect(sun).toEqual({
      id: 'sun',
      lon: natal.bodies.sun.lon,
      retrograde: false,
      house: natal.bodies.sun.house,
    });
    expect(wheel.inner.bodies.find((body) => body.id === 'meanNode')?.retrograde).toBe(true);
  });

  it('passes the angles and the twelve cusps through', () => {
    const wheel = toWheel(natal);
    expect(wheel.houses?.asc).toBe(natal.houses?.asc);
    expect(wheel.houses?.mc).toBe(natal.houses?.mc);
    expect(wheel.houses?.cusps).toEqual(natal.houses?.cusps);
  });

  it('has no houses and no house numbers when the chart has none', () => {
    const wheel = toWheel(noHouses);
    expect(wheel.houses).toBeUndefined();
    expect(wheel.inner.bodies.every((body) => body.house === undefined)).toBe(true);
  });

  it('maps the aspects tightest first with both ends on the inner ring', () => {
    const wheel = toWheel(natal);
    expect(wheel.aspects).toHaveLength(natal.aspects.length);
    const orbs = wheel.aspects.map((aspect) => aspect.orb);
    expect(orbs).toEqual([...orbs].sort((left, right) => left - right));
    const tightest = [...natal.aspects].sort((left, right) => left.orb - right.orb)[0];
    expect(wheel.aspects[0]).toEqual({
      from: tightest?.a,
      to: tightest?.b,
      type: tightest?.type,
      orb: tightest?.orb,
      applying: tightest?.applying,
    });
    expect(wheel.aspects.some((aspect) => aspect.fromRing !== undefined)).toBe(false);
  });
});

describe('toBiWheel', () => {
  const points = (chart: typeof natal) =>
    BODY_IDS.map((id) => ({ id, lon: chart.bodies[id].lon, speed: chart.bodies[id].speed }));
  const interAspects = aspectsBetween(points(natal), points(transits));

  it('draws the inner chart’s houses, keeps its house numbers and lets the wheel place the outer ring', () => {
    const wheel = toBiWheel({
      inner: { chart: natal, label: 'Natal' },
      outer: { chart: transits, label: 'Transits' },
      interAspects,
    });
    expect(wheel.houses?.asc).toBe(natal.houses?.asc);
    expect(wheel.outer?.label).toBe('Transits');
    expect(wheel.inner.bodies.find((body) => body.id === 'sun')?.house).toBe(natal.bodies.sun.house);
    expect(wheel.outer?.bodies.every((body) => body.house === undefined)).toBe(true);
  });

  it('marks inter-aspects from the inner to the outer ring, tightest first, up to the limit', () => {
    const wheel = toBiWheel({
      inner: { chart: natal, label: 'Natal' },
      outer: { chart: transits, label: 'Transits' },
      interAspects,
      aspectLimit: 5,
    });
    expect(wheel.aspects).toHaveLength(Math.min(5, interAspects.length));
    expect(wheel.aspects.every((aspect) => aspect.fromRing === 'inner' && aspect.toRing === 'outer')).toBe(
      true,
    );
    expect(wheel.aspects[0]?.orb).toBe(Math.min(...interAspects.map((aspect) => aspect.orb)));
  });

  it('accepts synastry-style { inner, outer } aspects and the outer chart’s houses', () => {
    const wheel = toBiWheel({
      inner: { chart: noHouses, label: 'You' },
      outer: { chart: natal, label: 'Partner' },
      interAspects: [{ inner: 'venus', outer: 'mars', type: 'trine', orb: 1.5, applying: true }],
      housesFrom: 'outer',
    });
    expect(wheel.houses?.asc).toBe(natal.houses?.asc);
    expect(wheel.aspects).toEqual([
      {
        from: 'venus',
        to: 'mars',
        type: 'trine',
        orb: 1.5,
        applying: true,
        fromRing: 'inner',
        toRing: 'outer',
      },
    ]);
    expect(wheel.outer?.bodies.find((body) => body.id === 'sun')?.house).toBe(natal.bodies.sun.house);
  });

  it('skips bodies a chart-like object does not have', () => {
    const ring = toWheelRing({ bodies: { sun: { lon: 10, retrograde: false } } }, 'Partial');
    expect(ring.bodies).toEqual([{ id: 'sun', lon: 10, retrograde: false }]);
  });
});

describe('toWheelPoints', () => {
  it('names the Part of Fortune with its formula and lists the Vertex', () => {
    const points = toWheelPoints({
      partOfFortune: { lon: 10, house: 1, formula: 'night' },
      vertex: { lon: 200, house: 7 },
    });
    expect(points.map((point) => point.name)).toEqual(['Part of Fortune (night formula)', 'Vertex']);
    expect(toWheelPoints(undefined)).toEqual([]);
  });
});
