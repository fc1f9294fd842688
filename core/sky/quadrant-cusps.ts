import {
  type Sphere,
  ascendantFor,
  ascensionalDifference,
  atan,
  asin,
  cos,
  declinationOf,
  eclipticCrossing,
  longitudeForRightAscension,
  midheavenFor,
  normalize,
  sin,
  tan,
} from './house-sphere';

/** Cusps 11, 12, 2 and 3 of a quadrant system; the others follow from the angles. */
export type IntermediateCusps = readonly [number, number, number, number];

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
 * Cusps where great circles through the north and south points of the horizon meet the
 * ecliptic, given the equator arc (from the meridian) and pole height of the circles of houses
 * 11 and 12; houses 2 and 3 mirror them below the horizon.
 */
function circlesThroughHorizonPoles(
  { ramc, obliquity }: Sphere,
  eleventh: { arc: number; pole: number },
  twelfth: { arc: number; pole: number },
): IntermediateCusps {
  return [
    eclipticCrossing(ramc + eleventh.arc, eleventh.pole, obliquity),
    eclipticCrossing(ramc + twelfth.arc, twelfth.pole, obliquity),
    eclipticCrossing(ramc + 180 - twelfth.arc, twelfth.pole, obliquity),
    eclipticCrossing(ramc + 180 - eleventh.arc, eleventh.pole, obliquity),
  ];
}

/**
 * Regiomontanus: the celestial equator is cut into 30° arcs from the meridian; each cusp is
 * where the great circle through that point and the horizon's north and south points meets the
 * ecliptic, i.e. an ascendant for a pole of height atan(tan φ · sin H).
 */
const regiomontanusCusps = (sphere: Sphere): IntermediateCusps =>
  circlesThroughHorizonPoles(
    sphere,
    { arc: 30, pole: atan(tan(sphere.latitude) * sin(30)) },
    { arc: 60, pole: atan(tan(sphere.latitude) * sin(60)) },
  );

/**
 * Campanus: the prime vertical (not the equator) is cut into 30° arcs. The circle through the
 * horizon's north point and the prime vertical 30° (60°) from the zenith meets the equator
 * atan(tan 60° / cos φ) (atan(tan 30° / cos φ)) east of the east point's hour circle, and its
 * pole stands asin(sin φ · sin 30°) (asin(sin φ · sin 60°)) high.
 */
function campanusCusps(sphere: Sphere): IntermediateCusps {
  const { latitude } = sphere;
  const cosine = cos(latitude);
  // On the equator of a pole the circles all pass through the celestial poles.
  const offset = (tangent: number) => (cosine === 0 ? (latitude > 0 ? 90 : 270) : atan(tangent / cosine));
  return circlesThroughHorizonPoles(
    sphere,
    { arc: 90 - offset(Math.sqrt(3)), pole: asin(sin(latitude) * sin(30)) },
    { arc: 90 - offset(1 / Math.sqrt(3)), pole: asin(sin(latitude) * sin(60)) },
  );
}

/**
 * Topocentric (Polich and Page): like Regiomontanus on the equator's 30° arcs, but the pole
 * heights grow linearly in tangent: tan P = tan φ / 3 and 2 tan φ / 3.
 */
const topocentricCusps = (sphere: Sphere): IntermediateCusps =>
  circlesThroughHorizonPoles(
    sphere,
    { arc: 30, pole: atan(tan(sphere.latitude) / 3) },
    { arc: 60, pole: atan((2 * tan(sphere.latitude)) / 3) },
  );

/**
 * Alcabitius: the Ascendant's own diurnal and nocturnal semi-arcs, measured on the equator from
 * the meridian, are cut into thirds; each cusp is the ecliptic point on that hour circle.
 */
function alcabitiusCusps({ ramc, latitude, obliquity }: Sphere, asc: number): IntermediateCusps {
  const declination = declinationOf(asc, obliquity);
  // cos(semi-arc) = −tan φ · tan δ; kept in range for the rounding right at a pole.
  const cosine = Math.max(-1, Math.min(1, -tan(latitude) * tan(declination)));
  const dayArc = (Math.acos(cosine) * 180) / Math.PI;
  const nightArc = 180 - dayArc;
  const onHourCircle = (rightAscension: number) => longitudeForRightAscension(rightAscension, obliquity);
  return [
    onHourCircle(ramc + dayArc / 3),
    onHourCircle(ramc + (2 * dayArc) / 3),
    onHourCircle(ramc + 180 - (2 * nightArc) / 3),
    onHourCircle(ramc + 180 - nightArc / 3),
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

/** The systems whose cusps 1 and 10 are the Ascendant and the Midheaven. */
export const QUADRANT_SYSTEMS = [
  'placidus',
  'koch',
  'porphyry',
  'regiomontanus',
  'campanus',
  'alcabitius',
  'topocentric',
] as const;
export type QuadrantSystem = (typeof QUADRANT_SYSTEMS)[number];

export const quadrantRules = {
  placidus: (sphere) => placidusCusps(sphere),
  koch: (sphere) => kochCusps(sphere),
  porphyry: (_sphere, asc, mc) => porphyryCusps(asc, mc),
  regiomontanus: regiomontanusCusps,
  campanus: campanusCusps,
  alcabitius: (sphere, asc) => alcabitiusCusps(sphere, asc),
  topocentric: topocentricCusps,
} as const satisfies Record<QuadrantSystem, (sphere: Sphere, asc: number, mc: number) => IntermediateCusps>;
