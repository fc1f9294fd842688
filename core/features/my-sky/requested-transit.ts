import type { BirthMoment } from '../../contract/birth-moment';
import { chartMomentOf } from '../../compose/reading-sky';
import { isSupportedInstant } from '../../time/supported-range';
import { FrameCache } from '../../sky/transits/frame-cache';
import { type NatalPointId, type NatalPoints, natalPointsOf } from '../../sky/transits/natal-points';
import type { TransitEvent } from '../../sky/transits/personal-sky-event';
import { SampledPath } from '../../sky/transits/sampled-path';
import { transitPasses } from '../../sky/transits/transit-passes';
import {
  TRANSIT_STEP_DAYS,
  type TransitAspectId,
  type TransitingBodyId,
} from '../../sky/transits/transit-table';

const DAY_MS = 86_400_000;
/**
 * How far the named instant may sit from the pass the server finds. The page's scan anchors its
 * samples at the visitor's midnight and the server's at another instant, so the interpolated
 * pass can differ by seconds; ten minutes is still far closer than any two passes of one transit.
 */
export const EXACT_MATCH_TOLERANCE_MS = 10 * 60_000;

/** How a request names one transit: the identity the page's timeline gives each pass. */
export interface TransitIdentity {
  kind: 'transit';
  body: TransitingBodyId;
  target: NatalPointId;
  aspect: TransitAspectId;
  exactAt: string;
}

export interface RequestedTransit {
  transit: TransitEvent;
  natal: NatalPoints;
}

/**
 * The transit a reading request names, recomputed from the birth moment: only the named body
 * is scanned, over the days around the named instant. Undefined when no such pass happens
 * (or the request is not well formed enough to tell).
 */
export function findRequestedTransit(request: {
  person: BirthMoment;
  event: TransitIdentity;
}): RequestedTransit | undefined {
  const { person, event } = request;
  const exactMs = Date.parse(event.exactAt);
  if (!Number.isFinite(exactMs) || !isSupportedInstant(exactMs)) return undefined;
  if (!isSupportedInstant(Date.parse(person.utc))) return undefined;
  try {
    const natal = natalPointsOf(chartMomentOf(person));
    if (natal.longitudes[event.target] === undefined) return undefined;
    const startMs = Math.floor(exactMs / DAY_MS) * DAY_MS - DAY_MS;
    const path = new SampledPath(
      new FrameCache().motionOf(event.body),
      TRANSIT_STEP_DAYS[event.body],
      startMs,
    );
    const transit = transitPasses(event.body, path, natal, startMs, startMs + 3 * DAY_MS).find(
      (pass) =>
        pass.target === event.target &&
        pass.aspect === event.aspect &&
        Math.abs(Date.parse(pass.exactAt) - exactMs) <= EXACT_MATCH_TOLERANCE_MS,
    );
    return transit ? { transit, natal } : undefined;
  } catch {
    // A birth the engine cannot cast names no transit.
    return undefined;
  }
}
