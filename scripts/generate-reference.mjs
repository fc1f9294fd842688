// Generates core/sky/reference/reference-charts.json from Swiss Ephemeris.
//
// Not part of the app and never imported by tests: it needs the `sweph` native package, which
// we do not ship. Run it in a scratch directory outside the repo (sweph builds a native addon,
// so its install script has to be allowed):
//   mkdir /tmp/swe-gen && cd /tmp/swe-gen && npm init -y && npm i sweph
//   npm install-scripts approve sweph && npm rebuild sweph
//   cp <repo>/scripts/generate-reference.mjs . && node generate-reference.mjs <repo> [given-charts.json]
// Without .se1 files sweph falls back to the Moshier ephemeris built into Swiss Ephemeris
// (its own analytic theory, well under 1" for the planets), so every value added here is
// computed with SEFLG_MOSEPH. The ten charts given by the team (computed with the DE441-based
// .se1 files) are copied unchanged; only their missing house systems are added.
import { readFileSync, writeFileSync } from 'node:fs';
import swe from 'sweph';

const repo = process.argv[2] ?? '/work/main';
const givenPath = process.argv[3] ?? '/work/shared/data/reference-charts.json';
const given = JSON.parse(readFileSync(givenPath, 'utf8'));
const C = swe.constants;
const FLAGS = C.SEFLG_MOSEPH | C.SEFLG_SPEED;
const PLANETS = {
  sun: C.SE_SUN,
  moon: C.SE_MOON,
  mercury: C.SE_MERCURY,
  venus: C.SE_VENUS,
  mars: C.SE_MARS,
  jupiter: C.SE_JUPITER,
  saturn: C.SE_SATURN,
  uranus: C.SE_URANUS,
  neptune: C.SE_NEPTUNE,
  pluto: C.SE_PLUTO,
  meanNode: C.SE_MEAN_NODE,
  trueNode: C.SE_TRUE_NODE,
};
const HOUSES = { placidus: 'P', koch: 'K', equal: 'E', wholeSign: 'W', porphyry: 'O', regiomontanus: 'R' };
const round = (value) => Math.round(value * 1e9) / 1e9;
const jdOf = (iso) => new Date(iso).getTime() / 86_400_000 + 2440587.5;
const isoOf = (jd) => new Date(Math.round((jd - 2440587.5) * 86_400_000)).toISOString().replace('.000Z', 'Z');
const check = (result, what) => {
  if (result.flag < 0 && result.error) throw new Error(`${what}: ${result.error}`);
  return result;
};

function houses(jd, lat, lon) {
  const out = {};
  for (const [id, code] of Object.entries(HOUSES)) {
    const result = swe.houses(jd, lat, lon, code);
    out[id] = {
      asc: round(result.data.points[0]),
      mc: round(result.data.points[1]),
      cusps: result.data.houses.map(round),
      // swe_houses reports an error flag when Placidus/Koch are undefined and returns Porphyry.
      ...(result.flag < 0 ? { swissFallback: 'porphyry' } : {}),
    };
  }
  return out;
}

function chart(id, label, utc, lat, lon) {
  const jd = jdOf(utc);
  const bodies = {};
  for (const [name, ipl] of Object.entries(PLANETS)) {
    const result = check(swe.calc_ut(jd, ipl, FLAGS), `${id} ${name}`);
    bodies[name] = { lon: round(result.data[0]), lat: round(result.data[1]), speed: round(result.data[3]) };
  }
  return {
    id,
    label,
    utc,
    lat,
    lon,
    source: 'sweph (Swiss Ephemeris 2.10.03, Moshier)',
    bodies,
    houses: houses(jd, lat, lon),
  };
}

// Deterministic pseudo-random charts (LCG) so reruns reproduce the file.
let seed = 20260423;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const charts = given.charts.map((given) => ({
  ...given,
  houses: {
    ...given.houses,
    ...Object.fromEntries(
      Object.entries(houses(jdOf(given.utc), given.lat, given.lon)).filter(([key]) => !(key in given.houses)),
    ),
  },
}));
const start = Date.UTC(1900, 0, 1);
const end = Date.UTC(2050, 11, 31);
for (let index = 1; index <= 20; index += 1) {
  const instant = new Date(start + random() * (end - start));
  instant.setUTCMilliseconds(0);
  const lat = Math.round((-60 + random() * 126) * 1e4) / 1e4;
  const lon = Math.round((-180 + random() * 360) * 1e4) / 1e4;
  charts.push(
    chart(
      `s${String(index).padStart(2, '0')}`,
      `pseudo-random chart ${index} (seed 20260423)`,
      instant.toISOString().replace('.000Z', 'Z'),
      lat,
      lon,
    ),
  );
}
charts.push(chart('x01', 'first day of the range, Greenwich', '1900-01-01T00:00:00Z', 51.4779, 0));
charts.push(chart('x02', 'last day of the range, Sydney', '2050-12-31T23:59:00Z', -33.8688, 151.2093));
charts.push(
  chart('x03', 'just inside the polar circle (66.0 N), Iceland', '1987-02-14T10:30:00Z', 66.0, -18.5),
);
charts.push(chart('p01', 'polar: Tromsø (69.65 N)', '1987-02-14T10:30:00Z', 69.6492, 18.9553));
charts.push(chart('p02', 'polar: Longyearbyen (78.22 N)', '2024-06-21T03:00:00Z', 78.2232, 15.6267));
charts.push(chart('p03', 'polar: McMurdo (77.85 S)', '1965-09-01T18:45:00Z', -77.8419, 166.6863));

// Lunations: where the apparent longitude of the Moon minus the Sun's reaches 0/90/180/270.
const elongation = (jd) => {
  const moon = swe.calc_ut(jd, C.SE_MOON, FLAGS).data[0];
  const sun = swe.calc_ut(jd, C.SE_SUN, FLAGS).data[0];
  return (((moon - sun) % 360) + 360) % 360;
};
const bisect = (f, a, b) => {
  let fa = f(a);
  for (let step = 0; step < 60; step += 1) {
    const mid = (a + b) / 2;
    const fm = f(mid);
    if (Math.sign(fm) === Math.sign(fa)) {
      a = mid;
      fa = fm;
    } else {
      b = mid;
    }
  }
  return (a + b) / 2;
};
const PHASES = [
  ['new-moon', 0],
  ['first-quarter', 90],
  ['full-moon', 180],
  ['last-quarter', 270],
];
const SIGNS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
];
// Each lunation carries the Moon's apparent longitude at the instant and the sign it is in,
// so a test can check the sign a reading names, not only the time.
const lunationAt = (type, jd) => {
  const lon = swe.calc_ut(jd, C.SE_MOON, FLAGS).data[0];
  return { type, utc: isoOf(jd), lon: round(lon), sign: SIGNS[Math.floor(lon / 30) % 12] };
};
const lunations = [];
// One month in each era of the range, then every lunation of the two years the app reads most.
for (const [first, days] of [
  ['1900-01-01', 32],
  ['1925-07-01', 32],
  ['1950-03-01', 32],
  ['1969-07-01', 32],
  ['1999-08-01', 32],
  ['2024-04-01', 32],
  ['2049-10-01', 32],
  ['2026-01-01', 730],
]) {
  const from = jdOf(`${first}T00:00:00Z`);
  for (let jd = from; jd < from + days; jd += 0.25) {
    for (const [type, angle] of PHASES) {
      const offset = (x) => ((((elongation(x) - angle) % 360) + 540) % 360) - 180;
      if (offset(jd) < 0 && offset(jd + 0.25) >= 0)
        lunations.push(lunationAt(type, bisect(offset, jd, jd + 0.25)));
    }
  }
}

// Stations: where the apparent speed in longitude changes sign.
const stations = [];
const STATION_BODIES = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
for (const year of [1905, 1940, 1977, 2003, 2026, 2048]) {
  const from = jdOf(`${year}-01-01T00:00:00Z`);
  for (const body of STATION_BODIES) {
    const speed = (jd) => swe.calc_ut(jd, PLANETS[body], FLAGS).data[3];
    for (let jd = from; jd < from + 366; jd += 1) {
      const before = speed(jd);
      const after = speed(jd + 1);
      if (before > 0 && after <= 0)
        stations.push({ type: 'station-retrograde', body, utc: isoOf(bisect(speed, jd, jd + 1)) });
      if (before < 0 && after >= 0)
        stations.push({ type: 'station-direct', body, utc: isoOf(bisect(speed, jd, jd + 1)) });
    }
  }
}

// Eclipses: time of greatest eclipse (tret[0], UT) from swe_sol_eclipse_when_glob and swe_lun_eclipse_when.
const SOLAR_KINDS = [
  [C.SE_ECL_ANNULAR_TOTAL, 'hybrid'],
  [C.SE_ECL_TOTAL, 'total'],
  [C.SE_ECL_ANNULAR, 'annular'],
  [C.SE_ECL_PARTIAL, 'partial'],
];
const LUNAR_KINDS = [
  [C.SE_ECL_TOTAL, 'total'],
  [C.SE_ECL_PARTIAL, 'partial'],
  [C.SE_ECL_PENUMBRAL, 'penumbral'],
];
const kindOf = (flag, kinds) => kinds.find(([bit]) => flag & bit)?.[1] ?? 'unknown';
const eclipses = [];
for (const year of [1901, 1930, 1962, 1991, 2017, 2045]) {
  let jd = jdOf(`${year}-01-01T00:00:00Z`);
  for (let count = 0; count < 3; count += 1) {
    const solar = swe.sol_eclipse_when_glob(jd, C.SEFLG_MOSEPH, 0, false);
    eclipses.push({
      type: 'solar-eclipse',
      kind: kindOf(solar.flag, SOLAR_KINDS),
      utc: isoOf(solar.data[0]),
    });
    jd = solar.data[0] + 1;
  }
  jd = jdOf(`${year}-01-01T00:00:00Z`);
  for (let count = 0; count < 3; count += 1) {
    const lunar = swe.lun_eclipse_when(jd, C.SEFLG_MOSEPH, 0, false);
    eclipses.push({
      type: 'lunar-eclipse',
      kind: kindOf(lunar.flag, LUNAR_KINDS),
      utc: isoOf(lunar.data[0]),
    });
    jd = lunar.data[0] + 1;
  }
}

const output = {
  description: `${given.description} Charts r01–r07, f02, f08, e08 are the team's given set (bodies and the placidus/koch/equal/wholeSign houses unchanged); everything else was generated with generate-reference.mjs. Houses marked swissFallback are where swe_houses itself fell back to Porphyry (inside the polar circles). Event instants are UT.`,
  source: `Given charts: ${given.source}. Added charts, the porphyry/regiomontanus houses and all events: Swiss Ephemeris 2.10.03 via the sweph npm package, SEFLG_MOSEPH|SEFLG_SPEED (Moshier analytic ephemeris; no .se1 files), apparent geocentric, tropical, true ecliptic and equinox of date, input time taken as UT1; houses from swe_houses; lunations are roots of the apparent Moon-minus-Sun longitude (with the Moon's apparent longitude and sign at each), stations roots of the apparent speed in longitude, eclipses the time of greatest eclipse from swe_sol_eclipse_when_glob / swe_lun_eclipse_when.`,
  charts,
  events: { lunations, stations, eclipses },
};
writeFileSync(`${repo}/core/sky/reference/reference-charts.json`, `${JSON.stringify(output, null, 1)}\n`);
console.info(
  `${charts.length} charts, ${lunations.length} lunations, ${stations.length} stations, ${eclipses.length} eclipses`,
);
