import type { Houses } from '../houses';
import type { IngressEvent } from './personal-sky-event';
import type { SampledPath } from './sampled-path';
import type { TransitingBodyId } from './transit-table';

const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

/**
 * A transiting body's crossings of the natal house cusps inside the window. Moving forward over
 * cusp n it enters house n; backing over it while retrograde, it returns to house n − 1.
 */
export function houseIngresses(
  body: TransitingBodyId,
  path: SampledPath,
  houses: Houses,
  windowStartMs: number,
  windowEndMs: number,
): IngressEvent[] {
  const first = path.indexAtOrBefore(windowStartMs);
  const last = path.indexAtOrAfter(windowEndMs);
  return path
    .crossings(first, last, houses.cusps)
    .filter((crossing) => crossing.ms >= windowStartMs && crossing.ms < windowEndMs)
    .map((crossing) => ({
      kind: 'ingress',
      body,
      house: crossing.rising ? crossing.offsetIndex + 1 : ((crossing.offsetIndex + 11) % 12) + 1,
      exactAt: iso(crossing.ms),
      retrograde: !crossing.rising,
      cusp: houses.cusps[crossing.offsetIndex] ?? 0,
    }));
}
