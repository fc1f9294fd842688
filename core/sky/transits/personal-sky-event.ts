import type { SignId } from '../../content/signs';
import type { EclipseKind } from '../eclipses';
import type { NatalPointId } from './natal-points';
import type { TransitAspectId, TransitingBodyId } from './transit-table';

/**
 * What the personal-sky scan reports, one event per exact instant. Instants are ISO 8601 UTC.
 * Plain data, so a Web Worker can post it and the API can send it as it is.
 */
export const PERSONAL_SKY_EVENT_KINDS = [
  'transit',
  'lunation',
  'eclipse',
  'ingress',
  'progression',
  'return',
] as const;
export type PersonalSkyEventKind = (typeof PERSONAL_SKY_EVENT_KINDS)[number];

/** One exact pass of a transiting body over an aspect to a natal point. */
export interface TransitEvent {
  kind: 'transit';
  body: TransitingBodyId;
  target: NatalPointId;
  aspect: TransitAspectId;
  /** The transiting body's angle ahead of the natal point: 90 is the waxing square, 270 the waning one. */
  angle: number;
  exactAt: string;
  /** Entering and leaving orb; shared by the passes of one stretch in orb. */
  startsAt: string;
  endsAt: string;
  /** This pass's number within its stretch in orb, from 1, and how many that stretch holds. */
  pass: number;
  passes: number;
  retrograde: boolean;
  /** Where the transiting body stands at the exact pass. */
  lon: number;
  sign: SignId;
  /** The natal house it stands in, when the chart has houses. */
  house?: number;
  natalLon: number;
}

/** A new or full Moon within LUNATION_ORB of a natal point. */
export interface LunationEvent {
  kind: 'lunation';
  /** The light on the point: the Moon (and Sun) at a new Moon; either one at a full Moon. */
  body: 'sun' | 'moon';
  target: NatalPointId;
  phase: 'new-moon' | 'full-moon';
  exactAt: string;
  /** Longitude and sign of `body` at the lunation, and its distance from the natal point. */
  lon: number;
  sign: SignId;
  orb: number;
}

/** A lunation on a natal point that is also an eclipse; `exactAt` is the greatest eclipse. */
export interface EclipseEvent extends Omit<LunationEvent, 'kind'> {
  kind: 'eclipse';
  eclipse: 'solar' | 'lunar';
  eclipseKind: EclipseKind;
}

/** A transiting body crossing a natal house cusp (birth time and place known). */
export interface IngressEvent {
  kind: 'ingress';
  body: TransitingBodyId;
  /** The natal house entered (a retrograde body backs into the house before the cusp). */
  house: number;
  exactAt: string;
  retrograde: boolean;
  cusp: number;
}

/** The secondary-progressed Moon entering a sign or a natal house. */
export interface ProgressionEvent {
  kind: 'progression';
  body: 'moon';
  change: 'sign' | 'house';
  sign?: SignId;
  house?: number;
  exactAt: string;
}

export const RETURN_PHASES = ['return', 'waxing-square', 'opposition', 'waning-square'] as const;
export type ReturnPhase = (typeof RETURN_PHASES)[number];

/**
 * A solar or lunar return, or Jupiter or Saturn back at (or square or opposite) its natal
 * place: the returns scan, which looks years ahead rather than within the window.
 */
export interface ReturnEvent {
  kind: 'return';
  body: 'sun' | 'moon' | 'jupiter' | 'saturn';
  phase: ReturnPhase;
  aspect: 'conjunction' | 'square' | 'opposition';
  exactAt: string;
  retrograde: boolean;
  natalLon: number;
}

export type PersonalSkyEvent =
  TransitEvent | LunationEvent | EclipseEvent | IngressEvent | ProgressionEvent | ReturnEvent;
