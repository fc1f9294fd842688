import { type AspectId, aspectsBetween } from '../aspects';
import { type NatalChart, computeChart } from '../chart';
import { type Houses, houseOf } from '../houses';
import { normalizeDegrees } from '../positions';
import { type BodyId } from '../body-ids';
import { type ChartMoment, natalChartOf } from './birth-moment';
import { housesFromMidheaven } from './houses-from-midheaven';
import { byOrb } from './by-orb';
import { READING_BODY_IDS, type ReadingBodyId, aspectPointsOf } from './reading-bodies';

const DAY_MS = 86_400_000;
/** Mean tropical year in days: one progressed day stands for one year of the Sun's seasons. */
export const TROPICAL_YEAR_DAYS = 365.2421904;
/**
 * Progressions move slowly (the progressed Sun about 1° a year), so an aspect means something
 * only while it is within a degree; the app's natal orbs of 7–8° would keep one "active" for
 * most of a decade.
 */
export const PROGRESSED_ORB = 1;

export interface ProgressedAspect {
  progressed: BodyId;
  natal: BodyId;
  type: AspectId;
  separation: number;
  orb: number;
  /** Toward exact as the progressed body moves on (natal bodies stand still). */
  applying: boolean;
}

export interface ProgressedChart {
  /** Age on `today` in tropical years. */
  ageYears: number;
  /** The day-for-a-year instant, birth + `ageYears` days, ISO 8601. */
  progressedInstant: string;
  /** Progressed Sun minus natal Sun, degrees: the solar arc the angles move by. */
  solarArc: number;
  natal: NatalChart;
  /**
   * The chart of the progressed instant. Its houses (when the natal chart has houses) are the
   * progressed ones: see `progressed` for the method; `bodies[].house` refers to them.
   */
  chart: NatalChart;
  /** The natal house each progressed body stands in, when the natal chart has houses. */
  natalHouses?: Record<ReadingBodyId, number>;
  /** Progressed bodies to natal bodies within PROGRESSED_ORB, tightest first. */
  aspectsToNatal: ProgressedAspect[];
}

/**
 * Secondary progressions to `today`: the chart for birth + (age in tropical years) days.
 *
 * Angles: solar arc in longitude applied to the Midheaven (progressed MC = natal MC + progressed
 * Sun − natal Sun); the progressed Ascendant and cusps (Placidus) then follow from the
 * progressed MC's right ascension at the birth latitude, with the obliquity of the progressed
 * instant. Natal bodies count as fixed for applying and separating.
 */
export function progressed(natalMoment: ChartMoment, today: Date): ProgressedChart {
  const lifeMs = today.getTime() - natalMoment.utc.getTime();
  if (lifeMs < 0) {
    throw new RangeError(
      `Progressions run forward from birth, but today (${today.toISOString()}) is before the birth (${natalMoment.utc.toISOString()}). Pass a later "today" or check the birth date.`,
    );
  }
  const ageYears = lifeMs / DAY_MS / TROPICAL_YEAR_DAYS;
  const instant = new Date(natalMoment.utc.getTime() + ageYears * DAY_MS);
  const natal = natalChartOf(natalMoment);
  const moving = computeChart({ utc: instant });
  const solarArc = normalizeDegrees(moving.bodies.sun.lon - natal.bodies.sun.lon);

  let chart: NatalChart = moving;
  let natalHouses: Record<ReadingBodyId, number> | undefined;
  if (natal.houses && natalMoment.latitude !== undefined) {
    const houses: Houses = housesFromMidheaven({
      mc: normalizeDegrees(natal.houses.mc + solarArc),
      latitude: natalMoment.latitude,
      instant,
    });
    const bodies = { ...moving.bodies };
    for (const id of Object.keys(bodies) as BodyId[]) {
      bodies[id] = { ...bodies[id], house: houseOf(bodies[id].lon, houses.cusps) };
    }
    chart = { ...moving, bodies, houses };
    const natalCusps = natal.houses.cusps;
    natalHouses = Object.fromEntries(
      READING_BODY_IDS.map((id) => [id, houseOf(moving.bodies[id].lon, natalCusps)]),
    ) as Record<ReadingBodyId, number>;
  }

  const aspectsToNatal = aspectsBetween(
    aspectPointsOf(moving.bodies),
    aspectPointsOf(natal.bodies, { fixed: true }),
  )
    .filter((aspect) => aspect.orb <= PROGRESSED_ORB)
    .map(({ a, b, ...rest }) => ({ progressed: a, natal: b, ...rest }))
    .sort(byOrb);

  return {
    ageYears,
    progressedInstant: instant.toISOString(),
    solarArc,
    natal,
    chart,
    ...(natalHouses ? { natalHouses } : {}),
    aspectsToNatal,
  };
}
