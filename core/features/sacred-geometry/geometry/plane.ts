import type { Point } from './figure';

/** The two points where two circles cross (in no promised order); none when they do not cross. */
export function circleCrossings(
  first: { centre: Point; radius: number },
  second: { centre: Point; radius: number },
): Point[] {
  const dx = second.centre.x - first.centre.x;
  const dy = second.centre.y - first.centre.y;
  const gap = Math.hypot(dx, dy);
  if (gap === 0 || gap > first.radius + second.radius || gap < Math.abs(first.radius - second.radius))
    return [];
  // Distance from the first centre to the chord joining the crossings, then half the chord.
  const along = (gap * gap + first.radius * first.radius - second.radius * second.radius) / (2 * gap);
  const across = Math.sqrt(Math.max(0, first.radius * first.radius - along * along));
  const foot = { x: first.centre.x + (dx * along) / gap, y: first.centre.y + (dy * along) / gap };
  const normal = { x: dy / gap, y: -dx / gap };
  return [
    { x: foot.x + normal.x * across, y: foot.y + normal.y * across },
    { x: foot.x - normal.x * across, y: foot.y - normal.y * across },
  ];
}

/** Where two segments cross, or undefined when they do not (parallel ones never count). */
export function segmentCrossing(
  [a, b]: readonly [Point, Point],
  [c, d]: readonly [Point, Point],
): Point | undefined {
  const denominator = (b.x - a.x) * (d.y - c.y) - (b.y - a.y) * (d.x - c.x);
  if (Math.abs(denominator) < 1e-12) return undefined;
  const t = ((c.x - a.x) * (d.y - c.y) - (c.y - a.y) * (d.x - c.x)) / denominator;
  const u = ((c.x - a.x) * (b.y - a.y) - (c.y - a.y) * (b.x - a.x)) / denominator;
  if (t < 0 || t > 1 || u < 0 || u > 1) return undefined;
  return { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
}
