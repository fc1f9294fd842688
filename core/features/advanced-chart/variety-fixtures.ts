import type { ChartMoment, GeoPlace } from '../../sky/advanced/birth-moment';

/**
 * Twelve varied people for the composer's variety budget: different decades, seasons, hours
 * and places, two without a birth time. Each is paired with the next one for the
 * relationship charts, so twelve pairs differ as much as twelve people do.
 */
export interface VarietyPerson {
  name: string;
  moment: ChartMoment;
}

const born = (name: string, utc: string, latitude?: number, longitude?: number): VarietyPerson => ({
  name,
  moment: {
    utc: new Date(utc),
    timeKnown: latitude !== undefined,
    ...(latitude !== undefined && longitude !== undefined ? { latitude, longitude } : {}),
  },
});

export const VARIETY_PEOPLE: readonly VarietyPerson[] = [
  born('Maya', '1991-02-11T06:40:00Z', 40.4168, -3.7038),
  born('Sam', '1988-07-29T22:05:00Z', 53.4808, -2.2426),
  born('Ines', '1975-10-03T13:15:00Z', -33.8688, 151.2093),
  born('Tariq', '1983-04-21T03:30:00Z', 30.0444, 31.2357),
  born('Lena', '2001-12-24T18:50:00Z', 52.52, 13.405),
  born('Kofi', '1969-05-30T09:10:00Z', 5.6037, -0.187),
  born('Priya', '1996-08-15T12:00:00Z'),
  born('Jonas', '1979-01-07T15:25:00Z', 59.3293, 18.0686),
  born('Aiko', '1986-11-19T23:45:00Z', 35.6762, 139.6503),
  born('Rafael', '1993-03-08T16:20:00Z', -23.5505, -46.6333),
  born('Noor', '2004-06-02T12:00:00Z'),
  born('Elena', '1962-09-12T05:55:00Z', 45.4642, 9.19),
];

/** Where the relocations go, one per person, and the day the progressions and returns are read. */
export const VARIETY_TARGETS: readonly GeoPlace[] = [
  { latitude: 48.8566, longitude: 2.3522 },
  { latitude: 40.7128, longitude: -74.006 },
  { latitude: 1.3521, longitude: 103.8198 },
  { latitude: 64.1466, longitude: -21.9426 },
  { latitude: -34.6037, longitude: -58.3816 },
  { latitude: 19.076, longitude: 72.8777 },
  { latitude: 37.7749, longitude: -122.4194 },
  { latitude: -1.2921, longitude: 36.8219 },
  { latitude: 55.7558, longitude: 37.6173 },
  { latitude: 21.3069, longitude: -157.8583 },
  { latitude: 41.0082, longitude: 28.9784 },
  { latitude: -41.2865, longitude: 174.7762 },
];

export const VARIETY_TODAY = new Date('2026-03-10T12:00:00Z');
