import { BODY_IDS } from '@core/sky/body-ids';

/**
 * Input types of the chart wheel. Pages adapt the engine's output to these, so the component
 * needs only the plain list of body ids, not the chart engine. Chiron can be drawn when a
 * source provides it.
 */
export const WHEEL_BODY_IDS = [...BODY_IDS, 'chiron'] as const;
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

export const WHEEL_ASPECT_IDS = [
  'conjunction',
  'sextile',
  'square',
  'trine',
  'opposition',
  'quincunx',
] as const;
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

export interface ChartWheelProps {
  inner: WheelRing;
  /** Second ring for synastry, transits, progressions and returns (a bi-wheel). */
  outer?: WheelRing;
  /** Omitted when the birth time is unknown: no cusps, 0° Aries on the left. */
  houses?: WheelHouses;
  aspects: readonly WheelAspect[];
  /** Accessible name of the wheel and the caption stem of its tables. */
  title: string;
  /** Largest rendered width in CSS pixels; the wheel shrinks to narrower containers. */
  size?: number;
}
