import data from './reference-charts.json';

/**
 * Typed view of the Swiss Ephemeris regression set (see scripts/generate-reference.mjs and the file's
 * `source`). Test-only: the app never loads it.
 */
export interface ReferenceBody {
  lon: number;
  lat: number;
  speed: number;
}

export interface ReferenceHouses {
  asc: number;
  mc: number;
  cusps: number[];
  swissFallback?: string;
}

export interface ReferenceChart {
  id: string;
  label: string;
  utc: string;
  lat: number;
  lon: number;
  bodies: Record<string, ReferenceBody | undefined>;
  houses: Record<string, ReferenceHouses | undefined>;
}

export interface ReferenceEvent {
  type: string;
  utc: string;
  body?: string;
  kind?: string;
  /** Lunations: the Moon's apparent longitude at the instant, and the sign it is in. */
  lon?: number;
  sign?: string;
}

export interface ReferenceData {
  charts: ReferenceChart[];
  events: { lunations: ReferenceEvent[]; stations: ReferenceEvent[]; eclipses: ReferenceEvent[] };
}

export const referenceData = data as ReferenceData;

/** Smallest angle between two longitudes, in arcseconds. */
export const arcsecondsBetween = (a: number, b: number): number =>
  Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;
