import type { SignId } from '../content/signs';
import { type Aspect, type AspectPoint, aspectsBetween } from './aspects';
import { type Houses, computeHouses, houseOf } from './houses';
import { type HouseSystemId } from './house-systems';
import { type EclipticPosition, computePositions } from './positions';
import { BODY_IDS, type BodyId } from './body-ids';
import { skyFrame } from './sky-frame';
import { zodiacPlace } from './zodiac-place';

export interface BodyPosition extends EclipticPosition {
  retrograde: boolean;
  sign: SignId;
  /** Whole degrees within the sign, 0–29. */
  degree: number;
  /** Whole arcminutes within the degree, 0–59. */
  minute: number;
  /** House 1–12; present only when the birthplace is known. */
  house?: number;
}

export interface NatalChart {
  /** The chart's instant, ISO 8601 UTC. */
  utc: string;
  bodies: Record<BodyId, BodyPosition>;
  houses?: Houses;
  aspects: Aspect<BodyId>[];
}

export interface ChartInput {
  utc: Date;
  /** Geographic latitude, degrees north positive. Houses need both coordinates. */
  latitude?: number;
  /** Geographic longitude, degrees east positive. */
  longitude?: number;
  houseSystem?: HouseSystemId;
}

/** The two node positions are one point in two models; aspects between them say nothing. */
export const isNodePair = (a: string, b: string): boolean =>
  (a === 'meanNode' || a === 'trueNode') && (b === 'meanNode' || b === 'trueNode');

/**
 * A natal chart: apparent tropical positions of date with speeds, houses when the place is
 * known (Placidus by default), and the aspects between the bodies.
 */
export function computeChart({ utc, latitude, longitude, houseSystem = 'placidus' }: ChartInput): NatalChart {
  const frame = skyFrame(utc);
  const positions = computePositions(frame);
  const houses =
    latitude === undefined || longitude === undefined
      ? undefined
      : computeHouses({ instant: frame.time, latitude, longitude, system: houseSystem });
  const bodies = {} as Record<BodyId, BodyPosition>;
  for (const id of BODY_IDS) {
    const position = positions[id];
    bodies[id] = {
      ...position,
      retrograde: position.speed < 0,
      ...zodiacPlace(position.lon),
      ...(houses ? { house: houseOf(position.lon, houses.cusps) } : {}),
    };
  }
  const points: AspectPoint<BodyId>[] = BODY_IDS.map((id) => ({
    id,
    lon: positions[id].lon,
    speed: positions[id].speed,
  }));
  const aspects = aspectsBetween(points, points).filter((aspect) => !isNodePair(aspect.a, aspect.b));
  return { utc: utc.toISOString(), bodies, ...(houses ? { houses } : {}), aspects };
}
