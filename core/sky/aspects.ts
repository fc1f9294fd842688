export const ASPECT_IDS = ['conjunction', 'sextile', 'square', 'trine', 'quincunx', 'opposition'] as const;
export type AspectId = (typeof ASPECT_IDS)[number];

export interface AspectRule {
  name: string;
  /** Exact separation in degrees. */
  angle: number;
  /** Largest allowed deviation from `angle`, in degrees. */
  orb: number;
  /** The five Ptolemaic aspects; the quincunx is a minor one. */
  major: boolean;
}

/**
 * The one orb table of the app (natal aspects, synastry, transits). Orbs follow the common
 * modern practice of wide orbs for the strong aspects and a narrow one for the quincunx; we do
 * not widen them for the Sun and Moon so every pair of bodies is judged by the same rule.
 */
export const ASPECTS = {
  conjunction: { name: 'Conjunction', angle: 0, orb: 8, major: true },
  sextile: { name: 'Sextile', angle: 60, orb: 4, major: true },
  square: { name: 'Square', angle: 90, orb: 7, major: true },
  trine: { name: 'Trine', angle: 120, orb: 7, major: true },
  quincunx: { name: 'Quincunx', angle: 150, orb: 2, major: false },
  opposition: { name: 'Opposition', angle: 180, orb: 8, major: true },
} as const satisfies Record<AspectId, AspectRule>;

/** A point that can take part in an aspect: a body of one chart or of another (synastry). */
export interface AspectPoint<Id extends string = string> {
  id: Id;
  lon: number;
  /** Degrees per day; 0 for points that do not move (e.g. angles treated as fixed). */
  speed: number;
}

export interface Aspect<Id extends string = string, Type extends string = AspectId> {
  /** First point (from the first list). */
  a: Id;
  /** Second point (from the second list). */
  b: Id;
  type: Type;
  /** Actual separation along the ecliptic, degrees in [0, 180]. */
  separation: number;
  /** Exactness: |separation − aspect angle| in degrees; 0 is exact. */
  orb: number;
  /** True while the separation is moving toward the exact angle. */
  applying: boolean;
}

/**
 * Aspects between every point of `first` and every point of `second`, tightest first per pair.
 * Pass the same list twice for the aspects inside one chart (each pair is then reported once);
 * pass two charts for synastry inter-aspects.
 */
export function aspectsBetween<Id extends string>(
  first: readonly AspectPoint<Id>[],
  second: readonly AspectPoint<Id>[],
): Aspect<Id>[] {
  const sameList = first === second;
  const found: Aspect<Id>[] = [];
  first.forEach((pointA, indexA) => {
    second.forEach((pointB, indexB) => {
      if (sameList && indexB <= indexA) return;
      const aspect = aspectBetween(pointA, pointB);
      if (aspect) found.push(aspect);
    });
  });
  return found;
}

/** The closest aspect within orb between two points, if any. */
export function aspectBetween<Id extends string>(
  pointA: AspectPoint<Id>,
  pointB: AspectPoint<Id>,
): Aspect<Id> | null {
  return closestAspect(pointA, pointB, ASPECT_IDS, (type) => ASPECTS[type]);
}

/**
 * The closest of `types` within its orb between two points: `ruleOf` gives each type's exact
 * angle and orb, so every aspect list and orb table shares this one definition of an aspect.
 */
export function closestAspect<Id extends string, Type extends string>(
  pointA: AspectPoint<Id>,
  pointB: AspectPoint<Id>,
  types: readonly Type[],
  ruleOf: (type: Type) => { angle: number; orb: number },
): Aspect<Id, Type> | null {
  const raw = (((pointA.lon - pointB.lon) % 360) + 360) % 360;
  const signed = raw > 180 ? raw - 360 : raw;
  const separation = Math.abs(signed);
  let best: Aspect<Id, Type> | null = null;
  for (const type of types) {
    const rule = ruleOf(type);
    const orb = Math.abs(separation - rule.angle);
    if (orb > rule.orb || (best && best.orb <= orb)) continue;
    // The separation grows at sign(signed)·(speedA − speedB); applying when that shrinks the gap.
    const separationRate = (signed >= 0 ? 1 : -1) * (pointA.speed - pointB.speed);
    const deviation = separation - rule.angle;
    best = { a: pointA.id, b: pointB.id, type, separation, orb, applying: deviation * separationRate < 0 };
  }
  return best;
}
