import { beforeAll, describe, expect, it } from 'vitest';
import { buildPlaceIndex } from './build-place-index';
import type { GeonamesPlace } from './geonames-dump';
import type { PlaceIndex } from './place';

const place = (
  fields: Partial<GeonamesPlace> & Pick<GeonamesPlace, 'geonameId' | 'name' | 'countryCode'>,
): GeonamesPlace => ({
  asciiName: fields.name,
  alternateNames: '',
  latitude: 0,
  longitude: 0,
  admin1Code: '',
  population: 0,
  timeZone: 'Etc/UTC',
  ...fields,
});

// A small world with the traps the real data has: same names in several countries, accents,
// other-language names that are also small towns' own names.
const PLACES = [
  place({
    geonameId: 2643743,
    name: 'London',
    countryCode: 'GB',
    admin1Code: 'ENG',
    population: 8_961_989,
    timeZone: 'Europe/London',
    alternateNames: 'Londres,Lundun,Landen',
  }),
  place({
    geonameId: 6058560,
    name: 'London',
    countryCode: 'CA',
    admin1Code: '08',
    population: 346_765,
    timeZone: 'America/Toronto',
  }),
  place({
    geonameId: 3458449,
    name: 'Londrina',
    countryCode: 'BR',
    admin1Code: '18',
    population: 588_125,
    timeZone: 'America/Sao_Paulo',
  }),
  place({
    geonameId: 2803073,
    name: 'Landen',
    countryCode: 'BE',
    admin1Code: 'VLG',
    population: 14_458,
    timeZone: 'Europe/Brussels',
  }),
  place({
    geonameId: 2693678,
    name: 'Lund',
    countryCode: 'SE',
    admin1Code: '27',
    population: 87_244,
    timeZone: 'Europe/Stockholm',
  }),
  place({
    geonameId: 3448439,
    name: 'São Paulo',
    asciiName: 'Sao Paulo',
    countryCode: 'BR',
    admin1Code: '27',
    population: 12_400_232,
    timeZone: 'America/Sao_Paulo',
  }),
  place({
    geonameId: 2657896,
    name: 'Zürich',
    asciiName: 'Zurich',
    countryCode: 'CH',
    admin1Code: 'ZH',
    population: 341_730,
    timeZone: 'Europe/Zurich',
  }),
  place({
    geonameId: 4250542,
    name: 'Springfield',
    countryCode: 'US',
    admin1Code: 'IL',
    population: 116_565,
    timeZone: 'America/Chicago',
  }),
  place({
    geonameId: 4409896,
    name: 'Springfield',
    countryCode: 'US',
    admin1Code: 'MO',
    population: 169_176,
    timeZone: 'America/Chicago',
  }),
  place({
    geonameId: 2761369,
    name: 'Vienna',
    countryCode: 'AT',
    admin1Code: '09',
    population: 1_691_468,
    timeZone: 'Europe/Vienna',
    alternateNames: 'Wien,Vienne,Вена',
  }),
  place({
    geonameId: 2761367,
    name: 'Wiener Neustadt',
    countryCode: 'AT',
    admin1Code: '03',
    population: 44_820,
    timeZone: 'Europe/Vienna',
  }),
  place({
    geonameId: 2761368,
    name: 'Wienerdorf',
    countryCode: 'AT',
    admin1Code: '03',
    population: 200,
    timeZone: 'Europe/Vienna',
  }),
  place({
    geonameId: 99,
    name: 'Nowhere In Particular',
    countryCode: 'MO',
    admin1Code: '00',
    population: 10,
  }),
];

const REGION_NAMES = {
  'GB.ENG': 'England',
  'CA.08': 'Ontario',
  'US.IL': 'Illinois',
  'US.MO': 'Missouri',
  'CH.ZH': 'Zurich',
};

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
