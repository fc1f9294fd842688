import type { SkyFrame } from './sky-frame';
import type { AyanamsaId } from './zodiacs';

const RADIANS = Math.PI / 180;
const DEGREES = 180 / Math.PI;
const ARCSECONDS = 1 / 3600;
const DAYS_PER_CENTURY = 36525;
const J2000_JD = 2451545;

interface AyanamsaDefinition {
  /** The epoch at which the ayanamsa is defined, Julian day (TT). */
  epochJd: number;
  /**
   * Its mean value at that epoch, degrees. Each ayanamsa was published with an older precession
   * theory (IAU 1976 for Lahiri, Newcomb for the others); Swiss Ephemeris keeps the sidereal
   * positions of that theory by shifting the epoch value by a constant, which is included here
   * (−0.1304″, +0.4126″, +0.8280″ and +0.8280″, read from swe_get_ayanamsa_ex with and without
   * SE_SIDBIT_NO_PREC_OFFSET). The epochs and values are those of Swiss Ephemeris 2.10 (sweph.h).
   */
  epochValue: number;
}

const AYANAMSAS = {
  // Indian Calendar Reform Committee 1956, as in the Indian Astronomical Ephemeris (nutation removed).
  lahiri: { epochJd: 2435553.5, epochValue: 23.250182778 - 0.004658035 + 0.1304 * ARCSECONDS },
  // Fagan and Bradley: Spica at 29°06′05.965″ Virgo, epoch 1950.
  'fagan-bradley': { epochJd: 2433282.42346, epochValue: 24.042044444 - 0.4126 * ARCSECONDS },
  // B. V. Raman, "Hindu Predictive Astrology" (1938), epoch 1900.
  raman: { epochJd: 2415020, epochValue: 360 - 338.98556 - 0.828 * ARCSECONDS },
  // K. S. Krishnamurti, "Reader 1", epoch 1900.
  krishnamurti: { epochJd: 2415020, epochValue: 360 - 337.636111 - 0.828 * ARCSECONDS },
} as const satisfies Record<AyanamsaId, AyanamsaDefinition>;

type Matrix = readonly [number, number, number, number, number, number, number, number, number];

const multiply = (a: Matrix, b: Matrix): Matrix => [
  a[0] * b[0] + a[1] * b[3] + a[2] * b[6],
  a[0] * b[1] + a[1] * b[4] + a[2] * b[7],
  a[0] * b[2] + a[1] * b[5] + a[2] * b[8],
  a[3] * b[0] + a[4] * b[3] + a[5] * b[6],
  a[3] * b[1] + a[4] * b[4] + a[5] * b[7],
  a[3] * b[2] + a[4] * b[5] + a[5] * b[8],
  a[6] * b[0] + a[7] * b[3] + a[8] * b[6],
  a[6] * b[1] + a[7] * b[4] + a[8] * b[7],
  a[6] * b[2] + a[7] * b[5] + a[8] * b[8],
];

/** Rotation of the frame about its x axis (R1) or z axis (R3) by `angle` degrees. */
const aboutX = (angle: number): Matrix => {
  const [c, s] = [Math.cos(angle * RADIANS), Math.sin(angle * RADIANS)];
  return [1, 0, 0, 0, c, s, 0, -s, c];
};
const aboutZ = (angle: number): Matrix => {
  const [c, s] = [Math.cos(angle * RADIANS), Math.sin(angle * RADIANS)];
  return [c, s, 0, -s, c, 0, 0, 0, 1];
};

const series = (coefficients: readonly number[], t: number): number =>
  coefficients.reduceRight((sum, coefficient) => sum * t + coefficient, 0) * ARCSECONDS;

/** Mean obliquity of the ecliptic, IAU 2006 (P03), t in Julian centuries of TT from J2000. */
const meanObliquity = (t: number): number =>
  series([84381.406, -46.836769, -0.0001831, 0.0020034, -0.000000576, -0.0000000434], t);

/**
 * The precession matrix from the J2000 mean equator to the mean equator of date, IAU 2006 (P03):
 * R3(χA)·R1(−ωA)·R3(−ψA)·R1(ε0).
 */
function precession(t: number): Matrix {
  const psi = series([0, 5038.481507, -1.0790069, -0.00114045, 0.000132851, -0.0000000951], t);
  const omega = series([84381.406, -0.025754, 0.0512623, -0.00772503, -0.000000467, 0.0000003337], t);
  const chi = series([0, 10.556403, -2.3814292, -0.00121197, 0.000170663, -0.000000056], t);
  return multiply(
    multiply(multiply(aboutZ(chi), aboutX(-omega)), aboutZ(-psi)),
    aboutX(84381.406 * ARCSECONDS),
  );
}

/**
 * The mean ayanamsa as Swiss Ephemeris defines it by default: the equinox of date carried to the
 * mean equator of the ayanamsa's epoch and measured along that epoch's ecliptic, subtracted
 * from the epoch value.
 */
function meanAyanamsa(id: AyanamsaId, ttDays: number): number {
  const { epochJd, epochValue } = AYANAMSAS[id];
  const t = ttDays / DAYS_PER_CENTURY;
  const epochT = (epochJd - J2000_JD) / DAYS_PER_CENTURY;
  const ofDate = precession(t);
  // The equinox of date is the x axis of date: the first row of the J2000→date matrix.
  const equinox = [ofDate[0], ofDate[1], ofDate[2]] as const;
  const toEpoch = precession(epochT);
  const x = toEpoch[0] * equinox[0] + toEpoch[1] * equinox[1] + toEpoch[2] * equinox[2];
  const y = toEpoch[3] * equinox[0] + toEpoch[4] * equinox[1] + toEpoch[5] * equinox[2];
  const z = toEpoch[6] * equinox[0] + toEpoch[7] * equinox[1] + toEpoch[8] * equinox[2];
  const obliquity = meanObliquity(epochT) * RADIANS;
  const longitude = Math.atan2(y * Math.cos(obliquity) + z * Math.sin(obliquity), x) * DEGREES;
  return epochValue - longitude;
}

/** General precession in longitude, degrees per day: how fast every mean ayanamsa grows. */
const PRECESSION_RATE = 5028.796195 / 3600 / DAYS_PER_CENTURY;

export interface Ayanamsa {
  /** The true ayanamsa (nutation in longitude included), degrees. */
  value: number;
  /** Its rate, degrees per day. */
  rate: number;
}

/**
 * The true ayanamsa of date: the mean one plus the nutation in longitude, so that a tropical
 * longitude of date minus it is Swiss Ephemeris's sidereal longitude (SEFLG_SIDEREAL).
 */
export function ayanamsaOf(id: AyanamsaId, frame: SkyFrame): Ayanamsa {
  return {
    value: meanAyanamsa(id, frame.time.tt) + frame.nutation.longitude,
    rate: PRECESSION_RATE + frame.nutation.longitudeRate,
  };
}
