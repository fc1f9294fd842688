import type { ApiError } from '@core/contract/reading';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { getPlaceIndex } from '../places/place-index';
import { createCapturingLogger } from '../testing/capturing-logger';
import { type PlacesResponse, createPlaceRoutes } from './places';

const app = new Hono().route('/api', createPlaceRoutes());

// Build the shared index up front so each request below measures only the search.
beforeAll(() => getPlaceIndex().then(() => undefined), 60_000);

const getJson = async <Body>(path: string) => {
  const response = await app.request(path);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
};

describe('GET /api/places', () => {
  it('answers a prefix with places, best match first', async () => {
    const { status, headers, body } = await getJson<PlacesResponse>('/api/places?q=Lond');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/application\/json/);
    expect(headers.get('cache-control')).toMatch(/max-age/);
    expect(body.places).toHaveLength(10);
    expect(body.places[0]).toEqual({
      id: expect.any(String),
      name: 'London',
      region: 'England',
      country: 'United Kingdom',
      countryCode: 'GB',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      timeZone: 'Europe/London',
      population: expect.any(Number),
    });
  });

  it('trims the query, ignores accents and honours the limit', async () => {
    const { body } = await getJson<PlacesResponse>(
      `/api/places?q=${encodeURIComponent('  sao paulo ')}&limit=3`,
    );
    expect(body.places.length).toBeLessThanOrEqual(3);
    expect(body.places[0]).toMatchObject({ name: 'São Paulo', timeZone: 'America/Sao_Paulo' });
    const { body: wide } = await getJson<PlacesResponse>('/api/places?q=san&limit=20');
    expect(wide.places).toHaveLength(20);
  });

  it('answers an unknown prefix with an empty list', async () => {
    const { status, body } = await getJson<PlacesResponse>('/api/places?q=qqqqzz');
    expect(status).toBe(200);
    expect(body.places).toEqual([]);
  });

  it.each([
    ['/api/places', 'q'],
    ['/api/places?q=', 'q'],
    ['/api/places?q=%20%20%20', 'q'],
    [`/api/places?q=${'a'.repeat(81)}`, 'q'],
    ['/api/places?q=lon&limit=0', 'limit'],
    ['/api/places?q=lon&limit=21', 'limit'],
    ['/api/places?q=lon&limit=ten', 'limit'],
    ['/api/places?q=lon&limit=2.5', 'limit'],
  ])('rejects %s with a field error on %s', async (path, field) => {
    const { status, body } = await getJson<ApiError>(path);
    expect(status).toBe(400);
    expect(body.error).toEqual(expect.any(String));
    expect(body.issues?.map((issue) => issue.path)).toEqual([field]);
    expect(body.issues?.[0]?.message).toEqual(expect.any(String));
  });

  it('accepts a query of exactly 80 characters', async () => {
    const { status } = await getJson<PlacesResponse>(`/api/places?q=${'a'.repeat(80)}`);
    expect(status).toBe(200);
  });
});

describe('GET /api/places/:id', () => {
  it('returns the place a search gave', async () => {
    const { body: search } = await getJson<PlacesResponse>('/api/places?q=new%20y&limit=1');
    const newYork = search.places[0];
    expect(newYork).toMatchObject({ name: 'New York City', timeZone: 'America/New_York' });
    const { status, body } = await getJson<unknown>(`/api/places/${newYork?.id}`);
    expect(status).toBe(200);
    expect(body).toEqual(newYork);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await getJson<ApiError>('/api/places/1')).status).toBe(404);
    const malformed = await getJson<ApiError>('/api/places/london');
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues?.[0]?.path).toBe('id');
  });
});

describe('when the index cannot be loaded', () => {
  it('answers 503 with a plain message and logs the cause', async () => {
    const logger = createCapturingLogger();
    const broken = new Hono().route(
      '/api',
      createPlaceRoutes({ loadIndex: () => Promise.reject(new Error('ENOENT cities500.txt')), logger }),
    );
    const response = await broken.request('/api/places?q=lon');
    expect(response.status).toBe(503);
    const body = (await response.json()) as ApiError;
    expect(body.error).not.toMatch(/ENOENT/);
    expect(logger.text()).toMatch(/ENOENT cities500\.txt/);
  });
});
