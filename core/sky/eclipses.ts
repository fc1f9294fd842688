import { SearchGlobalSolarEclipse, SearchLunarEclipse } from 'astronomy-engine';
import { toAstroTime } from './sky-frame';

const DAY_MS = 86_400_000;
/**
 * Beyond this distance of the Moon from the ecliptic at a syzygy no eclipse of any kind is
 * possible (the largest limits, for partial solar and penumbral lunar eclipses, are ~1.6°).
 * Screening on it keeps astronomy-engine's searches, which run on to the next eclipse however
 * far away, to the lunations that actually have one.
 */
export const ECLIPSE_LATITUDE_LIMIT = 1.7;

export type EclipseKind = 'penumbral' | 'partial' | 'annular' | 'total';

/**
 * The eclipse at a new or full Moon, if there is one: its time of greatest eclipse and kind.
 * astronomy-engine computes the geometry in TT; its UT comes back through our ΔT table.
 */
export function eclipseAt(lunationMs: number, solar: boolean): { ms: number; kind: EclipseKind } | null {
  const searchFrom = toAstroTime(new Date(lunationMs - DAY_MS));
  const eclipse = solar ? SearchGlobalSolarEclipse(searchFrom) : SearchLunarEclipse(searchFrom);
  const ms = eclipse.peak.date.getTime();
  if (Math.abs(ms - lunationMs) > DAY_MS) return null;
  return { ms, kind: eclipse.kind as EclipseKind };
}
