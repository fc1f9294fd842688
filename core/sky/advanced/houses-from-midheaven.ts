import { type Houses, computeHouses } from '../houses';
import { type HouseSystemId } from '../house-systems';
import { normalizeDegrees } from '../positions';
import { siderealAngles, toAstroTime } from '../sky-frame';

const RADIANS = Math.PI / 180;
const DEGREES = 180 / Math.PI;

export interface MidheavenHouseInput {
  /** The Midheaven to build the houses around, ecliptic longitude of date. */
  mc: number;
  latitude: number;
  /** Supplies the obliquity (and the sidereal time we cancel out); any nearby instant will do. */
  instant: Date;
  system?: HouseSystemId;
}

/**
 * Houses for a chart that has a Midheaven but no instant of its own (composite, progressed).
 * The MC fixes the local sidereal angle, RAMC = atan2(sin MC · cos ε, cos MC); we then ask the
 * house engine for the place whose longitude gives exactly that RAMC at `instant`, so the
 * Ascendant and every cusp come from the same code as natal houses. The resulting MC equals
 * the one passed in.
 */
export function housesFromMidheaven({
  mc,
  latitude,
  instant,
  system = 'placidus',
}: MidheavenHouseInput): Houses {
  const time = toAstroTime(instant);
  const { gastDegrees, trueObliquity } = siderealAngles(time);
  const ramc = normalizeDegrees(
    Math.atan2(Math.sin(mc * RADIANS) * Math.cos(trueObliquity * RADIANS), Math.cos(mc * RADIANS)) * DEGREES,
  );
  return computeHouses({ instant: time, latitude, longitude: ramc - gastDegrees, system });
}
