import type { AstroTime } from 'astronomy-engine';
import type { HouseSystemId } from './house-systems';
import {
  type Sphere,
  ascendantFor,
  eclipticCrossing,
  longitudeForRightAscension,
  longitudeOfEquatorPoint,
  midheavenFor,
  normalize,
  signedDifference,
} from './house-sphere';
import { type QuadrantSystem, QUADRANT_SYSTEMS, quadrantRules } from './quadrant-cusps';
import { siderealAngles, toAstroTime } from './sky-frame';

export interface HouseFallback {
  from: HouseSystemId;
  to: HouseSystemId;
  /** The latitude, degrees either side of the equator, beyond which `from` has no solution. */
  polarLimit: number;
}

export interface Houses {
  /** The system the cusps were actually computed with (after any fallback). */
  system: HouseSystemId;
  /**
   * Ascendant and Midheaven, ecliptic longitude of date in degrees [0, 360): always the angles
   * themselves, whatever the system (in Whole Sign, Vehlow, Morinus and Meridian the first cusp
   * is not the Ascendant).
   */
  asc: number;
  mc: number;
  /** Cusps of houses 1–12 in order, degrees [0, 360). */
  cusps: number[];
  /** Where the prime vertical meets the ecliptic in the west. */
  vertex: number;
  fallback?: HouseFallback;
}

/** Systems built on semi-arcs of ecliptic points; they have no solution where some never rise. */
const UNDEFINED_IN_POLAR_REGIONS: readonly HouseSystemId[] = ['placidus', 'koch'];

/**
 * Systems that, inside the polar circles with the Ascendant west of the meridian, turn the whole
 * chart by 180° as swe_houses does (the Midheaven then lies below the horizon).
 */
const TURNED_IN_POLAR_REGIONS: readonly HouseSystemId[] = ['regiomontanus', 'campanus', 'topocentric'];

const isQuadrantSystem = (system: HouseSystemId): system is QuadrantSystem =>
  (QUADRANT_SYSTEMS as readonly HouseSystemId[]).includes(system);

function quadrantHouses(system: QuadrantSystem, sphere: Sphere, asc: number, mc: number): number[] {
  const [eleventh, twelfth, second, third] = quadrantRules[system](sphere, asc, mc);
  const eastern = [
    asc,
    second,
    third,
    normalize(mc + 180),
    normalize(eleventh + 180),
    normalize(twelfth + 180),
  ];
  return [
    ...eastern,
    normalize(asc + 180),
    normalize(second + 180),
    normalize(third + 180),
    mc,
    eleventh,
    twelfth,
  ];
}

/** Twelve 30° houses from a first cusp. */
const thirtyDegreeHouses = (first: number): number[] =>
  Array.from({ length: 12 }, (_, index) => normalize(first + 30 * index));

/**
 * Houses from the equator cut into twelve 30° arcs from the RAMC: cusp 10 at the RAMC itself,
 * cusp 11 30° east and so on, each equator point carried to the ecliptic by `toEcliptic`.
 */
const equatorArcHouses = (ramc: number, toEcliptic: (rightAscension: number) => number): number[] =>
  Array.from({ length: 12 }, (_, index) => toEcliptic(ramc + 30 * (index + 3)));

/**
 * Cusps of the systems that need neither a quadrant rule nor a fallback: the equal-house family
 * counts from the Ascendant, Morinus and Meridian from the equator.
 */
const noQuadrantRules = {
  equal: (_sphere: Sphere, asc: number) => thirtyDegreeHouses(asc),
  'whole-sign': (_sphere: Sphere, asc: number) => thirtyDegreeHouses(Math.floor(asc / 30) * 30),
  // Vehlow puts the Ascendant in the middle of the first house.
  vehlow: (_sphere: Sphere, asc: number) => thirtyDegreeHouses(asc - 15),
  // Meridian (axial rotation): the ecliptic points with those right ascensions.
  meridian: ({ ramc, obliquity }: Sphere) =>
    equatorArcHouses(ramc, (rightAscension) => longitudeForRightAscension(rightAscension, obliquity)),
  // Morinus: the equator points themselves, turned into ecliptic coordinates.
  morinus: ({ ramc, obliquity }: Sphere) =>
    equatorArcHouses(ramc, (rightAscension) => longitudeOfEquatorPoint(rightAscension, obliquity)),
} as const satisfies Record<
  Exclude<HouseSystemId, QuadrantSystem>,
  (sphere: Sphere, asc: number) => number[]
>;

/**
 * The Vertex: the western crossing of the prime vertical (the circle through the east point and
 * the zenith) with the ecliptic, an ascendant for the co-latitude taken from the IC side. In the
 * tropics the crossing can fall east of the meridian; like swe_houses we keep it in the west.
 */
function vertexOf({ ramc, latitude, obliquity }: Sphere, mc: number): number {
  const pole = latitude >= 0 ? 90 - latitude : -90 - latitude;
  const vertex = eclipticCrossing(ramc - 90, pole, obliquity);
  return Math.abs(latitude) <= obliquity && signedDifference(vertex, mc) > 0
    ? normalize(vertex + 180)
    : vertex;
}

export interface HouseInput {
  instant: Date | AstroTime;
  latitude: number;
  longitude: number;
  system?: HouseSystemId;
}

/**
 * Ascendant, Midheaven, the Vertex and the twelve cusps, matching swe_houses: apparent sidereal
 * time and the true obliquity of date. Inside the polar circles, where Placidus and Koch have no
 * solution, the cusps fall back to Porphyry and say so.
 */
export function computeHouses({ instant, latitude, longitude, system = 'placidus' }: HouseInput): Houses {
  const time = toAstroTime(instant);
  const { gastDegrees, trueObliquity } = siderealAngles(time);
  const sphere: Sphere = { ramc: normalize(gastDegrees + longitude), latitude, obliquity: trueObliquity };
  const geometricAsc = ascendantFor(sphere.ramc, latitude, trueObliquity);
  const geometricMc = midheavenFor(sphere.ramc, trueObliquity);
  const polar = Math.abs(latitude) >= 90 - trueObliquity;
  // Inside the polar circles the rising crossing can fall west of the meridian; like swe_houses
  // we then take the other crossing as the Ascendant so the houses still run counter-clockwise.
  const westward = signedDifference(geometricAsc, geometricMc) < 0;
  const asc = westward ? normalize(geometricAsc + 180) : geometricAsc;
  const mc = geometricMc;
  const vertex = vertexOf(sphere, mc);

  if (!isQuadrantSystem(system)) {
    return { system, asc, mc, cusps: noQuadrantRules[system](sphere, asc), vertex };
  }
  if (TURNED_IN_POLAR_REGIONS.includes(system) && polar && westward) {
    const cusps = quadrantHouses(system, sphere, geometricAsc, geometricMc).map((cusp) =>
      normalize(cusp + 180),
    );
    return { system, asc, mc: normalize(geometricMc + 180), cusps, vertex };
  }
  if (UNDEFINED_IN_POLAR_REGIONS.includes(system) && polar) {
    return {
      system: 'porphyry',
      asc,
      mc,
      cusps: quadrantHouses('porphyry', sphere, asc, mc),
      vertex,
      fallback: { from: system, to: 'porphyry', polarLimit: 90 - trueObliquity },
    };
  }
  // Porphyry and Alcabitius divide the quadrants of the (turned) Ascendant; the rest start
  // from the geometric crossing, as swe_houses does.
  const firstCusp = system === 'porphyry' || system === 'alcabitius' ? asc : geometricAsc;
  return { system, asc, mc, cusps: quadrantHouses(system, sphere, firstCusp, mc), vertex };
}

/** Which house (1–12) a longitude falls in, given cusps in order. */
export function houseOf(longitude: number, cusps: readonly number[]): number {
  for (let index = 0; index < 12; index += 1) {
    const start = cusps[index] ?? 0;
    const end = cusps[(index + 1) % 12] ?? 0;
    const width = normalize(end - start);
    if (normalize(longitude - start) < width) return index + 1;
  }
  return 1;
}
