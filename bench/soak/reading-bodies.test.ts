import { birthChartRequestSchema } from '@core/features/birth-chart/birth-chart-request';
import { horoscopeRequestSchema } from '@core/features/horoscope/horoscope-request';
import { describe, expect, it } from 'vitest';
import { birthChartBody, cachedReadingBody } from './reading-bodies';

describe('soak reading bodies', () => {
  it('asks for a valid daily horoscope', () => {
    expect(horoscopeRequestSchema.safeParse(JSON.parse(cachedReadingBody())).success).toBe(true);
  });

  it('makes 500 valid birth-chart requests for 500 different people', () => {
    const bodies = Array.from({ length: 500 }, (_, n) => birthChartBody(n));
    for (const body of bodies) {
      expect(birthChartRequestSchema.safeParse(JSON.parse(body)).success, body).toBe(true);
    }
    expect(new Set(bodies).size).toBe(500);
  });
});
