import { afterEach, describe, expect, it, vi } from 'vitest';
import { london } from './place-fixtures';
import { placeDisplayName, searchPlaces } from './place-search';

afterEach(() => {
  vi.restoreAllMocks();
});

const answer = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

describe('searchPlaces', () => {
  it('asks GET /api/places with the trimmed, encoded text and returns the validated places', async () => {
    const fetchImpl = answer({ places: [london] });
    expect(await searchPlaces('  São Paulo ', { fetchImpl })).toEqual([london]);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/places?q=S%C3%A3o%20Paulo');
  });

  it('does not search for blank text', async () => {
    const fetchImpl = answer({ places: [] });
    expect(await searchPlaces('   ', { fetchImpl })).toEqual([]);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('answers failures and malformed replies with no suggestions, logging them', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await searchPlaces('Lon', { fetchImpl: answer({ error: 'down' }, 503) })).toEqual([]);
    expect(await searchPlaces('Lon', { fetchImpl: answer({ places: [{ name: 'London' }] }) })).toEqual([]);
    expect(
      await searchPlaces('Lon', {
        fetchImpl: vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline'))),
      }),
    ).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(3);
  });

  it('stays quiet when a newer keystroke cancelled the search', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = new AbortController();
    controller.abort();
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    expect(await searchPlaces('Lon', { fetchImpl, signal: controller.signal })).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('placeLabel', () => {
  it('reads "City, Region, Country" and drops a region that repeats the name', () => {
    expect(placeDisplayName(london)).toBe('London, England, United Kingdom');
    expect(placeDisplayName({ name: 'Tokyo', region: 'Tokyo', country: 'Japan' })).toBe('Tokyo, Japan');
    expect(placeDisplayName({ name: 'Monaco', region: null, country: 'Monaco' })).toBe('Monaco, Monaco');
  });
});
