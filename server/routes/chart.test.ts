import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createChartRoutes } from './chart';

const app = new Hono().route('/api', createChartRoutes());

interface ChartBody {
  utc: string;
  bodies: Record<string, { lon: number; sign: string; house?: number; retrograde: boolean }>;
  houses?: {
    system: string;
    asc: number;
    mc: number;
    cusps: number[];
    fallback?: { from: string; to: string };
  };
  aspects: unknown[];
}

describe('GET /api/chart', () => {
  it('casts a chart for an instant and place with Placidus houses by default', async () => {
    const response = await app.request('/api/chart?utc=1948-11-14T21:14:00Z&lat=51.5&lon=-0.166667');
    expect(response.status).toBe(200);
    const chart = (await response.json()) as ChartBody;
    expect(chart.utc).toBe('1948-11-14T21:14:00.000Z');
    expect(chart.bodies.sun).toMatchObject({ sign: 'scorpio' });
    expect(chart.bodies.trueNode).toBeDefined();
    expect(chart.houses?.system).toBe('placidus');
    expect(chart.houses?.cusps).toHaveLength(12);
    expect(Object.values(chart.bodies).every((body) => body.lon >= 0 && body.lon < 360)).toBe(true);
  });

  it('accepts a local date, time and IANA zone', async () => {
    const response = await app.request(
      '/api/chart?date=1926-06-01&time=09:30&tz=America/Los_Angeles&lat=34.05&lon=-118.25&houses=koch',
    );
    const chart = (await response.json()) as ChartBody;
    expect(chart.utc).toBe('1926-06-01T17:30:00.000Z');
    expect(chart.houses?.system).toBe('koch');
  });

  it('leaves out houses without a place and reports the polar fallback', async () => {
    const withoutPlace = (await (
      await app.request('/api/chart?utc=2000-01-01T12:00:00Z')
    ).json()) as ChartBody;
    expect(withoutPlace.houses).toBeUndefined();
    const polar = (await (
      await app.request('/api/chart?utc=2000-01-01T12:00:00Z&lat=78.2&lon=15.6')
    ).json()) as ChartBody;
    expect(polar.houses?.fallback).toMatchObject({ from: 'placidus', to: 'porphyry' });
  });

  it.each([
    ['/api/chart', 'utc'],
    ['/api/chart?utc=yesterday', 'utc'],
    ['/api/chart?utc=2000-01-01T12:00:00Z&lat=95&lon=0', 'lat'],
    ['/api/chart?utc=2000-01-01T12:00:00Z&lat=10', 'lon'],
    ['/api/chart?utc=2000-01-01T12:00:00Z&houses=gauquelin', 'houses'],
    ['/api/chart?date=2000-01-01&time=25:00&tz=UTC', 'time'],
    ['/api/chart?date=2000-01-01&time=10:00&tz=Mars/Olympus', 'tz'],
  ])('rejects %s with 400 naming %s', async (url, path) => {
    const response = await app.request(url);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; issues?: { path: string; message: string }[] };
    expect(body.error).toMatch(/not valid/);
    expect(body.issues?.map((issue) => issue.path)).toContain(path);
  });
});

describe('GET /api/chart with a local date, time and zone', () => {
  const app = new Hono().route('/api', createChartRoutes());
  const utcOf = async (query: string) =>
    ((await (await app.request(`/api/chart?${query}`)).json()) as { utc: string }).utc;

  it('reads the time through the zone history, daylight saving included', async () => {
    expect(await utcOf('date=2024-07-01&time=12:00&tz=Europe/Paris')).toBe('2024-07-01T10:00:00.000Z');
    expect(await utcOf('date=2024-01-01&time=12:00&tz=Europe/Paris')).toBe('2024-01-01T11:00:00.000Z');
    expect(await utcOf('date=2024-03-10&time=12:00&tz=Asia/Kolkata')).toBe('2024-03-10T06:30:00.000Z');
  });

  it('uses local mean time from the longitude before the zone had standard time', async () => {
    // New York kept local mean time until 1883; at 74.006° W that is UTC−4:56:01.4.
    const utc = await utcOf('date=1850-06-01&time=12:00&tz=America/New_York&lat=40.71&lon=-74.006');
    expect(Math.abs(Date.parse(utc) - Date.parse('1850-06-01T16:56:01.440Z'))).toBeLessThan(1_000);
  });

  it.each([
    [
      'date=2021-11-07&time=01:30&tz=America/New_York',
      'happens twice',
      ['2021-11-07T05:30:00.000Z', '2021-11-07T06:30:00.000Z'],
    ],
    [
      'date=2021-03-14&time=02:30&tz=America/New_York',
      'does not exist',
      ['2021-03-14T06:30:00.000Z', '2021-03-14T07:30:00.000Z'],
    ],
  ])('asks which instant was meant for %s', async (query, why, instants) => {
    const response = await app.request(`/api/chart?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: string;
      issues: { path: string }[];
      options: { utc: string }[];
    };
    expect(body.error).toContain(why);
    expect(body.issues[0]?.path).toBe('time');
    expect(body.options.map((option) => option.utc)).toEqual(instants);
  });
});

describe('GET /api/chart with a local date outside the supported years', () => {
  it.each(['0000-01-01', '0001-06-15', '1799-12-31', '2200-01-01', '9999-12-31'])(
    '%s is a 400 that names the years, not a server error',
    async (date) => {
      const response = await app.request(`/api/chart?date=${date}&time=15:30&tz=Europe/London`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/1800/);
    },
  );
});
