import {
  type AstroTime,
  Body,
  HelioState,
  MakeTime,
  Rotation_EQJ_ECT,
  type RotationMatrix,
  SiderealTime,
  e_tilt,
} from 'astronomy-engine';
import { installDeltaT } from './delta-t';
import { type NutationCorrection, nutationCorrection } from './nutation-correction';

/** A 3×3 rotation, row-major: out.x = m[0]·x + m[1]·y + m[2]·z, and so on. */
export type Matrix3 = readonly [number, number, number, number, number, number, number, number, number];

export interface Vector3 {
  x: number;
  y: number;
  z: number;
}

/**
 * Everything that every body of one chart shares: the time scales, the rotation from J2000
 * equatorial (astronomy-engine's frame) to the true ecliptic and equinox of date, how fast
 * that rotation turns, and the Earth's heliocentric state. Computing these once per instant
 * rather than once per body is most of what keeps a chart under a third of a millisecond.
 */
export interface SkyFrame {
  time: AstroTime;
  /** J2000 mean equator → true ecliptic and equinox of date (nutation: IAU 2000B to 0.05″). */
  rotation: Matrix3;
  /** d(rotation)/dt per day: precession and nutation move the frame itself. */
  rotationRate: Matrix3;
  /** The nutation in longitude Δψ (IAU 2000B to 0.05″) and its rate: degrees, degrees per day. */
  nutation: { longitude: number; longitudeRate: number };
  /** Earth, heliocentric, J2000 equator, AU and AU/day. */
  earth: { position: Vector3; velocity: Vector3 };
}

const DEGREES = 180 / Math.PI;

/** Forward-difference step for the frame's rate; short enough for the 5-day nutation terms. */
const FRAME_RATE_STEP_DAYS = 0.01;

function toMatrix(rotation: RotationMatrix): Matrix3 {
  // astronomy-engine stores rot[column][row] (RotateVector sums rot[j][i] · v[j]).
  const [column0 = [], column1 = [], column2 = []] = rotation.rot;
  const [a = 0, d = 0, g = 0] = column0;
  const [b = 0, e = 0, h = 0] = column1;
  const [c = 0, f = 0, i = 0] = column2;
  return [a, b, c, d, e, f, g, h, i];
}

export function rotate(matrix: Matrix3, vector: Vector3): Vector3 {
  return {
    x: matrix[0] * vector.x + matrix[1] * vector.y + matrix[2] * vector.z,
    y: matrix[3] * vector.x + matrix[4] * vector.y + matrix[5] * vector.z,
    z: matrix[6] * vector.x + matrix[7] * vector.y + matrix[8] * vector.z,
  };
}

export function toAstroTime(instant: Date | AstroTime): AstroTime {
  installDeltaT();
  return instant instanceof Date ? MakeTime(instant) : instant;
}

/**
 * Turns the ecliptic-of-date frame (and its rate) about the ecliptic pole by the nutation terms
 * astronomy-engine leaves out. The true ecliptic does not nutate, so this moves the equinox, that
 * is every longitude, by Δψ and every speed by its rate, and leaves latitudes alone.
 */
function withMissingNutation(
  correction: NutationCorrection,
  rotation: Matrix3,
  rate: Matrix3,
): { rotation: Matrix3; rotationRate: Matrix3 } {
  const { longitude, longitudeRate } = correction;
  const angle = longitude / DEGREES;
  const angleRate = longitudeRate / DEGREES;
  const cosine = Math.cos(angle);
  const sine = Math.sin(angle);
  const [a, b, c, d, e, f, g, h, i] = rotation;
  const [aRate, bRate, cRate, dRate, eRate, fRate, gRate, hRate, iRate] = rate;
  return {
    rotation: [
      cosine * a - sine * d,
      cosine * b - sine * e,
      cosine * c - sine * f,
      sine * a + cosine * d,
      sine * b + cosine * e,
      sine * c + cosine * f,
      g,
      h,
      i,
    ],
    // d/dt (Rz(angle)·M) = Rz(angle)·Ṁ + angleRate·Rz′(angle)·M.
    rotationRate: [
      cosine * aRate - sine * dRate - angleRate * (sine * a + cosine * d),
      cosine * bRate - sine * eRate - angleRate * (sine * b + cosine * e),
      cosine * cRate - sine * fRate - angleRate * (sine * c + cosine * f),
      sine * aRate + cosine * dRate + angleRate * (cosine * a - sine * d),
      sine * bRate + cosine * eRate + angleRate * (cosine * b - sine * e),
      sine * cRate + cosine * fRate + angleRate * (cosine * c - sine * f),
      gRate,
      hRate,
      iRate,
    ],
  };
}

export function skyFrame(instant: Date | AstroTime): SkyFrame {
  const time = toAstroTime(instant);
  const laterTime = time.AddDays(FRAME_RATE_STEP_DAYS);
  // e_tilt is cached per instant, so reading it right after each rotation costs nothing.
  const truncated = toMatrix(Rotation_EQJ_ECT(time));
  const truncatedNutation = e_tilt(time).dpsi / 3600;
  const later = toMatrix(Rotation_EQJ_ECT(laterTime));
  const laterNutation = e_tilt(laterTime).dpsi / 3600;
  const truncatedRate = truncated.map(
    (value, index) => ((later[index] ?? value) - value) / FRAME_RATE_STEP_DAYS,
  ) as unknown as Matrix3;
  const correction = nutationCorrection(time);
  const { rotation, rotationRate } = withMissingNutation(correction, truncated, truncatedRate);
  const earth = HelioState(Body.Earth, time);
  return {
    time,
    rotation,
    rotationRate,
    nutation: {
      longitude: truncatedNutation + correction.longitude,
      longitudeRate: (laterNutation - truncatedNutation) / FRAME_RATE_STEP_DAYS + correction.longitudeRate,
    },
    earth: {
      position: { x: earth.x, y: earth.y, z: earth.z },
      velocity: { x: earth.vx, y: earth.vy, z: earth.vz },
    },
  };
}

/**
 * Apparent sidereal time at Greenwich in degrees, and the true obliquity, for the houses. Both
 * take the same nutation as the frame: the equation of the equinoxes (Δψ·cos ε) in the sidereal
 * time and Δε in the obliquity. Against swe_houses that brings the MC from 0.14″ to 0.03″ and
 * the Ascendant from 0.24″ to 0.07″.
 */
export function siderealAngles(time: AstroTime): { gastDegrees: number; trueObliquity: number } {
  const correction = nutationCorrection(time);
  const tilt = e_tilt(time);
  return {
    gastDegrees: SiderealTime(time) * 15 + correction.longitude * Math.cos(tilt.mobl / DEGREES),
    trueObliquity: tilt.tobl + correction.obliquity,
  };
}
