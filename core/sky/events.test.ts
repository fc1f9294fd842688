import { describe, expect, it } from 'vitest';
import { computeChart } from './chart';
import { SKY_EVENT_TYPES, type SkyEvent, findSkyEvents } from './events';
import { referenceData } from './reference/reference-data';

const DAY_MS = 86_400_000;
const around = (utc: string) => findSkyEvents(new Date(Date.parse(utc) - 2 * DAY_MS), 4);
const nearestMinutes = (events: SkyEvent[], utc: string) =>
  Math.min(...events.map((event) => Math.abs(Date.parse(event.utc) - Date.parse(utc)) / 60_000));

/**
 * Stations of Uranus to Pluto are flat (Pluto's speed changes by only ~5e-4 °/day²), so a speed
 * error of 1e-5 °/day moves them by half an hour. With the sky frame's nutation brought close to
 * IAU 2000B (nutation-correction.ts), every station in this set lands within 11 minutes (the
 * worst, Pluto in November 2048, is where Moshier's own speed disagrees with its longitudes by 12
 * minutes).
 */
const STATION_TOLERANCE_MINUTES = 30;

describe('findSkyEvents against Swiss Ephemeris', () => {
  it('times every reference lunation within 30 seconds', () => {
    const failures: string[] = [];
    for (const lunation of referenceData.events.lunations) {
      const error =
        nearestMinutes(
          around(lunation.utc).filter((event) => event.type === lunation.type),
          lunation.utc,
        ) * 60;
      if (!(error <= 30)) failures.push(`${lunation.type} ${lunation.utc}: off by ${error.toFixed(1)} s`);
    }
    expect(failures).toEqual([]);
  });

  it('times every reference station (Mercury to Pluto) within 30 minutes', () => {
    const failures: string[] = [];
    for (const station of referenceData.events.stations) {
      const candidates = around(station.utc).filter(
        (event) => event.type === station.type && event.body === station.body,
      );
      const error = nearestMinutes(candidates, station.utc);
      if (!(error <= STATION_TOLERANCE_MINUTES))
        failures.push(`${station.body} ${station.type} ${station.utc}: off by ${error.toFixed(1)} min`);
    }
    expect(failures).toEqual([]);
  });

  it('finds every reference eclipse with its maximum within 10 minutes', () => {
    const failures: string[] = [];
    for (const eclipse of referenceData.events.eclipses) {
      const error = nearestMinutes(
        around(eclipse.utc).filter((event) => event.type === eclipse.type),
        eclipse.utc,
      );
      if (!(error <= 10))
        failures.push(`${eclipse.type} (${eclipse.kind}) ${eclipse.utc}: off by ${error.toFixed(1)} min`);
    }
    expect(failures).toEqual([]);
  });
});

describe('findSkyEvents', () => {
  const events = findSkyEvents(new Date('2024-03-01T00:00:00Z'), 31);

  it('returns events sorted by time, inside the range, of known types', () => {
    const times = events.map((event) => Date.parse(event.utc));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.parse('2024-03-01T00:00:00Z'));
    expect(Math.max(...times)).toBeLessThan(Date.parse('2024-04-01T00:00:00Z'));
    expect(events.every((event) => (SKY_EVENT_TYPES as readonly string[]).includes(event.type))).toBe(true);
  });

  it('includes the Sun entering Aries at the March 2024 equinox and the 25 March penumbral eclipse', () => {
    const equinox = events.find((event) => event.type === 'ingress' && event.body === 'sun');
    expect(equinox).toMatchObject({ sign: 'aries', retrograde: false });
    expect(Math.abs(Date.parse(equinox?.utc ?? '') - Date.parse('2024-03-20T03:06Z'))).toBeLessThan(120_000);
    expect(events.find((event) => event.type === 'lunar-eclipse')).toMatchObject({ kind: 'penumbral' });
  });

  it('pairs every void-of-course start with an end at the next Moon ingress', () => {
    const moonIngresses = events
      .filter((event) => event.type === 'ingress' && event.body === 'moon')
      .map((event) => event.utc);
    const starts = events.filter((event) => event.type === 'void-of-course-start');
    expect(starts.length).toBeGreaterThan(10);
    for (const start of starts) {
      expect(Date.parse(start.endUtc ?? '')).toBeGreaterThan(Date.parse(start.utc));
      if (Date.parse(start.endUtc ?? '') < Date.parse('2024-04-01T00:00:00Z')) {
        expect(moonIngresses).toContain(start.endUtc);
        expect(
          events.some((event) => event.type === 'void-of-course-end' && event.utc === start.endUtc),
        ).toBe(true);
      }
    }
  });

  it('agrees with the retrograde flag of charts cast either side of an outer-planet station', () => {
    const year = findSkyEvents(new Date('2026-01-01T00:00:00Z'), 365);
    const outer = year.filter(
      (event) =>
        event.type.startsWith('station-') && ['uranus', 'neptune', 'pluto'].includes(event.body ?? ''),
    );
    expect(outer.length).toBeGreaterThanOrEqual(4);
    for (const station of outer) {
      const ms = Date.parse(station.utc);
      const body = station.body as 'uranus' | 'neptune' | 'pluto';
      const before = computeChart({ utc: new Date(ms - 10 * 60_000) }).bodies[body].retrograde;
      const after = computeChart({ utc: new Date(ms + 10 * 60_000) }).bodies[body].retrograde;
      expect([before, after], `${body} ${station.type} ${station.utc}`).toEqual(
        station.type === 'station-retrograde' ? [false, true] : [true, false],
      );
    }
  });

  it('reports Mercury stationing retrograde in April 2024 and a retrograde ingress back', () => {
    const april = findSkyEvents(new Date('2024-04-01T00:00:00Z'), 30);
    const station = april.find((event) => event.type === 'station-retrograde' && event.body === 'mercury');
    expect(station?.sign).toBe('aries');
    expect(Math.abs(Date.parse(station?.utc ?? '') - Date.parse('2024-04-01T22:14Z'))).toBeLessThan(
      30 * 60_000,
    );
  });
});
