import { type AstroTime, Body, GeoMoonState, HelioState } from 'astronomy-engine';
import type { BodyId, PhysicalBodyId, PlanetBodyId } from './body-ids';
import { normalizeDegrees } from './degrees';
import { lunarNodes } from './lunar-nodes';
import { type SkyFrame, type Vector3, rotate, skyFrame } from './sky-frame';

const astronomyBodies = {
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
  pluto: Body.Pluto,
} as const satisfies Record<PlanetBodyId, Body>;

/** Tropical, geocentric, apparent position of date. */
export interface EclipticPosition {
  /** Ecliptic longitude, degrees in [0, 360). */
  lon: number;
  /** Ecliptic latitude, degrees. */
  lat: number;
  /** Motion in longitude, degrees per day (negative when retrograde). */
  speed: number;
}

const DEGREES = 180 / Math.PI;
/** Speed of light in AU per day. */
const LIGHT_AU_PER_DAY = 173.1446326846693;
/** GM of the Sun in AU³/day². */
const SUN_GM = 2.959122082855911e-4;

/**
 * How much a heliocentric velocity changed over the light-time: −GM·r/|r|³ · τ. The apparent
 * direction's rate is the velocity at t − τ; for Jupiter the Earth's turn over those 40 minutes
 * alone is 5e-5 °/day, enough to move a station by an hour.
 */
function velocityLightTimeAgo(position: Vector3, velocity: Vector3, lightTime: number): Vector3 {
  const factor = (SUN_GM * lightTime) / Math.hypot(position.x, position.y, position.z) ** 3;
  return {
    x: velocity.x + position.x * factor,
    y: velocity.y + position.y * factor,
    z: velocity.z + position.z * factor,
  };
}

export { normalizeDegrees };

/**
 * Turns an apparent J2000-equatorial vector and its rate into ecliptic-of-date coordinates.
 * The frame's own turning (precession, nutation) is part of the speed, as in Swiss Ephemeris;
 * for Pluto it shifts a station by over an hour.
 */
export function eclipticFromEquatorial(
  frame: SkyFrame,
  position: Vector3,
  velocity: Vector3,
): EclipticPosition {
  const ecliptic = rotate(frame.rotation, position);
  const turned = rotate(frame.rotation, velocity);
  const drift = rotate(frame.rotationRate, position);
  const vx = turned.x + drift.x;
  const vy = turned.y + drift.y;
  const planar = ecliptic.x * ecliptic.x + ecliptic.y * ecliptic.y;
  return {
    lon: normalizeDegrees(Math.atan2(ecliptic.y, ecliptic.x) * DEGREES),
    lat: Math.atan2(ecliptic.z, Math.sqrt(planar)) * DEGREES,
    speed: ((ecliptic.x * vy - ecliptic.y * vx) / planar) * DEGREES,
  };
}

/**
 * Light-time and annual aberration in one step (the body at t − τ minus the Earth at t − τ).
 * Both states are extrapolated linearly from t: over Pluto's 5 hours of light-time the
 * curvature of the orbits contributes under 0.05″.
 */
function apparentPlanet(frame: SkyFrame, body: PlanetBodyId): EclipticPosition {
  return apparentFromHeliocentric(frame, HelioState(astronomyBodies[body], frame.time));
}

/** A heliocentric state: J2000 equator, AU and AU/day. */
export interface HeliocentricState {
  x: number;
  y: number;
  z: number;
  vx: number;
  vy: number;
  vz: number;
}

/** The apparent position of any body orbiting the Sun, from its heliocentric state at the frame's instant. */
export function apparentFromHeliocentric(frame: SkyFrame, planet: HeliocentricState): EclipticPosition {
  const earth = frame.earth;
  const dx = planet.x - earth.position.x;
  const dy = planet.y - earth.position.y;
  const dz = planet.z - earth.position.z;
  let lightTime = Math.sqrt(dx * dx + dy * dy + dz * dz) / LIGHT_AU_PER_DAY;
  for (let iteration = 0; iteration < 2; iteration += 1) {
    const x = dx - planet.vx * lightTime;
    const y = dy - planet.vy * lightTime;
    const z = dz - planet.vz * lightTime;
    lightTime = Math.sqrt(x * x + y * y + z * z) / LIGHT_AU_PER_DAY;
  }
  const apparent = {
    x: dx - (planet.vx - earth.velocity.x) * lightTime,
    y: dy - (planet.vy - earth.velocity.y) * lightTime,
    z: dz - (planet.vz - earth.velocity.z) * lightTime,
  };
  const planetVelocity = velocityLightTimeAgo(
    planet,
    { x: planet.vx, y: planet.vy, z: planet.vz },
    lightTime,
  );
  const earthVelocity = velocityLightTimeAgo(earth.position, earth.velocity, lightTime);
  // The light-time itself changes as the distance does, stretching or squeezing the motion.
  const lightTimeRate =
    (apparent.x * (planet.vx - earth.velocity.x) +
      apparent.y * (planet.vy - earth.velocity.y) +
      apparent.z * (planet.vz - earth.velocity.z)) /
    (lightTime * LIGHT_AU_PER_DAY * LIGHT_AU_PER_DAY);
  const stretch = 1 - lightTimeRate;
  const relative = {
    x: (planetVelocity.x - earthVelocity.x) * stretch,
    y: (planetVelocity.y - earthVelocity.y) * stretch,
    z: (planetVelocity.z - earthVelocity.z) * stretch,
  };
  return eclipticFromEquatorial(frame, apparent, relative);
}

function apparentSun(frame: SkyFrame): EclipticPosition {
  const { position, velocity } = frame.earth;
  const lightTime = Math.sqrt(position.x ** 2 + position.y ** 2 + position.z ** 2) / LIGHT_AU_PER_DAY;
  // The Sun seen from the Earth as it was one light-time ago: light-time plus aberration.
  const apparent = {
    x: -(position.x - velocity.x * lightTime),
    y: -(position.y - velocity.y * lightTime),
    z: -(position.z - velocity.z * lightTime),
  };
  const earthVelocity = velocityLightTimeAgo(position, velocity, lightTime);
  return eclipticFromEquatorial(frame, apparent, {
    x: -earthVelocity.x,
    y: -earthVelocity.y,
    z: -earthVelocity.z,
  });
}

/** The Moon's geocentric state (J2000 equator, AU, AU/day), geometric. */
export function moonState(frame: SkyFrame): { position: Vector3; velocity: Vector3 } {
  const state = GeoMoonState(frame.time);
  return {
    position: { x: state.x, y: state.y, z: state.z },
    velocity: { x: state.vx, y: state.vy, z: state.vz },
  };
}

function apparentMoon(frame: SkyFrame, state = moonState(frame)): EclipticPosition {
  const { position, velocity } = state;
  const lightTime = Math.sqrt(position.x ** 2 + position.y ** 2 + position.z ** 2) / LIGHT_AU_PER_DAY;
  // Light-time only: the Earth and Moon travel round the Sun together, so like Swiss Ephemeris
  // we apply no annual aberration to the geocentric Moon (doing so costs up to 20″ against it).
  const apparent = {
    x: position.x - velocity.x * lightTime,
    y: position.y - velocity.y * lightTime,
    z: position.z - velocity.z * lightTime,
  };
  return eclipticFromEquatorial(frame, apparent, velocity);
}

/** One physical body's apparent position in an already computed frame. */
export function physicalBodyPosition(frame: SkyFrame, body: PhysicalBodyId): EclipticPosition {
  if (body === 'sun') return apparentSun(frame);
  if (body === 'moon') return apparentMoon(frame);
  return apparentPlanet(frame, body);
}

/**
 * Apparent geocentric tropical positions of date for every body, with speeds. Pass an existing
 * frame to share it with house and event computations for the same instant.
 */
export function computePositions(instant: Date | AstroTime | SkyFrame): Record<BodyId, EclipticPosition> {
  const frame = 'rotation' in instant ? instant : skyFrame(instant);
  const moon = moonState(frame);
  const nodes = lunarNodes(frame, moon);
  return {
    sun: apparentSun(frame),
    moon: apparentMoon(frame, moon),
    mercury: apparentPlanet(frame, 'mercury'),
    venus: apparentPlanet(frame, 'venus'),
    mars: apparentPlanet(frame, 'mars'),
    jupiter: apparentPlanet(frame, 'jupiter'),
    saturn: apparentPlanet(frame, 'saturn'),
    uranus: apparentPlanet(frame, 'uranus'),
    neptune: apparentPlanet(frame, 'neptune'),
    pluto: apparentPlanet(frame, 'pluto'),
    meanNode: nodes.meanNode,
    trueNode: nodes.trueNode,
  };
}
