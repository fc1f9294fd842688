import { describe, expect, it } from 'vitest';
import { SIGN_IDS, signForLongitude, signs } from '../../content/signs';
import { houseOf } from '../houses';
import { type ReferenceChart, referenceData } from '../reference/reference-data';
import { noTimeNoPlace } from './advanced-fixtures';
import type { ChartMoment } from './birth-moment';
import { focusReading } from './focus-reading';
import { READING_BODY_IDS } from './reading-bodies';

/** Marilyn Monroe's chart from the Swiss Ephemeris reference set (Placidus). */
const reference = referenceData.charts.find((chart) => chart.id === 'f02') as ReferenceChart;
const cusps = reference.houses.placidus?.cusps ?? [];
const moment: ChartMoment = {
  utc: new Date(reference.utc),
  timeKnown: true,
  latitude: reference.lat,
  longitude: reference.lon,
};
const referenceHouse = (body: string) => houseOf(reference.bodies[body]?.lon ?? NaN, cusps);

describe('focusReading on a reference chart', () => {
  it('medical: houses 1, 6, 8, 12 with their cusp signs and rulers', () => {
    const reading = focusReading(moment, 'medical');
    expect(reading.houseBasis).toBe('natal');
    expect(reading.houses.map((house) => house.house)).toEqual([1, 6, 8, 12]);
    expect(reading.houses.map((house) => house.cuspSign)).toEqual(['leo', 'capricorn', 'pisces', 'cancer']);
    const eighth = reading.houses[2];
    expect(eighth?.rulers.map((ruler) => [ruler.body, ruler.rulership])).toEqual([
      ['neptune', 'modern'],
      ['jupiter', 'classical'],
    ]);
    expect(reading.houses[0]?.rulers.map((ruler) => [ruler.body, ruler.rulership])).toEqual([
      ['sun', 'both'],
    ]);
    expect(reading.keyPlanets.map((planet) => planet.body)).toEqual(['sun', 'moon', 'mars']);
  });

  it('agrees with the reference cusps and positions for every house, ruler and occupant', () => {
    for (const focus of ['medical', 'financial', 'vocational'] as const) {
      for (const house of focusReading(moment, focus).houses) {
        const cusp = cusps[house.house - 1] ?? NaN;
        expect(house.cuspSign, `${focus} house ${house.house}`).toBe(signForLongitude(cusp).id);
        const sign = signs[house.cuspSign];
        expect(house.rulers.map((ruler) => ruler.body)).toEqual(
          sign.ruler === sign.classicalRuler ? [sign.ruler] : [sign.ruler, sign.classicalRuler],
        );
        for (const ruler of house.rulers) expect(ruler.house, ruler.body).toBe(referenceHouse(ruler.body));
        expect(house.occupants.map((occupant) => occupant.body)).toEqual(
          READING_BODY_IDS.filter((body) => referenceHouse(body) === house.house),
        );
      }
    }
  });

  it('vocational: the Midheaven (Taurus) and its ruler Venus, Saturn and the Sun', () => {
    const reading = focusReading(moment, 'vocational');
    expect(reading.houses.map((house) => house.house)).toEqual([10, 6, 2]);
    expect(reading.houses[0]?.cuspSign).toBe('taurus');
    expect(reading.houses[0]?.occupants.map((occupant) => occupant.body)).toContain('sun');
    expect(reading.keyPlanets.map((planet) => planet.body)).toEqual(['saturn', 'venus', 'sun']);
    expect(reading.keyPlanets[1]).toMatchObject({ rulerOf: { house: 10, rulership: 'both' }, sign: 'aries' });
  });

  it('financial: houses 2, 8, 11 with Jupiter and Venus', () => {
    const reading = focusReading(moment, 'financial');
    expect(reading.houses.map((house) => [house.house, house.cuspSign])).toEqual([
      [2, 'virgo'],
      [8, 'pisces'],
      [11, 'gemini'],
    ]);
    expect(reading.keyPlanets.map((planet) => planet.body)).toEqual(['jupiter', 'venus']);
  });
});

describe('focusReading without houses', () => {
  it('falls back to whole-sign houses from the Sun’s sign and says so', () => {
    const reading = focusReading(noTimeNoPlace, 'vocational');
    expect(reading.houseBasis).toBe('solar');
    expect(reading.houseSystem).toBeUndefined();
    const sunSign = SIGN_IDS.indexOf(reading.chart.bodies.sun.sign);
    expect(reading.houses[0]?.cuspSign).toBe(SIGN_IDS[(sunSign + 9) % 12]);
    expect(reading.houses[0]?.cuspLongitude).toBe(((sunSign + 9) % 12) * 30);
    const sunHouse = reading.keyPlanets.find((planet) => planet.body === 'sun')?.house;
    expect(sunHouse).toBe(1);
  });
});
