/**
 * Writes core/sky/chiron-table.ts: Chiron's heliocentric state (J2000 equator, AU and AU/day)
 * every STEP_DAYS of Terrestrial Time over 1899–2101, for chiron.ts to interpolate.
 *
 *   npx tsx scripts/make-chiron-table.ts > core/sky/chiron-table.ts
 *
 * The states come from integrating Chiron's orbit with astronomy-engine's GravitySimulator (the
 * Sun and the eight planets pulling on it) from JPL Horizons states of 2060 Chiron (heliocentric,
 * ICRF, at 00:00 TDB on 1 January of 2000, 2010, 2020, 2030 and 2040). Each stretch of the table
 * is integrated from its nearest Horizons state, so integration error never builds up over more
 * than 60 years; ADR 0021 gives the figures.
 */
import { AstroTime, Body, GravitySimulator, SetDeltaTFunction, StateVector } from 'astronomy-engine';

// The integration runs in TT alone, so UT does not matter here; with ΔT = 0 every TT maps to a UT
// directly (FromTerrestrialTime otherwise iterates on the ΔT model and can cycle at its seams).
SetDeltaTFunction(() => 0);

type State = readonly [number, number, number, number, number, number];

/** JPL Horizons, target 2060 Chiron, centre @sun, ICRF, vectors at 00:00 TDB (JD, state). */
const HORIZONS_STATES: readonly (readonly [number, State])[] = [
  [
    2451544.5,
    [
      -3.532082802845036, -8.673587566387649, -2.935491685233997, 4.97067843310663e-3, -3.627773229067521e-3,
      -8.262541278709376e-4,
    ],
  ],
  [
    2455197.5,
    [
      13.19148992863117, -9.058771972133892, -2.018744306999665, 3.172737184697467e-3, 2.077241872967885e-3,
      8.475052013853388e-4,
    ],
  ],
  [
    2458849.5,
    [
      18.74979015626275, 0.9060856547258316, 1.445166327129911, -5.188250744254794e-5, 2.988627504002276e-3,
      9.318734038577373e-4,
    ],
  ],
  [
    2462502.5,
    [
      13.13185175469694, 10.45171373019759, 4.086005508618447, -2.967275252793649e-3, 1.899724574528414e-3,
      4.099535209360336e-4,
    ],
  ],
  [
    2466154.5,
    [
      -1.878330124332237, 10.99286850835428, 3.325776674355994, -4.676386182330938e-3, -2.50712924119581e-3,
      -1.075315590956888e-3,
    ],
  ],
];

const J2000 = 2451545;
/** Integration step: one day keeps the integrator's own error near 0.3″ per decade. */
const INTEGRATION_STEP_DAYS = 1;
/** Table spacing; the cubic Hermite interpolation between samples stays within 0.1″ (ADR 0021). */
export const STEP_DAYS = 100;
const FIRST_TT = Math.floor((2414750.5 - J2000) / STEP_DAYS) * STEP_DAYS; // mid-1899
const LAST_TT = 2488800.5 - J2000; // early 2102

/** States at `sampleTimes` (all on one side of `anchor`), integrated outward from it. */
function integrate(anchor: readonly [number, State], sampleTimes: readonly number[]): Map<number, State> {
  const [jd, state] = anchor;
  const startTt = jd - J2000;
  const start = AstroTime.FromTerrestrialTime(startTt);
  const simulator = new GravitySimulator(Body.Sun, start, [new StateVector(...state, start)]);
  const samples = new Map<number, State>();
  let now = startTt;
  const outward = [...sampleTimes].sort((a, b) => Math.abs(a - startTt) - Math.abs(b - startTt));
  for (const target of outward) {
    let current = simulator.Update(AstroTime.FromTerrestrialTime(now))[0];
    while (now !== target) {
      now =
        target > now
          ? Math.min(now + INTEGRATION_STEP_DAYS, target)
          : Math.max(now - INTEGRATION_STEP_DAYS, target);
      current = simulator.Update(AstroTime.FromTerrestrialTime(now))[0];
    }
    if (!current) throw new Error('the simulator returned no state');
    samples.set(target, [current.x, current.y, current.z, current.vx, current.vy, current.vz]);
  }
  return samples;
}

const times: number[] = [];
for (let tt = FIRST_TT; tt <= LAST_TT + STEP_DAYS; tt += STEP_DAYS) times.push(tt);
const nearestAnchor = (tt: number) =>
  HORIZONS_STATES.reduce((best, anchor) =>
    Math.abs(anchor[0] - J2000 - tt) < Math.abs(best[0] - J2000 - tt) ? anchor : best,
  );
const table: State[] = [];
for (const anchor of HORIZONS_STATES) {
  const own = times.filter((tt) => nearestAnchor(tt) === anchor);
  const anchorTt = anchor[0] - J2000;
  for (const side of [own.filter((tt) => tt < anchorTt), own.filter((tt) => tt >= anchorTt)]) {
    const samples = integrate(anchor, side);
    for (const tt of side) table[(tt - FIRST_TT) / STEP_DAYS] = samples.get(tt) as State;
  }
}

const rows = table.map((state) =>
  [
    ...state.slice(0, 3).map((value) => value.toFixed(10)),
    ...state.slice(3).map((value) => Number(value.toExponential(10)).toString()),
  ].join(', '),
);
process.stdout.write(`/**
 * Chiron's heliocentric state (J2000 equator; AU, AU/day) every ${STEP_DAYS} days of TT from
 * ${FIRST_TT} days after J2000 TT, one state (x, y, z, vx, vy, vz) a line. Written by
 * scripts/make-chiron-table.ts (see ADR 0021); do not edit by hand.
 */
export const CHIRON_TABLE = {
  firstTt: ${FIRST_TT},
  stepDays: ${STEP_DAYS},
  // prettier-ignore
  states: [
${rows.map((row) => `    ${row},`).join('\n')}
  ],
} as const;
`);
