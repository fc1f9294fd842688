import { BODY_IDS, EXTRA_BODY_IDS } from '@core/sky/body-ids';
import { CHART_ASPECT_IDS } from '@core/sky/chart-aspects';

/**
 * Input types of the chart wheel. Pages adapt the engine's output to these, so the component
 * needs only the plain lists of ids, not the chart engine. Chiron and Lilith are drawn when a
 * source provides them.
 */
export const WHEEL_BODY_IDS = [...BODY_IDS, ...EXTRA_BODY_IDS] as const;
export type WheelBodyId = (typeof WHEEL_BODY_IDS)[number];

export interface WheelBody {
  id: WheelBodyId;
  /** Tropical ecliptic longitude in degrees; any real number, normalised when drawn. */
  lon: number;
  retrograde: boolean;
  /** House 1–12 in the chart whose houses are drawn; computed from the cusps when omitted. */
  house?: number;
}

export interface WheelHouses {
  asc: number;
  mc: number;
  /** Twelve cusp longitudes, house 1 first. */
  cusps: readonly number[];
}

/** The five majors, the quincunx and the five other minors an astrologer's chart can show. */
export const WHEEL_ASPECT_IDS = CHART_ASPECT_IDS;
export type WheelAspectId = (typeof WHEEL_ASPECT_IDS)[number];

export type WheelRingId = 'inner' | 'outer';

export interface WheelAspect {
  from: WheelBodyId;
  to: WheelBodyId;
  type: WheelAspectId;
  /** Degrees from exact. */
  orb: number;
  applying?: boolean;
  /** Which ring each end belongs to; both default to the inner ring. */
  fromRing?: WheelRingId;
  toRing?: WheelRingId;
}

export interface WheelRing {
  /** Short name of the ring, e.g. "Natal", "Transits", "Partner". */
  label: string;
  bodies: readonly WheelBody[];
}

/** A point of the chart that is not a body (Part of Fortune, Vertex): listed in the tables. */
export interface WheelChartPoint {
  key: string;
  /** "Part of Fortune (day formula)". */
  name: string;
  lon: number;
  house?: number;
}

export interface ChartWheelProps {
  inner: WheelRing;
  /** Second ring for synastry, transits, progressions and returns (a bi-wheel). */
  outer?: WheelRing;
  /** Omitted when the birth time is unknown: no cusps, 0° Aries on the left. */
  houses?: WheelHouses;
  aspects: readonly WheelAspect[];
  /** Points listed in the tables only (the wheel stays uncluttered). */
  points?: readonly WheelChartPoint[];
  /** Accessible name of the wheel and the caption stem of its tables. */
  title: string;
  /** Largest rendered width in CSS pixels; the wheel shrinks to narrower containers. */
  size?: number;
}
