import type { AspectId } from './aspects';
import { PHYSICAL_BODY_IDS, type PhysicalBodyId } from './body-ids';
import { type Crossing, type SkyTrack, difference, findCrossings } from './sky-track';

/** The Ptolemaic aspects as Moon-minus-body angles, and which aspect each angle is. */
const PTOLEMAIC_ANGLES = [
  [0, 'conjunction'],
  [60, 'sextile'],
  [90, 'square'],
  [120, 'trine'],
  [180, 'opposition'],
  [240, 'trine'],
  [270, 'square'],
  [300, 'sextile'],
] as const satisfies readonly (readonly [number, AspectId])[];

/** Void-of-course counts aspects to the Sun and the planets Mercury to Pluto, not the nodes. */
const ASPECTED_BODIES: readonly PhysicalBodyId[] = PHYSICAL_BODY_IDS.filter((body) => body !== 'moon');

export interface VoidPeriod {
  startMs: number;
  endMs: number;
  /** The last exact aspect before the Moon went void; absent if it made none in the sign. */
  lastAspect?: { body: PhysicalBodyId; aspect: AspectId };
}

interface ExactAspect {
  ms: number;
  body: PhysicalBodyId;
  aspect: AspectId;
}

/**
 * The Moon is void of course from its last exact Ptolemaic aspect to the Sun or a planet until
 * it leaves the sign. `moonIngresses` are the Moon's sign changes inside the track; a period is
 * reported for every pair of consecutive ingresses.
 */
export function voidOfCoursePeriods(track: SkyTrack, moonIngresses: readonly Crossing[]): VoidPeriod[] {
  const angles = PTOLEMAIC_ANGLES.map(([angle]) => angle);
  const exact: ExactAspect[] = [];
  for (const body of ASPECTED_BODIES) {
    // Moon minus any planet only ever increases (the Moon is never slower than 11°/day).
    const separation = difference(track.longitudes.moon, track.longitudes[body]);
    for (const crossing of findCrossings(track, separation, 360, angles, 'rising')) {
      const angle = ((crossing.level % 360) + 360) % 360;
      const entry = PTOLEMAIC_ANGLES.find(([candidate]) => Math.abs(candidate - angle) < 1e-6);
      if (entry) exact.push({ ms: crossing.ms, body, aspect: entry[1] });
    }
  }
  exact.sort((first, second) => first.ms - second.ms);

  const periods: VoidPeriod[] = [];
  for (let index = 1; index < moonIngresses.length; index += 1) {
    const signStart = moonIngresses[index - 1]?.ms ?? 0;
    const signEnd = moonIngresses[index]?.ms ?? 0;
    const last = exact.filter((aspect) => aspect.ms > signStart && aspect.ms < signEnd).at(-1);
    periods.push(
      last
        ? { startMs: last.ms, endMs: signEnd, lastAspect: { body: last.body, aspect: last.aspect } }
        : { startMs: signStart, endMs: signEnd },
    );
  }
  return periods;
}
