import data from './transit-reference.json';

/**
 * Typed view of the Swiss Ephemeris transit references (transit-reference.c, how-to in
 * transit-reference.md). Test-only: the app never loads it.
 */
export interface ReferencePeriod {
  body: string;
  target: string;
  angle: number;
  startsAt: string | null;
  endsAt: string | null;
  exact: string[];
}

export interface ReferenceNatal {
  id: string;
  /** Birth instant, UT. */
  birth: string;
  lat: number;
  lon: number;
  /** The window: 00:00 UT of `from`, for `days` days. */
  from: string;
  days: number;
  /** Swiss Ephemeris's own natal longitudes (bodies, true node, Placidus Ascendant and MC). */
  natal: Record<string, number>;
  cusps: number[];
  periods: ReferencePeriod[];
  /** `what`: "jupiter 90" (Jupiter 90° ahead of its natal place), "solar-return", "lunar-return". */
  returns: { what: string; utc: string }[];
  /** The progressed Moon's sign ingresses; `sign` is the index of the sign entered (0 = Aries). */
  progressedMoon: { sign: number; utc: string }[];
}

export interface TransitReference {
  description: string;
  orbs: Record<string, number>;
  charts: ReferenceNatal[];
  lunations: { type: 'new-moon' | 'full-moon'; utc: string; moonLon: number }[];
  eclipses: { type: 'solar-eclipse' | 'lunar-eclipse'; utc: string }[];
}

export const transitReference = data as TransitReference;
