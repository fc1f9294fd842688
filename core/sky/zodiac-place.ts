import { SIGN_IDS, type SignId } from '../content/signs';

/**
 * Sign, degree and minute of a longitude, rounding to the minute without spilling into 30°.
 * Its own module, free of the ephemeris, so a page that only places a known longitude (the
 * lessons' example chart) does not download astronomy-engine to do it.
 */
export function zodiacPlace(longitude: number): { sign: SignId; degree: number; minute: number } {
  const totalMinutes = Math.floor(longitude * 60 + 1e-9);
  const signIndex = Math.floor(totalMinutes / 1800) % 12;
  const inSign = totalMinutes % 1800;
  return { sign: SIGN_IDS[signIndex] ?? 'aries', degree: Math.floor(inSign / 60), minute: inSign % 60 };
}
