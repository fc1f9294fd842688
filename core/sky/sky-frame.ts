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
  /** J2000 mean equator → true ecliptic and equinox of date. */
  rotation: Matrix3;
  /** d(rotation)/dt per day: precession and nutation move the frame itself. */
  rotationRate: Matrix3;
  /** Earth, heliocentric, J2000 equator, AU and AU/day. */
  earth: { position: Vector3; velocity: Vector3 };
}

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

export function skyFrame(instant: Date | AstroTime): SkyFrame {
  const time = toAstroTime(instant);
  const rotation = toMatrix(Rotation_EQJ_ECT(time));
  const later = toMatrix(Rotation_EQJ_ECT(time.AddDays(FRAME_RATE_STEP_DAYS)));
  const rotationRate = rotation.map(
    (value, index) => ((later[index] ?? value) - value) / FRAME_RATE_STEP_DAYS,
  ) as unknown as Matrix3;
  const earth = HelioState(Body.Earth, time);
  return {
    time,
    rotation,
    rotationRate,
    earth: {
      position: { x: earth.x, y: earth.y, z: earth.z },
      velocity: { x: earth.vx, y: earth.vy, z: earth.vz },
    },
  };
}

/** Apparent sidereal time at Greenwich in degrees, and the true obliquity, for the houses. */
export function siderealAngles(time: AstroTime): { gastDegrees: number; trueObliquity: number } {
  return { gastDegrees: SiderealTime(time) * 15, trueObliquity: e_tilt(time).tobl };
}
