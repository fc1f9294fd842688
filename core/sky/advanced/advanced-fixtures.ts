import type { ChartMoment } from './birth-moment';

/** Test births: known times and places, and one with neither (a noon stand-in). */
export const london1948: ChartMoment = {
  utc: new Date('1948-11-14T21:14:00Z'),
  timeKnown: true,
  latitude: 51.5,
  longitude: -0.166667,
};

export const losAngeles1926: ChartMoment = {
  utc: new Date('1926-06-01T17:30:00Z'),
  timeKnown: true,
  latitude: 34.05,
  longitude: -118.25,
};

export const noTimeNoPlace: ChartMoment = { utc: new Date('1990-03-03T12:00:00Z'), timeKnown: false };

export const today = new Date('2025-06-15T12:00:00Z');
export const paris = { latitude: 48.8566, longitude: 2.3522 };
