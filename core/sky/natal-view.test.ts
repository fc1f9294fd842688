import { describe, expect, it } from 'vitest';
import { computeAstrologerChart } from './astrologer-chart';
import { computeChart } from './chart';
import { natalViewOf } from './natal-view';

const BIRTH = { utc: new Date('1990-07-15T13:30:00Z'), latitude: 51.51, longitude: -0.13 };
const sortedAspects = (chart: ReturnType<typeof computeChart>) =>
  [...chart.aspects].map((aspect) => `${[aspect.a, aspect.b].sort().join('-')} ${aspect.type}`).sort();

describe('natalViewOf', () => {
  it('gives the same tropical Placidus chart as computeChart', () => {
    const view = natalViewOf(computeAstrologerChart(BIRTH));
    const classic = computeChart(BIRTH);
    expect(view.bodies.sun.lon).toBeCloseTo(classic.bodies.sun.lon, 9);
    expect(view.bodies.moon.house).toBe(classic.bodies.moon.house);
    expect(view.houses?.cusps).toEqual(classic.houses?.cusps);
    expect(sortedAspects(view)).toEqual(sortedAspects(classic));
  });

  it('keeps the sidereal longitudes, the chosen houses and no extra points', () => {
    const chart = computeAstrologerChart({
      ...BIRTH,
      houseSystem: 'whole-sign',
      zodiac: { zodiac: 'sidereal', ayanamsa: 'lahiri' },
    });
    const view = natalViewOf(chart);
    expect(view.bodies.sun.sign).toBe('gemini');
    expect(view.houses?.system).toBe('whole-sign');
    expect(Object.keys(view.bodies)).not.toContain('chiron');
    expect(Object.keys(view.bodies)).not.toContain('lilith');
  });
});
