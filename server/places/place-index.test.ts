import { beforeAll, describe, expect, it } from 'vitest';
import { BENCH_PLACE_QUERIES } from '../../bench/places';
import type { PlaceIndex } from './place';
import { getPlaceIndex } from './place-index';

// The real data set: built once for this file (a second or so; the lead's `npm run bench`
// asserts the time budgets, here they are only logged).
let index: PlaceIndex;
beforeAll(async () => {
  const start = performance.now();
  index = await getPlaceIndex();
  console.info(`Place index: ${index.size} places built in ${(performance.now() - start).toFixed(0)} ms`);
}, 60_000);

const first = (query: string) => index.search(query, 1)[0];

describe('the place index over the GeoNames data', () => {
  it('holds at least 100,000 populated places', () => {
    expect(index.size).toBeGreaterThanOrEqual(100_000);
  });

  it('is built once and shared', async () => {
    expect(await getPlaceIndex()).toBe(index);
  });

  it('answers "Lond" with London, England first', () => {
    expect(first('Lond')).toMatchObject({
      name: 'London',
      region: 'England',
      country: 'United Kingdom',
      countryCode: 'GB',
      timeZone: 'Europe/London',
    });
    expect(first('Lond')?.latitude).toBeCloseTo(51.5, 1);
    expect(first('Lond')?.longitude).toBeCloseTo(-0.13, 1);
  });

  it('answers "new y" with New York City', () => {
    expect(first('new y')).toMatchObject({
      name: 'New York City',
      region: 'New York',
      countryCode: 'US',
      timeZone: 'America/New_York',
    });
  });

  it('ignores accents and case', () => {
    expect(first('sao paulo')).toMatchObject({
      name: 'São Paulo',
      countryCode: 'BR',
      timeZone: 'America/Sao_Paulo',
    });
    expect(first('Zürich')).toMatchObject({ name: 'Zürich', countryCode: 'CH', timeZone: 'Europe/Zurich' });
    expect(first('zurich')?.id).toBe(first('Zürich')?.id);
    expect(first('ZURICH')?.id).toBe(first('Zürich')?.id);
  });

  it('gives Kolkata and Sydney their zones', () => {
    expect(first('kolkata')).toMatchObject({ countryCode: 'IN', timeZone: 'Asia/Kolkata' });
    expect(first('sydney')).toMatchObject({ countryCode: 'AU', timeZone: 'Australia/Sydney' });
  });

  it('narrows by region after a comma', () => {
    expect(first('springfield, il')).toMatchObject({ region: 'Illinois', timeZone: 'America/Chicago' });
    expect(first('london, ontario')).toMatchObject({ countryCode: 'CA', timeZone: 'America/Toronto' });
  });

  it('finds big cities by their local names', () => {
    expect(index.search('wien').map((place) => place.name)).toContain('Vienna');
    expect(first('москва')).toMatchObject({ name: 'Moscow', timeZone: 'Europe/Moscow' });
  });

  it('gives every result a valid IANA zone and a country name', () => {
    for (const query of ['a', 'b', 'ma', 'sa', 'ku', 'new']) {
      for (const place of index.search(query, 20)) {
        expect(() => new Intl.DateTimeFormat('en', { timeZone: place.timeZone })).not.toThrow();
        expect(place.country).not.toBe(place.countryCode);
      }
    }
  });

  it('finds a place by its id', () => {
    const london = first('london');
    expect(london && index.byId(london.id)).toEqual(london);
  });

  it('measures the time to answer a prefix', () => {
    const timings: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const query of BENCH_PLACE_QUERIES) {
        const start = performance.now();
        index.search(query);
        timings.push(performance.now() - start);
      }
    }
    const average = timings.reduce((sum, time) => sum + time, 0) / timings.length;
    console.info(`Place search: average ${average.toFixed(3)} ms over ${timings.length} prefixes`);
    expect(timings).toHaveLength(5 * BENCH_PLACE_QUERIES.length);
  });
});
