import type { PlaceResult } from './place-search';

/** Places as GET /api/places answers them, for tests. */
export const london: PlaceResult = {
  id: '2643743',
  name: 'London',
  region: 'England',
  country: 'United Kingdom',
  countryCode: 'GB',
  latitude: 51.50853,
  longitude: -0.12574,
  timeZone: 'Europe/London',
  population: 8961989,
};

export const newYork: PlaceResult = {
  id: '5128581',
  name: 'New York City',
  region: 'New York',
  country: 'United States',
  countryCode: 'US',
  latitude: 40.71427,
  longitude: -74.00597,
  timeZone: 'America/New_York',
  population: 8804190,
};

export const londonderry: PlaceResult = {
  id: '2643736',
  name: 'Londonderry',
  region: 'Northern Ireland',
  country: 'United Kingdom',
  countryCode: 'GB',
  latitude: 54.9981,
  longitude: -7.30934,
  timeZone: 'Europe/London',
  population: 83652,
};

export const tromso: PlaceResult = {
  id: '3133880',
  name: 'Tromsø',
  region: 'Troms og Finnmark',
  country: 'Norway',
  countryCode: 'NO',
  latitude: 69.6489,
  longitude: 18.95508,
  timeZone: 'Europe/Oslo',
  population: 52436,
};
