import { type PlanetId, SIGN_IDS, type SignId, signs } from '../../content/signs';
import type { NatalChart } from '../chart';
import type { HouseSystemId } from '../house-systems';
import { normalizeDegrees } from '../positions';
import { type ChartMoment, natalChartOf } from './birth-moment';
import { FOCUS_RULES, type FocusId, type KeyPlanetRole, type KeyPlanetRule } from './focus-rules';
import { READING_BODY_IDS, type ReadingBodyId } from './reading-bodies';

export type HouseBasis = 'natal' | 'solar';
export type Rulership = 'modern' | 'classical' | 'both';

/** Where a body stands: longitude, sign and house (natal or solar, per the reading's basis). */
export interface Placement {
  longitude: number;
  sign: SignId;
  house: number;
}

export interface RulerPlacement extends Placement {
  body: PlanetId;
  /** Whether the body rules the cusp sign in the modern scheme, the classical one, or both. */
  rulership: Rulership;
}

export interface Occupant extends Placement {
  body: ReadingBodyId;
}

export interface FocusHouse {
  house: number;
  cuspLongitude: number;
  cuspSign: SignId;
  rulers: RulerPlacement[];
  occupants: Occupant[];
}

export interface KeyPlanet extends Placement {
  body: PlanetId;
  role: KeyPlanetRole;
  /** Set when the planet is read as a house ruler (the Midheaven's ruler for vocation). */
  rulerOf?: { house: number; rulership: Rulership };
}

export interface FocusReading {
  focus: FocusId;
  /**
   * 'natal': the chart's own houses (birth time and place known). 'solar': whole-sign houses
   * counted from the Sun's sign, the usual stand-in when the Ascendant is unknown.
   */
  houseBasis: HouseBasis;
  /** The natal house system, when houseBasis is 'natal'. */
  houseSystem?: HouseSystemId;
  houses: FocusHouse[];
  keyPlanets: KeyPlanet[];
  chart: NatalChart;
}

const signIndexOf = (longitude: number) => Math.floor(normalizeDegrees(longitude) / 30) % 12;

/** The house frame a reading uses: cusps and a house for every longitude. */
interface HouseFrame {
  basis: HouseBasis;
  cusp: (house: number) => number;
  houseOf: (body: ReadingBodyId) => number;
}

function houseFrame(chart: NatalChart): HouseFrame {
  const houses = chart.houses;
  if (houses) {
    return {
      basis: 'natal',
      cusp: (house) => houses.cusps[house - 1] ?? 0,
      houseOf: (body) => chart.bodies[body].house ?? 1,
    };
  }
  const sunSign = signIndexOf(chart.bodies.sun.lon);
  return {
    basis: 'solar',
    cusp: (house) => ((sunSign + house - 1) % 12) * 30,
    houseOf: (body) => ((signIndexOf(chart.bodies[body].lon) - sunSign + 12) % 12) + 1,
  };
}

/** The modern and the classical ruler of a sign, one entry when they are the same planet. */
function rulersOf(sign: SignId): { body: PlanetId; rulership: Rulership }[] {
  const { ruler, classicalRuler } = signs[sign];
  return ruler === classicalRuler
    ? [{ body: ruler, rulership: 'both' }]
    : [
        { body: ruler, rulership: 'modern' },
        { body: classicalRuler, rulership: 'classical' },
      ];
}

function placementOf(chart: NatalChart, frame: HouseFrame, body: ReadingBodyId): Placement {
  const position = chart.bodies[body];
  return { longitude: position.lon, sign: position.sign, house: frame.houseOf(body) };
}

function keyPlanetsFor(rule: KeyPlanetRule, chart: NatalChart, frame: HouseFrame): KeyPlanet[] {
  if ('body' in rule) return [{ body: rule.body, role: rule.role, ...placementOf(chart, frame, rule.body) }];
  const cuspSign = SIGN_IDS[signIndexOf(frame.cusp(rule.rulerOfHouse))] ?? 'aries';
  return rulersOf(cuspSign).map(({ body, rulership }) => ({
    body,
    role: rule.role,
    rulerOf: { house: rule.rulerOfHouse, rulership },
    ...placementOf(chart, frame, body),
  }));
}

/**
 * The houses and rulers behind the medical, financial and vocational readings: for each house
 * of the focus, its cusp sign, that sign's rulers (modern and classical, from the sign table)
 * and where they stand, and the bodies inside; then the focus's key planets.
 */
export function focusReading(natalMoment: ChartMoment, focus: FocusId): FocusReading {
  const chart = natalChartOf(natalMoment);
  const frame = houseFrame(chart);
  const rule = FOCUS_RULES[focus];
  const houses = rule.houses.map((house): FocusHouse => {
    const cuspLongitude = frame.cusp(house);
    const cuspSign = SIGN_IDS[signIndexOf(cuspLongitude)] ?? 'aries';
    return {
      house,
      cuspLongitude,
      cuspSign,
      rulers: rulersOf(cuspSign).map((ruler) => ({ ...ruler, ...placementOf(chart, frame, ruler.body) })),
      occupants: READING_BODY_IDS.filter((body) => frame.houseOf(body) === house).map((body) => ({
        body,
        ...placementOf(chart, frame, body),
      })),
    };
  });
  return {
    focus,
    houseBasis: frame.basis,
    ...(chart.houses ? { houseSystem: chart.houses.system } : {}),
    houses,
    keyPlanets: rule.keyPlanets.flatMap((keyRule) => keyPlanetsFor(keyRule, chart, frame)),
    chart,
  };
}
