import {
  type HermiteInterval,
  type MonotonicPiece,
  crossingFraction,
  monotonicPieces,
} from './monotonic-pieces';

const DAY_MS = 86_400_000;

/** A longitude (degrees, any turn) and its rate (degrees per day) at one instant. */
export interface Motion {
  lon: number;
  speed: number;
}

export interface LevelCrossing {
  ms: number;
  /** The grid interval it falls in (from grid index `index` to `index + 1`). */
  index: number;
  /** Which of the offsets asked for was crossed. */
  offsetIndex: number;
  /** The unwrapped level crossed. */
  level: number;
  /** True when the longitude was increasing (direct motion). */
  rising: boolean;
}

const wrap180 = (degrees: number) => ((((degrees + 180) % 360) + 360) % 360) - 180;

/** Offsets folded into [0, 360) and sorted, with the index each had in the caller's list. */
interface SortedOffsets {
  values: number[];
  indices: number[];
}

const sortedCache = new WeakMap<readonly number[], SortedOffsets>();

function sortedOffsets(offsets: readonly number[]): SortedOffsets {
  let sorted = sortedCache.get(offsets);
  if (!sorted) {
    const order = offsets
      .map((offset, index) => ({ value: ((offset % 360) + 360) % 360, index }))
      .sort((first, second) => first.value - second.value);
    sorted = { values: order.map((entry) => entry.value), indices: order.map((entry) => entry.index) };
    sortedCache.set(offsets, sorted);
  }
  return sorted;
}

/** The first position whose value is greater than `bound`. */
function firstAbove(values: readonly number[], bound: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((values[middle] ?? 0) > bound) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Calls `visit` for each level `offset + k·360` with low < level ≤ high (the crossing rule of
 * monotonic-pieces.ts), walking the sorted offsets turn by turn from the one just above `low`.
 */
function forEachLevel(
  sorted: SortedOffsets,
  low: number,
  high: number,
  visit: (level: number, offsetIndex: number) => void,
): void {
  const count = sorted.values.length;
  if (count === 0) return;
  let turn = Math.floor(low / 360) * 360;
  let position = firstAbove(sorted.values, low - turn);
  for (;;) {
    if (position === count) {
      position = 0;
      turn += 360;
    }
    const level = turn + (sorted.values[position] ?? 0);
    if (level > high) return;
    visit(level, sorted.indices[position] ?? 0);
    position += 1;
  }
}

/**
 * One moving longitude sampled on a fixed grid anchored at `anchorMs`, grown on demand in either
 * direction, kept unwrapped (no jump at 360°) and read between samples as Hermite pieces. Grid
 * indices are whole numbers relative to the anchor and may be negative.
 */
export class SampledPath {
  readonly stepMs: number;
  private firstIndex = 0;
  private readonly values: number[] = [];
  private readonly rates: number[] = [];
  private readonly pieceCache = new Map<number, MonotonicPiece[]>();

  constructor(
    private readonly motionAt: (ms: number) => Motion,
    readonly stepDays: number,
    readonly anchorMs: number,
  ) {
    this.stepMs = stepDays * DAY_MS;
  }

  timeOf(index: number, fraction = 0): number {
    return this.anchorMs + (index + fraction) * this.stepMs;
  }

  /** The grid index at or before `ms`. */
  indexAtOrBefore(ms: number): number {
    return Math.floor((ms - this.anchorMs) / this.stepMs + 1e-9);
  }

  /** The grid index at or after `ms`. */
  indexAtOrAfter(ms: number): number {
    return Math.ceil((ms - this.anchorMs) / this.stepMs - 1e-9);
  }

  /** Samples every grid index from `first` to `last` that is not sampled yet. */
  cover(first: number, last: number): void {
    if (this.values.length === 0) this.push(first);
    while (this.firstIndex > first) this.unshift();
    while (this.firstIndex + this.values.length - 1 < last) this.push(this.firstIndex + this.values.length);
  }

  /** Unwrapped value at a sampled grid index. */
  valueAt(index: number): number {
    this.cover(index, index);
    return this.values[index - this.firstIndex] ?? Number.NaN;
  }

  /** The interval from grid index `index` to `index + 1`, sampling it if needed. */
  interval(index: number): HermiteInterval {
    this.cover(index, index + 1);
    const at = index - this.firstIndex;
    return {
      v0: this.values[at] ?? 0,
      v1: this.values[at + 1] ?? 0,
      r0: (this.rates[at] ?? 0) * this.stepDays,
      r1: (this.rates[at + 1] ?? 0) * this.stepDays,
    };
  }

  /**
   * Every crossing of `offsets[i] + k·360` between grid indices `first` and `last`, in time order.
   * The offsets are sorted once, so each piece finds the few it crosses by binary search: a scan
   * asks for hundreds of levels at a time (every natal point × aspect × orb edge).
   */
  crossings(first: number, last: number, offsets: readonly number[]): LevelCrossing[] {
    const sorted = sortedOffsets(offsets);
    const found: LevelCrossing[] = [];
    for (let index = first; index < last; index += 1) {
      const interval = this.interval(index);
      for (const piece of this.piecesOf(index, interval)) {
        const rising = piece.value1 > piece.value0;
        const low = Math.min(piece.value0, piece.value1);
        const high = Math.max(piece.value0, piece.value1);
        forEachLevel(sorted, low, high, (level, offsetIndex) => {
          const fraction = crossingFraction(interval, piece, level);
          found.push({ ms: this.timeOf(index, fraction), index, offsetIndex, level, rising });
        });
      }
    }
    return found.sort((first, second) => first.ms - second.ms);
  }

  private piecesOf(index: number, interval: HermiteInterval): MonotonicPiece[] {
    let pieces = this.pieceCache.get(index);
    if (!pieces) {
      pieces = monotonicPieces(interval);
      this.pieceCache.set(index, pieces);
    }
    return pieces;
  }

  private push(index: number): void {
    const motion = this.motionAt(this.timeOf(index));
    const previous = this.values[this.values.length - 1];
    if (this.values.length === 0) this.firstIndex = index;
    this.values.push(previous === undefined ? motion.lon : previous + wrap180(motion.lon - previous));
    this.rates.push(motion.speed);
  }

  private unshift(): void {
    const index = this.firstIndex - 1;
    const motion = this.motionAt(this.timeOf(index));
    const next = this.values[0] ?? motion.lon;
    this.values.unshift(next + wrap180(motion.lon - next));
    this.rates.unshift(motion.speed);
    this.firstIndex = index;
  }
}
