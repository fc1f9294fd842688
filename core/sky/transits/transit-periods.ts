import type { LevelCrossing, SampledPath } from './sampled-path';

/** A stretch of time a transiting body spends within orb of one aspect to one natal point. */
export interface TransitPeriod {
  startMs: number;
  endMs: number;
  /** Every exact pass inside the stretch: one, or two when a station falls within the orb. */
  passes: { ms: number; retrograde: boolean }[];
}

/** The longitude a transit is exact at (natal point + aspect angle) and the orb around it. */
export interface TransitBand {
  center: number;
  orb: number;
}

/** Grid indices a band's search runs between. */
export interface SearchSpan {
  first: number;
  last: number;
}

/** How many grid steps the search reaches out at a time when a stretch runs past the window. */
const EXTENSION_STEPS = 8;
/**
 * No stretch lasts this long: even Pluto, at its slowest, crosses a 2° band within about two
 * years. The cap only bounds the work if an orb table ever made one endless.
 */
const MAX_EXTENSION_DAYS = 1500;

const wrap180 = (degrees: number) => ((((degrees + 180) % 360) + 360) % 360) - 180;

const inBand = (path: SampledPath, band: TransitBand, index: number) =>
  Math.abs(wrap180(path.valueAt(index) - band.center)) < band.orb;

/**
 * The window's grid span, reached out on either side until the body is out of orb at both ends,
 * so that every stretch in orb that overlaps the window lies whole inside the span.
 */
export function searchSpan(
  path: SampledPath,
  band: TransitBand,
  windowStartMs: number,
  windowEndMs: number,
): SearchSpan {
  const maxSteps = Math.ceil(MAX_EXTENSION_DAYS / path.stepDays);
  const windowFirst = path.indexAtOrBefore(windowStartMs);
  const windowLast = path.indexAtOrAfter(windowEndMs);
  let first = windowFirst;
  let last = windowLast;
  while (inBand(path, band, first) && windowFirst - first < maxSteps) first -= EXTENSION_STEPS;
  while (inBand(path, band, last) && last - windowLast < maxSteps) last += EXTENSION_STEPS;
  return { first, last };
}

/** The levels a band's search looks for: its lower edge, its center, its upper edge. */
export const bandLevels = ({ center, orb }: TransitBand): [number, number, number] => [
  center - orb,
  center,
  center + orb,
];

/**
 * The stretches in orb read from one band's crossings over its span (in time order, with
 * `offsetIndex` 0, 1, 2 for the levels of `bandLevels`): each edge crossing toggles in and out of
 * orb, each center crossing is an exact pass. Only stretches that overlap the window and hold at
 * least one exact pass are kept: one that comes near exact and turns back did not happen.
 */
export function periodsFromCrossings(
  path: SampledPath,
  band: TransitBand,
  span: SearchSpan,
  crossings: readonly Pick<LevelCrossing, 'ms' | 'offsetIndex' | 'rising'>[],
  windowStartMs: number,
  windowEndMs: number,
): TransitPeriod[] {
  const periods: TransitPeriod[] = [];
  // In orb at the span's start only when the extension cap was reached.
  let open: TransitPeriod | null = inBand(path, band, span.first)
    ? { startMs: path.timeOf(span.first), endMs: 0, passes: [] }
    : null;
  for (const crossing of crossings) {
    if (crossing.offsetIndex === 1) {
      open?.passes.push({ ms: crossing.ms, retrograde: !crossing.rising });
    } else if (open) {
      open.endMs = crossing.ms;
      periods.push(open);
      open = null;
    } else {
      open = { startMs: crossing.ms, endMs: 0, passes: [] };
    }
  }
  if (open) periods.push({ ...open, endMs: path.timeOf(span.last) });
  return periods.filter(
    (period) => period.passes.length > 0 && period.endMs >= windowStartMs && period.startMs < windowEndMs,
  );
}

/** Every stretch in orb of one band that overlaps the window (see periodsFromCrossings). */
export function transitPeriods(
  path: SampledPath,
  band: TransitBand,
  windowStartMs: number,
  windowEndMs: number,
): TransitPeriod[] {
  const span = searchSpan(path, band, windowStartMs, windowEndMs);
  const crossings = path.crossings(span.first, span.last, bandLevels(band));
  return periodsFromCrossings(path, band, span, crossings, windowStartMs, windowEndMs);
}
