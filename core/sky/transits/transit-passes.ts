import { houseOf } from '../houses';
import { normalizeDegrees } from '../degrees';
import { zodiacPlace } from '../zodiac-place';
import { NATAL_POINT_IDS, type NatalPointId, type NatalPoints } from './natal-points';
import type { TransitEvent } from './personal-sky-event';
import type { LevelCrossing, SampledPath } from './sampled-path';
import {
  type SearchSpan,
  type TransitBand,
  bandLevels,
  periodsFromCrossings,
  searchSpan,
} from './transit-periods';
import { TRANSIT_ANGLES, TRANSIT_ORBS, type TransitAspectId, type TransitingBodyId } from './transit-table';

const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

interface BandSearch extends TransitBand {
  target: NatalPointId;
  natalLon: number;
  angle: number;
  aspect: TransitAspectId;
  span: SearchSpan;
  crossings: LevelCrossing[];
}

/**
 * Every exact pass of one transiting body over every major aspect to every natal point, for each
 * stretch in orb that overlaps the window: one event per pass, each carrying its stretch's entry
 * and exit. All bands are searched in one sweep of the path (one binary search per monotonic
 * piece), then each band reads its own crossings inside its own span.
 */
export function transitPasses(
  body: TransitingBodyId,
  path: SampledPath,
  natal: NatalPoints,
  windowStartMs: number,
  windowEndMs: number,
): TransitEvent[] {
  const orb = TRANSIT_ORBS[body];
  const searches: BandSearch[] = [];
  for (const target of NATAL_POINT_IDS) {
    const natalLon = natal.longitudes[target];
    if (natalLon === undefined) continue;
    for (const { angle, aspect } of TRANSIT_ANGLES) {
      const band = { center: natalLon + angle, orb };
      const span = searchSpan(path, band, windowStartMs, windowEndMs);
      searches.push({ ...band, target, natalLon, angle, aspect, span, crossings: [] });
    }
  }
  if (searches.length === 0) return [];
  const first = Math.min(...searches.map((search) => search.span.first));
  const last = Math.max(...searches.map((search) => search.span.last));
  for (const crossing of path.crossings(first, last, searches.flatMap(bandLevels))) {
    const search = searches[Math.floor(crossing.offsetIndex / 3)];
    if (!search || crossing.index < search.span.first || crossing.index >= search.span.last) continue;
    search.crossings.push({ ...crossing, offsetIndex: crossing.offsetIndex % 3 });
  }

  const events: TransitEvent[] = [];
  for (const search of searches) {
    const { target, natalLon, angle, aspect, span } = search;
    const lon = normalizeDegrees(search.center);
    const place = {
      lon,
      sign: zodiacPlace(lon).sign,
      ...(natal.houses ? { house: houseOf(lon, natal.houses.cusps) } : {}),
    };
    for (const period of periodsFromCrossings(
      path,
      search,
      span,
      search.crossings,
      windowStartMs,
      windowEndMs,
    )) {
      period.passes.forEach((pass, index) => {
        events.push({
          kind: 'transit',
          body,
          target,
          aspect,
          angle,
          exactAt: iso(pass.ms),
          startsAt: iso(period.startMs),
          endsAt: iso(period.endMs),
          pass: index + 1,
          passes: period.passes.length,
          retrograde: pass.retrograde,
          ...place,
          natalLon,
        });
      });
    }
  }
  return events;
}
