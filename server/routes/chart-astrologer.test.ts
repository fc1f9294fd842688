import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { HOUSE_SYSTEM_IDS } from '@core/sky/house-systems';
import { createChartRoutes } from './chart';

const app = new Hono().route('/api', createChartRoutes());
const LONDON = 'utc=1990-07-15T13:30:00Z&lat=51.5&lon=-0.13';

interface Position {
  lon: number;
  sign: string;
  speed: number;
  retrograde: boolean;
  house?: number;
}
interface AstrologerChartBody {
  zodiac: { zodiac: string; ayanamsa?: string; ayanamsaDegrees?: number };
  bodies: Record<string, Position>;
  houses?: { system: string; asc: number; mc: number; cusps: number[]; vertex: number; fallback?: object };
  points?: { partOfFortune: { lon: number; formula: string; house: number }; vertex: { lon: number } };
  aspectChoice: { set: string; orbs: string };
  aspects: { a: string; b: string; type: string; orb: number }[];
}

const chartFor = async (query: string) => {
  const response = await app.request(`/api/chart?${query}`);
  expect(response.status, query).toBe(200);
  return (await response.json()) as AstrologerChartBody;
};

describe('GET /api/chart: what an astrologer asks for (issue 29)', () => {
  it.each(HOUSE_SYSTEM_IDS)('accepts houses=%s and answers in that system', async (system) => {
    const chart = await chartFor(`${LONDON}&houses=${system}`);
    expect(chart.houses?.system).toBe(system);
    expect(chart.houses?.cusps).toHaveLength(12);
  });

  it('keeps asc and mc the real angles when the first cusp is not the Ascendant', async () => {
    const placidus = await chartFor(LONDON);
    const vehlow = await chartFor(`${LONDON}&houses=vehlow`);
    expect(vehlow.houses?.asc).toBe(placidus.houses?.asc);
    expect(vehlow.houses?.mc).toBe(placidus.houses?.mc);
    expect(vehlow.houses?.cusps[0]).toBeCloseTo(((placidus.houses?.asc ?? 0) - 15 + 360) % 360, 9);
  });

  it('flags the polar fallback for Placidus and Koch and computes the other systems there', async () => {
    const svalbard = 'utc=2000-01-01T12:00:00Z&lat=78.2&lon=15.6';
    for (const system of ['placidus', 'koch']) {
      const chart = await chartFor(`${svalbard}&houses=${system}`);
      expect(chart.houses?.fallback).toMatchObject({ from: system, to: 'porphyry' });
    }
    for (const system of ['campanus', 'alcabitius', 'topocentric', 'morinus', 'meridian', 'vehlow']) {
      const chart = await chartFor(`${svalbard}&houses=${system}`);
      expect(chart.houses?.system, system).toBe(system);
      expect(chart.houses?.fallback, system).toBeUndefined();
    }
  });

  it('adds Chiron with its retrograde flag and Lilith, the Part of Fortune and the Vertex', async () => {
    const chart = await chartFor(LONDON);
    expect(chart.zodiac).toEqual({ zodiac: 'tropical' });
    expect(chart.bodies.chiron?.retrograde).toBe((chart.bodies.chiron?.speed ?? 0) < 0);
    expect(chart.bodies.lilith?.sign).toEqual(expect.any(String));
    expect(chart.points?.partOfFortune.formula).toBe('day');
    expect(chart.points?.vertex.lon).toBe(chart.houses?.vertex);
    expect(chart.aspectChoice).toEqual({ set: 'usual', orbs: 'standard' });
  });

  it('makes every longitude sidereal and says by how much', async () => {
    const tropical = await chartFor(LONDON);
    const sidereal = await chartFor(`${LONDON}&zodiac=sidereal&ayanamsa=fagan-bradley`);
    const ayanamsa = sidereal.zodiac.ayanamsaDegrees ?? Number.NaN;
    expect(sidereal.zodiac).toMatchObject({ zodiac: 'sidereal', ayanamsa: 'fagan-bradley' });
    expect(ayanamsa).toBeGreaterThan(24.55);
    expect(ayanamsa).toBeLessThan(24.65);
    const shifted = (lon: number) => (lon - ayanamsa + 360) % 360;
    expect(sidereal.bodies.sun?.lon).toBeCloseTo(shifted(tropical.bodies.sun?.lon ?? 0), 9);
    expect(sidereal.bodies.chiron?.lon).toBeCloseTo(shifted(tropical.bodies.chiron?.lon ?? 0), 9);
    expect(sidereal.houses?.asc).toBeCloseTo(shifted(tropical.houses?.asc ?? 0), 9);
    expect(sidereal.houses?.mc).toBeCloseTo(shifted(tropical.houses?.mc ?? 0), 9);
    expect(sidereal.houses?.cusps[4]).toBeCloseTo(shifted(tropical.houses?.cusps[4] ?? 0), 9);
    expect(sidereal.points?.partOfFortune.lon).toBeCloseTo(
      shifted(tropical.points?.partOfFortune.lon ?? 0),
      9,
    );
    expect(sidereal.bodies.sun?.sign).not.toBe(tropical.bodies.sun?.sign);
  });

  it('reads zodiac=sidereal alone as Lahiri', async () => {
    const chart = await chartFor(`${LONDON}&zodiac=sidereal`);
    expect(chart.zodiac.ayanamsa).toBe('lahiri');
  });

  it('chooses the aspects and the orbs', async () => {
    const minors = ['semi-sextile', 'semi-square', 'sesquiquadrate', 'quintile', 'bi-quintile'];
    const all = await chartFor(`${LONDON}&aspects=all`);
    const major = await chartFor(`${LONDON}&aspects=major`);
    const tight = await chartFor(`${LONDON}&aspects=all&orbs=tight`);
    expect(all.aspects.some((aspect) => minors.includes(aspect.type))).toBe(true);
    expect(major.aspects.some((aspect) => minors.includes(aspect.type) || aspect.type === 'quincunx')).toBe(
      false,
    );
    expect(tight.aspects.length).toBeLessThan(all.aspects.length);
    expect(tight.aspectChoice).toEqual({ set: 'all', orbs: 'tight' });
  });

  it.each([
    ['houses=gauquelin', 'houses'],
    ['houses=Placidus', 'houses'],
    ['zodiac=draconic', 'zodiac'],
    ['zodiac=sidereal&ayanamsa=yukteshwar', 'ayanamsa'],
    ['ayanamsa=lahiri', 'ayanamsa'],
    ['aspects=minor', 'aspects'],
    ['orbs=wide', 'orbs'],
  ])('refuses %s with a 400 naming %s', async (query, path) => {
    const response = await app.request(`/api/chart?${LONDON}&${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues?: { path: string }[] };
    expect(body.issues?.map((issue) => issue.path)).toContain(path);
  });
});
