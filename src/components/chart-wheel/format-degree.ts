import { SIGN_IDS, type SignId } from '@core/content/signs';

export interface ZodiacPlace {
  sign: SignId;
  degree: number;
  minute: number;
}

/**
 * Sign, degree and minute of a longitude. Truncated, not rounded, as charts print them: a body
 * at 29°59.9′ Aries is still in Aries. The tiny epsilon absorbs floating error (12 stored as
 * 11.999999999) so the sign and the minutes always agree with each other.
 */
export function zodiacPlaceOf(longitude: number): ZodiacPlace {
  const fullCircle = 360 * 60;
  const totalMinutes = ((Math.floor(longitude * 60 + 1e-6) % fullCircle) + fullCircle) % fullCircle;
  const inSign = totalMinutes % 1800;
  return {
    sign: SIGN_IDS[Math.floor(totalMinutes / 1800)] ?? 'aries',
    degree: Math.floor(inSign / 60),
    minute: inSign % 60,
  };
}

export const formatMinutes = (minute: number): string => `${String(minute).padStart(2, '0')}′`;

/** "12°34′": the position within its sign. */
export function formatDegree(longitude: number): string {
  const { degree, minute } = zodiacPlaceOf(longitude);
  return `${degree}°${formatMinutes(minute)}`;
}

/** An orb or any small arc as "2°05′" (not wrapped into a sign). */
export function formatArc(degrees: number): string {
  const totalMinutes = Math.floor(Math.abs(degrees) * 60 + 1e-6);
  return `${Math.floor(totalMinutes / 60)}°${formatMinutes(totalMinutes % 60)}`;
}
