/**
 * Spherical astronomy every house system is built from: where great circles of the local sky
 * cross the ecliptic. Angles in degrees throughout.
 */
const RADIANS = Math.PI / 180;
const DEGREES = 180 / Math.PI;
export const sin = (degrees: number): number => Math.sin(degrees * RADIANS);
export const cos = (degrees: number): number => Math.cos(degrees * RADIANS);
export const tan = (degrees: number): number => Math.tan(degrees * RADIANS);
export const atan = (value: number): number => Math.atan(value) * DEGREES;
export const asin = (value: number): number => Math.asin(Math.max(-1, Math.min(1, value))) * DEGREES;
export const normalize = (degrees: number): number => ((degrees % 360) + 360) % 360;

/** Sky geometry of one chart: local sidereal angle (RAMC), latitude and true obliquity. */
export interface Sphere {
  ramc: number;
  latitude: number;
  obliquity: number;
}

/** Signed difference a − b folded into (−180°, 180°]. */
export const signedDifference = (a: number, b: number): number => {
  const difference = normalize(a - b);
  return difference > 180 ? difference - 360 : difference;
};

/**
 * Where the ecliptic crosses a great circle through the east and west points of the horizon
 * whose pole stands `pole` degrees high, `equatorArc` degrees along the equator from the
 * meridian. With the horizon itself (pole = latitude, arc = RAMC + 90°) it is the Ascendant.
 * The branch of the arctangent is chosen quadrant by quadrant of the arc, as swe_houses does,
 * so that inside the polar circles we pick the same one of the two crossings as the reference.
 */
export function eclipticCrossing(equatorArc: number, pole: number, obliquity: number): number {
  const inFirstQuadrant = (arc: number, height: number) =>
    normalize(Math.atan2(sin(arc), cos(obliquity) * cos(arc) - tan(height) * sin(obliquity)) * DEGREES);
  const arc = normalize(equatorArc);
  const quadrant = Math.floor(arc / 90);
  const crossing =
    quadrant === 0
      ? inFirstQuadrant(arc, pole)
      : quadrant === 1
        ? 180 - inFirstQuadrant(180 - arc, -pole)
        : quadrant === 2
          ? 180 + inFirstQuadrant(arc - 180, -pole)
          : 360 - inFirstQuadrant(360 - arc, pole);
  return normalize(crossing);
}

/** The ecliptic degree rising on the eastern horizon of a place at `latitude` when RAMC is `ramc`. */
export const ascendantFor = (ramc: number, latitude: number, obliquity: number): number =>
  eclipticCrossing(ramc + 90, latitude, obliquity);

/** The ecliptic longitude whose right ascension is `rightAscension` (its declination circle). */
export const longitudeForRightAscension = (rightAscension: number, obliquity: number): number =>
  normalize(Math.atan2(sin(rightAscension), cos(rightAscension) * cos(obliquity)) * DEGREES);

/** The ecliptic degree culminating (upper meridian) when the RAMC is `ramc`. */
export const midheavenFor = (ramc: number, obliquity: number): number =>
  longitudeForRightAscension(ramc, obliquity);

/** The ecliptic longitude of the equator point at `rightAscension`, turned onto the ecliptic. */
export const longitudeOfEquatorPoint = (rightAscension: number, obliquity: number): number =>
  normalize(Math.atan2(sin(rightAscension) * cos(obliquity), cos(rightAscension)) * DEGREES);

export const declinationOf = (longitude: number, obliquity: number): number =>
  asin(sin(obliquity) * sin(longitude));

/** Ascensional difference: how much longer (or shorter) than 6 h a point's half day is, in degrees. */
export const ascensionalDifference = (declination: number, latitude: number): number =>
  asin(tan(latitude) * tan(declination));
