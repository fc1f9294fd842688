import { describe, expect, it } from 'vitest';
import { computeChart } from '../../sky/chart';
import { zodiacPlace } from '../../sky/zodiac-place';
import { EXAMPLE_CHART } from './example-chart';

describe('the example chart of the houses and natal-chart lessons', () => {
  const chart = computeChart({
    utc: new Date(EXAMPLE_CHART.utc),
    latitude: EXAMPLE_CHART.latitude,
    longitude: EXAMPLE_CHART.longitude,
  });

  it('rises in Sagittarius, as the natal lesson’s practice line assumes, with its ruler Jupiter placed in a house', () => {
    expect(chart.houses, 'the example needs houses').toBeDefined();
    expect(zodiacPlace(chart.houses?.asc ?? 0).sign).toBe('sagittarius');
    expect(chart.bodies.jupiter.house).toBeGreaterThanOrEqual(1);
  });

  it('spreads its planets over several houses above and below the horizon, so the houses have something to show', () => {
    const houses = new Set(
      (['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const).map(
        (id) => chart.bodies[id].house ?? 0,
      ),
    );
    expect(houses.size).toBeGreaterThanOrEqual(4);
    expect([...houses].some((house) => house >= 7)).toBe(true);
    expect([...houses].some((house) => house <= 6)).toBe(true);
  });
});
