import { describe, expect, it } from 'vitest';
import type { BirthMoment, BirthPlace } from '@core/contract/birth-moment';
import { CHART_TYPE_IDS } from '@core/features/advanced-chart/chart-types';
import { type AdvancedChart, computeAdvancedChart } from '@core/sky/advanced/compute-advanced-chart';
import { WHEEL_INTER_ASPECTS, chartView } from './chart-view';
import { toEngineMoment } from './cast-chart';

const person: BirthMoment = {
  name: 'Ana',
  date: '1990-08-01',
  time: '14:30',
  utc: '1990-08-01T13:30:00.000Z',
  place: {
    name: 'London, England, United Kingdom',
    latitude: 51.50853,
    longitude: -0.12574,
    timeZone: 'Europe/London',
  },
};
const partner: BirthMoment = {
  name: 'Ben',
  date: '1988-03-05',
  time: '09:15',
  utc: '1988-03-05T14:15:00.000Z',
  place: {
    name: 'New York City, New York, United States',
    latitude: 40.71427,
    longitude: -74.00597,
    timeZone: 'America/New_York',
  },
};
const paris: BirthPlace = {
  name: 'Paris, France',
  latitude: 48.85341,
  longitude: 2.3488,
  timeZone: 'Europe/Paris',
};
const today = new Date('2026-03-01T10:00:00Z');

// Typed as the union the page holds: the view must dispatch on the type itself.
const compute = (type: (typeof CHART_TYPE_IDS)[number], targetLocation?: BirthPlace): AdvancedChart =>
  computeAdvancedChart(type, {
    person: toEngineMoment(person),
    partner: toEngineMoment(partner),
    ...(targetLocation ? { targetLocation } : {}),
    today,
  }) as AdvancedChart;

describe('toEngineMoment', () => {
  it('reads the instant, whether the time is known, and the coordinates', () => {
    expect(toEngineMoment(person)).toEqual({
      utc: new Date(person.utc),
      timeKnown: true,
      latitude: 51.50853,
      longitude: -0.12574,
    });
    const { time: _time, place: _place, ...bare } = person;
    expect(toEngineMoment(bare)).toEqual({ utc: new Date(person.utc), timeKnown: false });
  });
});

describe('chartView', () => {
  it('draws every chart type with houses when times and places are known', () => {
    for (const type of CHART_TYPE_IDS) {
      const view = chartView(compute(type, paris), { person, partner, targetLocation: paris });
      expect(
        view.wheel.inner.bodies.map((body) => body.id),
        type,
      ).toEqual([
        ...['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'],
        'trueNode',
      ]);
      expect(
        view.table.aspects.some((aspect) => aspect.from === 'meanNode' || aspect.to === 'meanNode'),
        type,
      ).toBe(false);
      expect(view.wheel.houses?.cusps, type).toHaveLength(12);
      expect(view.title, type).toContain('Ana');
    }
  });

  it('puts the person inside and the partner outside a synastry bi-wheel, with inter-aspects', () => {
    const view = chartView(compute('synastry'), { person, partner });
    expect(view.title).toBe('Synastry of Ana and Ben');
    expect(view.wheel.inner.label).toBe('Ana');
    expect(view.wheel.outer?.label).toBe('Ben');
    expect(view.wheel.aspects.length).toBeLessThanOrEqual(WHEEL_INTER_ASPECTS);
    expect(view.table.aspects.length).toBeGreaterThanOrEqual(view.wheel.aspects.length);
    expect(
      view.wheel.aspects.every((aspect) => aspect.fromRing === 'inner' && aspect.toRing === 'outer'),
    ).toBe(true);
  });

  it('puts natal inside and progressed outside', () => {
    const view = chartView(compute('progressed'), { person });
    expect([view.wheel.inner.label, view.wheel.outer?.label]).toEqual(['Natal', 'Progressed']);
    expect(view.facts[0]).toMatch(/^Secondary progressions to today: age 35\.6/);
  });

  it('gives a return’s instant to the minute on the clock of the place it is cast for', () => {
    const solar = compute('solar-return', paris);
    const view = chartView(solar, { person, targetLocation: paris });
    expect(view.facts[0]).toMatch(
      /^Solar return: Aug 1, 2025, \d\d:\d\d GMT\+2 \/ Aug 1, 2025, \d\d:\d\d UTC$/,
    );
    expect(view.facts[1]).toBe('Cast for Paris, France');
    const atBirthplace = chartView(compute('lunar-return'), { person });
    expect(atBirthplace.facts[0]).toMatch(/^Lunar return: Mar \d+, 2026, \d\d:\d\d GMT \/ /);
    expect(atBirthplace.facts[2]).toBe('Cast for the birthplace, London, England, United Kingdom');
  });

  it('lists the planets that change house in a relocation', () => {
    const view = chartView(compute('relocation', paris), { person, targetLocation: paris });
    expect(view.facts[0]).toBe('Birth moment recast for Paris, France');
    expect(view.houseChanges?.length).toBeGreaterThan(0);
    for (const line of view.houseChanges ?? [])
      expect(line).toMatch(/^[A-Z][\w ]+: natal house \d+ → house \d+$|^Every planet/);
  });

  it('hands the focus houses of a specialised chart to its table', () => {
    const view = chartView(compute('vocational'), { person });
    expect(view.focus?.houses.map((house) => house.house)).toEqual([10, 6, 2]);
    expect(view.focus?.keyPlanets.map((planet) => planet.body)).toContain('Saturn');
    expect(view.summary.length).toBeGreaterThan(3);
    expect(view.facts[0]).toBe('Read from your natal houses (placidus)');
  });
});
