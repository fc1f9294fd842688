import { normalizeDegrees } from '@core/sky/degrees';

const EPSILON = 1e-9;

/** Re-exported for the wheel's modules; defined once for the chart engine and the wheel. */
export { normalizeDegrees };

/** Shortest arc between two longitudes, 0–180. */
export function arcBetween(first: number, second: number): number {
  const difference = normalizeDegrees(first - second);
  return Math.min(difference, 360 - difference);
}

/**
 * Where to draw glyphs so no two sit closer than `minSeparationDeg`, moving them as little as
 * possible (least squares) and never changing their order around the circle. Returns one
 * displayed longitude per input, in input order, normalised to [0, 360).
 *
 * Rather than an iterative relaxation, which only approaches the answer and can stall inside a
 * dense stellium, this solves the problem exactly: on a line, spacing points at least d apart
 * with the least squared movement is an isotonic regression of `position − index·d`, which the
 * pool-adjacent-violators pass solves in one sweep. A circle is a line cut somewhere: the
 * optimum always leaves at least one gap wider than d (the gaps add up to 360 > n·d), and
 * cutting there gives the same answer, so we try every cut and keep the cheapest one that also
 * respects the gap across the cut. n ≤ 14 bodies makes that O(n²) pass instant.
 *
 * If n glyphs cannot fit at that spacing (n·d ≥ 360) they are spread evenly instead.
 */
export function spreadGlyphs(longitudes: readonly number[], minSeparationDeg: number): number[] {
  const count = longitudes.length;
  const normalized = longitudes.map(normalizeDegrees);
  if (count < 2 || minSeparationDeg <= 0) return normalized;

  // Equal longitudes keep their input order, so the result never depends on sort stability.
  const order = normalized
    .map((_, index) => index)
    .sort((first, second) => {
      const difference = (normalized[first] ?? 0) - (normalized[second] ?? 0);
      return difference === 0 ? first - second : difference;
    });
  const sorted = order.map((index) => normalized[index] ?? 0);
  const separation = Math.min(minSeparationDeg, 360 / count);
  const crowded = separation * count >= 360 - EPSILON;

  let best: { start: number; placed: number[]; cost: number } | null = null;
  for (let start = 0; start < count; start += 1) {
    const line = sorted.map(
      (_, step) => (sorted[(start + step) % count] ?? 0) + (start + step >= count ? 360 : 0),
    );
    const placed = crowded ? spaceEvenly(line, separation) : spreadOnLine(line, separation);
    const span = (placed[count - 1] ?? 0) - (placed[0] ?? 0);
    if (!crowded && span > 360 - separation + EPSILON) continue;
    const cost = placed.reduce((sum, value, step) => sum + (value - (line[step] ?? 0)) ** 2, 0);
    if (best === null || cost < best.cost - EPSILON) best = { start, placed, cost };
  }
  // Unreachable in exact arithmetic (see above); even spacing is the safe answer regardless.
  const chosen = best ?? { start: 0, placed: spaceEvenly(sorted, 360 / count), cost: 0 };

  const result = new Array<number>(count).fill(0);
  chosen.placed.forEach((value, step) => {
    const inputIndex = order[(chosen.start + step) % count] ?? 0;
    result[inputIndex] = normalizeDegrees(value);
  });
  return result;
}

/** Least-squares spacing of ascending points on a line (pool adjacent violators). */
function spreadOnLine(line: readonly number[], separation: number): number[] {
  // Each block pools consecutive points that end up packed exactly `separation` apart.
  const blocks: { sum: number; size: number }[] = [];
  line.forEach((value, step) => {
    let block = { sum: value - step * separation, size: 1 };
    for (
      let previous = blocks.at(-1);
      previous && previous.sum / previous.size > block.sum / block.size;
      previous = blocks.at(-1)
    ) {
      blocks.pop();
      block = { sum: previous.sum + block.sum, size: previous.size + block.size };
    }
    blocks.push(block);
  });
  const placed: number[] = [];
  for (const block of blocks) {
    const offset = block.sum / block.size;
    for (let member = 0; member < block.size; member += 1) placed.push(offset + placed.length * separation);
  }
  return placed;
}

/** Equal spacing with the rotation that moves the points least. */
function spaceEvenly(line: readonly number[], separation: number): number[] {
  const offset = line.reduce((sum, value, step) => sum + value - step * separation, 0) / line.length;
  return line.map((_, step) => offset + step * separation);
}
