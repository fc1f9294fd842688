import { describe, expect, it } from 'vitest';
import { EXAMPLE_CHART } from '@core/features/learn-astrology/example-chart';
import { computeChart } from '@core/sky/chart';
import { exampleWheelGuide } from './example-wheel';

const chart = computeChart({
  utc: new Date(EXAMPLE_CHART.utc),
  latitude: EXAMPLE_CHART.latitude,
  longitude: EXAMPLE_CHART.longitude,
});

describe('exampleWheelGuide', () => {
  it('points the houses lesson at the Ascendant and the Sun’s house, from the computed chart', () => {
    expect(exampleWheelGuide('example-wheel-houses', chart)).toBe(
      `The Ascendant at the left is in Sagittarius and opens the 1st house; the houses are numbered anticlockwise from there. The Sun, in Cancer, sits in the ${chart.bodies.sun.house}th house, above the horizon.`,
    );
  });

  it('points the natal lesson at the chart ruler, as its practice line asks', () => {
    expect(exampleWheelGuide('example-wheel-natal', chart)).toBe(
      `The Ascendant is in Sagittarius, so Jupiter rules this chart: find it in Cancer in the ${chart.bodies.jupiter.house}th house.`,
    );
  });
});
