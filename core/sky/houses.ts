import type { AstroTime } from 'astronomy-engine';
import type { HouseSystemId } from './house-systems';
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
  /** Ascendant and Midheaven, ecliptic longitude of date in degrees [0, 360). */
  asc: number;
  mc: number;
  /** Cusps of houses 1–12 in order, degrees [0, 360). */
  cusps: number[];
  fallback?: HouseFallback;
}

const RADIANS = Math.PI / 180;
const DEGREES = 180 / Math.PI;
const sin = (degrees: number) => Math.sin(degrees * RADIANS);
const cos = (degrees: number) => Math.cos(degrees * RADIANS);
const tan = (degrees: number) => Math.tan(degrees * RADIANS);
const normalize = (degrees: number): number => ((degrees % 360) + 360) % 360;

/** Sky geometry of one chart: local sidereal angle (RAMC), latitude and true obliquity. */
interface Sphere {
  ramc: number;
  latitude: number;
  obliquity: number;
}

/**
 * Where the ecliptic crosses a great circle through the east and west points of the horizon
 * whose pole stands `pole` degrees high, `equatorArc` degrees along the equator from the
 * meridian. With the horizon itself (pole = latitude, arc = RAMC + 90°) it is the Ascendant.
 * The branch of the arctangent is chosen quadrant by quadrant of the arc, as swe_houses does,
 * so that inside the polar circles we pick the same one of the two crossings as the reference.
 */
function eclipticCrossing(equatorArc: number, pole: number, obliquity: number): number {
  const inFirstQuadrant = (arc: number, height: number) =>
    normalize(Math.atan2(sin(arc), cos(obliquity) * cos(arc) - tan(height) * sin(obliquity)) * DEGREES);
  const arc = normalize(equatorArc);
  const quadrant = Math.floor(arc / 90);
  const crossing =
    quadrant === 0
      ? inFirstQuadrant(arc, pole)
      : quadrant === 1
        ? 180 - inFirstQuadrant(180 - arc, -pole)
        : quadrant === 2
          ? 180 + inFirstQuadrant(arc - 180, -pole)
          : 360 - inFirstQuadrant(360 - arc, pole);
  return normalize(crossing);
}

/** The ecliptic degree rising on the eastern horizon of a place at `latitude` when RAMC is `ramc`. */
const ascendantFor = (ramc: number, latitude: number, obliquity: number): number =>
  eclipticCrossing(ramc + 90, latitude, obliquity);

/** Signed difference a − b folded into (−180°, 180°]. */
const signedDifference = (a: number, b: number): number => {
  const difference = normalize(a - b);
  return difference > 180 ? difference - 360 : difference;
};

/** The ecliptic degree culminating (upper meridian) when the RAMC is `ramc`. */
function midheavenFor(ramc: number, obliquity: number): number {
  return normalize(Math.atan2(sin(ramc), cos(ramc) * cos(obliquity)) * DEGREES);
}

/** The ecliptic longitude whose right ascension is `rightAscension`. */
const longitudeForRightAscension = (rightAscension: number, obliquity: number): number =>
  normalize(Math.atan2(sin(rightAscension), cos(rightAscension) * cos(obliquity)) * DEGREES);

const declinationOf = (longitude: number, obliquity: number): number =>
  Math.asin(sin(obliquity) * sin(longitude)) * DEGREES;

/** Ascensional difference: how much longer (or shorter) than 6 h a point's half day is, in degrees. */
const ascensionalDifference = (declination: number, latitude: number): number =>
  Math.asin(Math.max(-1, Math.min(1, tan(latitude) * tan(declination)))) * DEGREES;

/** Cusps 11, 12, 2 and 3 of a quadrant system; the others follow from the angles. */
type IntermediateCusps = readonly [number, number, number, number];

/**
 * Placidus: each cusp is the ecliptic point that has covered a third (or two thirds) of its own
 * diurnal or nocturnal semi-arc. The point's semi-arc depends on its declination, hence the
 * fixed-point iteration.
 */
function placidusCusps({ ramc, latitude, obliquity }: Sphere): IntermediateCusps {
  const solve = (fraction: number, above: boolean): number => {
    let longitude = normalize(ramc + (above ? 90 * fraction : 180 - 90 * fraction));
    for (let iteration = 0; iteration < 100; iteration += 1) {
      const difference = ascensionalDifference(declinationOf(longitude, obliquity), latitude);
      const rightAscension = above
        ? ramc + fraction * (90 + difference)
        : ramc + 180 - fraction * (90 - difference);
      const next = longitudeForRightAscension(rightAscension, obliquity);
      const change = Math.abs(((next - longitude + 540) % 360) - 180);
      longitude = next;
      if (change < 1e-10) break;
    }
    return longitude;
  };
  return [solve(1 / 3, true), solve(2 / 3, true), solve(2 / 3, false), solve(1 / 3, false)];
}

/**
 * Koch (birthplace houses): cusps are the ascendants at the moments dividing the Midheaven
 * degree's own rise-to-culmination time into thirds.
 */
function kochCusps({ ramc, latitude, obliquity }: Sphere): IntermediateCusps {
  const midheaven = midheavenFor(ramc, obliquity);
  const semiArc = 90 + ascensionalDifference(declinationOf(midheaven, obliquity), latitude);
  const at = (offset: number) => ascendantFor(ramc + offset, latitude, obliquity);
  return [at((-2 * semiArc) / 3), at(-semiArc / 3), at(semiArc / 3), at((2 * semiArc) / 3)];
}

/**
 * Regiomontanus: the celestial equator is cut into 30° arcs from the meridian; each cusp is
 * where the great circle through that point and the horizon's north and south points meets the
 * ecliptic, i.e. an ascendant for a pole of height atan(tan φ · sin H).
 */
function regiomontanusCusps({ ramc, latitude, obliquity }: Sphere): IntermediateCusps {
  const pole = (hours: number) => Math.atan(tan(latitude) * sin(hours)) * DEGREES;
  const near = pole(30);
  const far = pole(60);
  return [
    ascendantFor(ramc - 60, near, obliquity),
    ascendantFor(ramc - 30, far, obliquity),
    ascendantFor(ramc + 30, far, obliquity),
    ascendantFor(ramc + 60, near, obliquity),
  ];
}

/** Porphyry: each quadrant between the angles trisected along the ecliptic. */
function porphyryCusps(asc: number, mc: number): IntermediateCusps {
  const upper = normalize(asc - mc);
  const lower = 180 - upper;
  return [
    normalize(mc + upper / 3),
    normalize(mc + (2 * upper) / 3),
    normalize(asc + lower / 3),
    normalize(asc + (2 * lower) / 3),
  ];
}

type QuadrantSystem = 'placidus' | 'koch' | 'porphyry' | 'regiomontanus';

const quadrantRules = {
  placidus: (sphere) => placidusCusps(sphere),
  koch: (sphere) => kochCusps(sphere),
  porphyry: (sphere, asc, mc) => porphyryCusps(asc, mc),
  regiomontanus: (sphere) => regiomontanusCusps(sphere),
} as const satisfies Record<QuadrantSystem, (sphere: Sphere, asc: number, mc: number) => IntermediateCusps>;

/** Systems built on semi-arcs of ecliptic points; they have no solution where some never rise. */
const UNDEFINED_IN_POLAR_REGIONS: readonly HouseSystemId[] = ['placidus', 'koch'];

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

export interface HouseInput {
  instant: Date | AstroTime;
  latitude: number;
  longitude: number;
  system?: HouseSystemId;
}

/**
 * Ascendant, Midheaven and the twelve cusps, matching swe_houses: apparent sidereal time and
 * the true obliquity of date. Inside the polar circles, where Placidus and Koch have no
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

  if (system === 'equal') {
    return { system, asc, mc, cusps: Array.from({ length: 12 }, (_, index) => normalize(asc + 30 * index)) };
  }
  if (system === 'whole-sign') {
    const first = Math.floor(asc / 30) * 30;
    return {
      system,
      asc,
      mc,
      cusps: Array.from({ length: 12 }, (_, index) => normalize(first + 30 * index)),
    };
  }
  if (system === 'regiomontanus' && polar && westward) {
    // swe_houses turns the whole chart here (Midheaven below the horizon, houses clockwise).
    const cusps = quadrantHouses(system, sphere, geometricAsc, geometricMc).map((cusp) =>
      normalize(cusp + 180),
    );
    return { system, asc, mc: normalize(geometricMc + 180), cusps };
  }
  if (UNDEFINED_IN_POLAR_REGIONS.includes(system) && polar) {
    return {
      system: 'porphyry',
      asc,
      mc,
      cusps: quadrantHouses('porphyry', sphere, asc, mc),
      fallback: {
        from: system,
        to: 'porphyry',
        polarLimit: 90 - trueObliquity,
      },
    };
  }
  return {
    system,
    asc,
    mc,
    cusps: quadrantHouses(system, sphere, system === 'porphyry' ? asc : geometricAsc, mc),
  };
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
