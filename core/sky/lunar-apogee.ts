import type { EclipticPosition } from './positions';
import type { SkyFrame } from './sky-frame';

const RADIANS = Math.PI / 180;
const DEGREES = 180 / Math.PI;
const DAYS_PER_CENTURY = 36525;
/** The mean inclination of the lunar orbit to the ecliptic (Astronomical Almanac). */
const MEAN_INCLINATION = 5.1453964;

const normalize = (degrees: number): number => ((degrees % 360) + 360) % 360;

/** A polynomial in Julian centuries of TT and its derivative, coefficients lowest power first. */
function polynomial(coefficients: readonly number[], centuries: number): { value: number; rate: number } {
  let value = 0;
  let rate = 0;
  for (let power = coefficients.length - 1; power >= 0; power -= 1) {
    rate = rate * centuries + value;
    value = value * centuries + (coefficients[power] ?? 0);
  }
  return { value, rate };
}

/**
 * Chapront's mean lunar arguments (as in Meeus, Astronomical Algorithms ch. 47): the longitude
 * of the mean perigee, L′ − M′, and of the mean ascending node, in degrees of date.
 */
const MEAN_PERIGEE = [83.3532465, 4069.0137287, -0.01032, -1 / 80053, 1 / 18999000] as const;
const MEAN_NODE = [125.0445479, -1934.1362891, 0.0020754, 1 / 467441, -1 / 60616000] as const;

/**
 * Black Moon Lilith as Swiss Ephemeris defines it (SE_MEAN_APOG): the apogee of the mean lunar
 * orbit, 180° from the mean perigee measured along that orbit, which is tilted 5.145° to the
 * ecliptic, then projected onto the ecliptic; moved to the true equinox of date by the nutation
 * in longitude like every other position. Adding 180° to the perigee in the ecliptic instead
 * would miss the projection, up to about 7′. The speed is the exact derivative of the same
 * formula.
 */
export function meanLunarApogee(frame: SkyFrame): EclipticPosition {
  const centuries = frame.time.tt / DAYS_PER_CENTURY;
  const perigee = polynomial(MEAN_PERIGEE, centuries);
  const node = polynomial(MEAN_NODE, centuries);
  // The apogee's angular distance from the node along the tilted orbit.
  const alongOrbit = (perigee.value + 180 - node.value) * RADIANS;
  const alongOrbitRate = perigee.rate - node.rate;
  const cosine = Math.cos(MEAN_INCLINATION * RADIANS);
  const x = Math.cos(alongOrbit);
  const y = Math.sin(alongOrbit) * cosine;
  // d/du atan2(sin u · cos i, cos u) = cos i / (cos² u + cos² i · sin² u).
  const projectionRate = cosine / (x * x + y * y);
  const { nutation } = frame;
  return {
    lon: normalize(node.value + Math.atan2(y, x) * DEGREES + nutation.longitude),
    lat: Math.asin(Math.sin(alongOrbit) * Math.sin(MEAN_INCLINATION * RADIANS)) * DEGREES,
    speed: (node.rate + projectionRate * alongOrbitRate) / DAYS_PER_CENTURY + nutation.longitudeRate,
  };
}
