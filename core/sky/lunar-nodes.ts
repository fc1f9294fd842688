import type { EclipticPosition } from './positions';
import { type SkyFrame, type Vector3, rotate } from './sky-frame';

const DEGREES = 180 / Math.PI;
const DAYS_PER_CENTURY = 36525;
/** Gaussian gravitational constant squared: GM of the Sun in AU³/day². */
const SUN_GM = 2.959122082855911e-4;

const normalize = (degrees: number): number => ((degrees % 360) + 360) % 360;

const cross = (a: Vector3, b: Vector3): Vector3 => ({
  x: a.y * b.z - a.z * b.y,
  y: a.z * b.x - a.x * b.z,
  z: a.x * b.y - a.y * b.x,
});

/**
 * Mean node: Chapront's polynomial for the mean longitude of the ascending node (as in Meeus,
 * Astronomical Algorithms 47.7), moved to the true equinox of date by the nutation in longitude
 * so it shares the frame of every other position. Swiss Ephemeris does the same, speed included:
 * with the complete nutation and its rate the node's short-period wobble against it vanishes and
 * the speeds agree to 0.001″/day.
 */
function meanNode(frame: SkyFrame): EclipticPosition {
  const centuries = frame.time.tt / DAYS_PER_CENTURY;
  const longitude =
    125.0445479 -
    1934.1362891 * centuries +
    0.0020754 * centuries ** 2 +
    centuries ** 3 / 467441 -
    centuries ** 4 / 60616000;
  const perCentury =
    -1934.1362891 +
    2 * 0.0020754 * centuries +
    (3 * centuries ** 2) / 467441 -
    (4 * centuries ** 3) / 60616000;
  const { nutation } = frame;
  return {
    lon: normalize(longitude + nutation.longitude),
    lat: 0,
    speed: perCentury / DAYS_PER_CENTURY + nutation.longitudeRate,
  };
}

/**
 * True (osculating) node: where the plane of the Moon's instantaneous geocentric orbit, given by
 * its angular momentum r × v, cuts the ecliptic of date. Its motion comes from the Sun's tidal
 * pull alone (r × r̈ vanishes for the Earth's own attraction), so the speed is analytic and needs
 * no second lunar evaluation.
 */
function trueNode(frame: SkyFrame, moon: { position: Vector3; velocity: Vector3 }): EclipticPosition {
  const { position, velocity } = moon;
  const sun = { x: -frame.earth.position.x, y: -frame.earth.position.y, z: -frame.earth.position.z };
  const toSun = { x: sun.x - position.x, y: sun.y - position.y, z: sun.z - position.z };
  const toSunCubed = Math.hypot(toSun.x, toSun.y, toSun.z) ** 3;
  const sunCubed = Math.hypot(sun.x, sun.y, sun.z) ** 3;
  const tidal = {
    x: SUN_GM * (toSun.x / toSunCubed - sun.x / sunCubed),
    y: SUN_GM * (toSun.y / toSunCubed - sun.y / sunCubed),
    z: SUN_GM * (toSun.z / toSunCubed - sun.z / sunCubed),
  };
  const momentum = cross(position, velocity);
  const momentumRate = cross(position, tidal);
  const h = rotate(frame.rotation, momentum);
  const turned = rotate(frame.rotation, momentumRate);
  const drift = rotate(frame.rotationRate, momentum);
  const hxRate = turned.x + drift.x;
  const hyRate = turned.y + drift.y;
  return {
    lon: normalize(Math.atan2(h.x, -h.y) * DEGREES),
    lat: 0,
    speed: ((h.x * hyRate - h.y * hxRate) / (h.x * h.x + h.y * h.y)) * DEGREES,
  };
}

export function lunarNodes(
  frame: SkyFrame,
  moon: { position: Vector3; velocity: Vector3 },
): { meanNode: EclipticPosition; trueNode: EclipticPosition } {
  return { meanNode: meanNode(frame), trueNode: trueNode(frame, moon) };
}
