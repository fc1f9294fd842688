import { beforeAll, describe, expect, it } from 'vitest';
import { buildPlaceIndex } from './build-place-index';
import type { PlaceIndex } from './place';
import { PLACES, REGION_NAMES, place } from './place-fixtures';

let index: PlaceIndex;
beforeAll(async () => {
  index = await buildPlaceIndex(PLACES, { regionNames: REGION_NAMES });
});

const names = (query: string, limit?: number) =>
  index.search(query, limit).map((found) => `${found.name} ${found.countryCode}`);

describe('buildPlaceIndex', () => {
  it('holds every place', () => {
    expect(index.size).toBe(PLACES.length);
  });

  it('answers a prefix with the most populous places first', () => {
    expect(names('Lond')).toEqual(['London GB', 'Londrina BR', 'London CA']);
  });

  it('returns the full result shape with region and English country names', () => {
    expect(index.search('london', 1)).toEqual([
      {
        id: '2643743',
        name: 'London',
        region: 'England',
        country: 'United Kingdom',
        countryCode: 'GB',
        latitude: 0,
        longitude: 0,
        timeZone: 'Europe/London',
        population: 8_961_989,
      },
    ]);
  });

  it('ignores case, accents and punctuation', () => {
    expect(names('sao paulo')).toEqual(['São Paulo BR']);
    expect(names('SÃO-PAU')).toEqual(['São Paulo BR']);
    expect(names('zurich')).toEqual(['Zürich CH']);
    expect(names('Zürich')).toEqual(['Zürich CH']);
  });

  it('narrows by region or country after a comma', () => {
    expect(names('springfield')).toEqual(['Springfield US', 'Springfield US']);
    expect(index.search('springfield, il').map((found) => found.region)).toEqual(['Illinois']);
    expect(index.search('springfield, missouri').map((found) => found.region)).toEqual(['Missouri']);
    expect(names('london, canada')).toEqual(['London CA']);
    expect(names('london, uk')).toEqual(['London GB']);
    expect(names('london, ca')).toEqual(['London CA']);
    expect(names('london, france')).toEqual([]);
  });

  it('finds big cities by other-language names, below towns that bear the name themselves', () => {
    expect(names('wien')).toEqual(['Wiener Neustadt AT', 'Vienna AT', 'Wienerdorf AT']);
    expect(names('вена')).toEqual(['Vienna AT']);
    expect(names('lund')).toEqual(['Lund SE', 'London GB']);
    expect(names('londres')).toEqual(['London GB']);
    // "Landen" is a Belgian town's own name, so it never leads to London.
    expect(names('landen')).toEqual(['Landen BE']);
  });

  it('keeps each place once, even when several of its names match', () => {
    expect(names('l', 20).filter((name) => name === 'London GB')).toHaveLength(1);
  });

  it('clamps the limit to 1–20 and defaults to 10', () => {
    const many = Array.from({ length: 30 }, (_, position) =>
      place({
        geonameId: 1000 + position,
        name: `Testville ${position}`,
        countryCode: 'US',
        population: 30 - position,
      }),
    );
    return buildPlaceIndex(many, { regionNames: {} }).then((big) => {
      expect(big.search('test')).toHaveLength(10);
      expect(big.search('test', 50)).toHaveLength(20);
      expect(big.search('test', 0)).toHaveLength(10);
      expect(big.search('test', 3).map((found) => found.name)).toEqual([
        'Testville 0',
        'Testville 1',
        'Testville 2',
      ]);
    });
  });

  it('answers nothing for an empty or punctuation-only query', () => {
    expect(index.search('')).toEqual([]);
    expect(index.search(' - ')).toEqual([]);
    expect(index.search('qqqq')).toEqual([]);
  });

  it('shows no region where GeoNames has none', () => {
    expect(index.search('nowhere')[0]).toMatchObject({ region: null, country: 'Macao SAR China' });
  });

  it('finds a place by id', () => {
    expect(index.byId('2657896')?.name).toBe('Zürich');
    expect(index.byId('6058560')?.region).toBe('Ontario');
    expect(index.byId('12345')).toBeUndefined();
    expect(index.byId('abc')).toBeUndefined();
  });
});
