import { DeltaT_EspenakMeeus, SetDeltaTFunction } from 'astronomy-engine';

/**
 * ΔT = TT − UT1 in seconds, on 1 January of each year 1890–2060, as used by Swiss Ephemeris
 * 2.10 (measured values up to the 2020s, its extrapolation after). astronomy-engine's own
 * Espenak–Meeus polynomials drift up to 20 s from these in the 2040s; 20 s moves the Moon
 * 10″, a third of our accuracy budget, so we match the reference instead.
 */
const FIRST_YEAR = 1890;
const DELTA_T_SECONDS = [
  -3.9, -4.09, -4.39, -4.71, -4.95, -5.03, -4.88, -4.49, -3.87, -3.03, -1.99, -0.76, 0.61, 2.05, 3.5, 4.91,
  6.23, 7.48, 8.68, 9.89, 11.13, 12.43, 13.74, 15.05, 16.31, 17.47, 18.51, 19.43, 20.25, 20.97, 21.61, 22.18,
  22.68, 23.12, 23.48, 23.78, 24.02, 24.19, 24.31, 24.39, 24.42, 24.41, 24.37, 24.32, 24.24, 24.16, 24.08,
  24.04, 24.06, 24.17, 24.42, 24.83, 25.35, 25.92, 26.51, 27.05, 27.5, 27.89, 28.24, 28.58, 28.93, 29.32,
  29.7, 30.18, 30.62, 31.07, 31.35, 31.68, 32.18, 32.68, 33.15, 33.59, 34.0, 34.47, 35.03, 35.73, 36.54,
  37.43, 38.29, 39.2, 40.18, 41.17, 42.23, 43.37, 44.49, 45.48, 46.46, 47.52, 48.54, 49.59, 50.54, 51.38,
  52.17, 52.96, 53.79, 54.34, 54.87, 55.32, 55.82, 56.3, 56.86, 57.57, 58.31, 59.12, 59.99, 60.79, 61.63,
  62.3, 62.97, 63.47, 63.83, 64.09, 64.3, 64.47, 64.57, 64.69, 64.85, 65.15, 65.46, 65.78, 66.07, 66.32, 66.6,
  66.91, 67.28, 67.64, 68.1, 68.59, 68.97, 69.22, 69.36, 69.36, 69.29, 69.18, 69.1, 69.0, 68.9, 68.8, 68.8,
  69.04, 69.28, 69.52, 69.76, 70.01, 70.26, 70.51, 70.76, 71.02, 71.28, 71.54, 71.8, 72.07, 72.33, 72.61,
  72.88, 73.16, 73.44, 73.72, 74.0, 74.29, 74.58, 74.87, 75.17, 75.47, 75.77, 76.07, 76.38, 76.69, 77.01,
  77.32, 77.64,
];

const DAYS_PER_YEAR = 365.2425;

/** ΔT in seconds for a UT given as days since J2000.0 (astronomy-engine's convention). */
export function deltaTSeconds(ut: number): number {
  const year = 2000 + (ut + 0.5) / DAYS_PER_YEAR;
  const position = year - FIRST_YEAR;
  const index = Math.floor(position);
  if (index < 1 || index + 2 >= DELTA_T_SECONDS.length) return DeltaT_EspenakMeeus(ut);
  // Four-point Lagrange (cubic) through the neighbouring years: the yearly table is smooth
  // and this keeps mid-year values within a few hundredths of a second.
  const x = position - index;
  const p0 = DELTA_T_SECONDS[index - 1] ?? 0;
  const p1 = DELTA_T_SECONDS[index] ?? 0;
  const p2 = DELTA_T_SECONDS[index + 1] ?? 0;
  const p3 = DELTA_T_SECONDS[index + 2] ?? 0;
  return (
    (-x * (x - 1) * (x - 2) * p0) / 6 +
    ((x + 1) * (x - 1) * (x - 2) * p1) / 2 -
    ((x + 1) * x * (x - 2) * p2) / 2 +
    ((x + 1) * x * (x - 1) * p3) / 6
  );
}

let installed = false;

/**
 * astronomy-engine keeps ΔT in one global; every chart entry point calls this first so all
 * astronomy-engine results in the process use the same ΔT as our reference data.
 */
export function installDeltaT(): void {
  if (installed) return;
  SetDeltaTFunction(deltaTSeconds);
  installed = true;
}
