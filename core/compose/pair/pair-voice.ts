import { ASPECT_WORDS, planetNames } from '../../content/body-names';
import { SIGN_IDS, type SignId, signs } from '../../content/signs';
import { moonPhaseNames } from '../../sky/moon-phases';
import { type IsoDate, daysBetween } from '../../time/calendar-date';
import { houseAreas, houseKeywords } from '../chart/bank/house-lines';
import { ordinal } from '../chart/chart-words';
import { dealFrom } from '../line-dealer';
import { aspectVerbs, wholeSignAspect } from '../moon-aspect';
import { percentLit } from '../reading-writer';
import { placementFact, signSkyFor } from '../sign-sky';
import { signPair } from './sign-pair';
import { PAIR_ANGLE_WORDS } from './sign-pair-words';

/**
 * How pair readings (compatibility, relationship analyses) choose and fill their sentences.
 * Every pool is dealt by day (line-dealer): one pair's readings walk through a pool before an
 * entry comes back, so a pool of seven never repeats within a week. A reading's `seat` (which
 * analysis is asking, how far round the wheel the other sign is) shifts the deal, so readings
 * of one day for different analyses or partners stand on different entries.
 */
export const PAIR_SLOT_NAMES = [
  'first',
  'second',
  'firstElement',
  'secondElement',
  'firstModality',
  'secondModality',
  'firstRuler',
  'secondRuler',
  'angle',
  'venus',
  'venusHouse',
  'venusArea',
  'venusOtherHouse',
  'venusOtherTheme',
  'mars',
  'marsHouse',
  'marsArea',
  'marsOtherHouse',
  'marsOtherTheme',
  'venusMars',
  'moonSign',
  'moonPhase',
  'moonLit',
  'moonToFirst',
  'moonToSecond',
] as const;
export type PairSlotName = (typeof PAIR_SLOT_NAMES)[number];
export type PairSlots = Record<PairSlotName, string>;

const SLOT_PATTERN = /\{([a-zA-Z]+)\}/g;

/** Every `{slot}` a template mentions (for the bank tests). */
export const pairSlotNames = (template: string): string[] =>
  [...template.matchAll(SLOT_PATTERN)].map((match) => match[1] ?? '');

/** Fills the slots and capitalises the first letter; an unknown slot stays visible for the tests. */
export function fillPairTemplate(template: string, slots: Partial<PairSlots>): string {
  const filled = template.replace(
    SLOT_PATTERN,
    (whole, name: string) => slots[name as PairSlotName] ?? whole,
  );
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

export interface PairVoice {
  slots: PairSlots;
  /** Whole days since 2000-01-01: the turn of every deal. */
  day: number;
  /** The entry of `pool` for this day at `seat` (plus the reading's own seat). */
  pick<T>(pool: readonly T[], salt: string, seat?: number): T;
  /** `pick`, filled with the reading's slots. */
  line(pool: readonly string[], salt: string, seat?: number): string;
}

export interface PairVoiceInput {
  first: SignId;
  /** The partner's sign; a one-sign reading (breakup healing) reads the sign with itself. */
  second: SignId;
  date: IsoDate;
  /** Fixed per kind of reading (an analysis), so kinds read on one day deal apart. */
  seat: number;
}

/** The slots of a pair on a date, from the one sky source (core/compose/sign-sky.ts). */
export function pairSlots(first: SignId, second: SignId, date: IsoDate): PairSlots {
  const firstSky = signSkyFor(first, date);
  const secondSky = signSkyFor(second, date);
  const { venus, mars } = firstSky.planets;
  const moon = firstSky.day.sky.moon;
  const venusMars = firstSky.day.venusToMars;
  const one = signs[first];
  const other = signs[second];
  // Where the rulers are friends the lines name the friendly pair, which may be a classical ruler.
  const friendly = signPair(first, second).rulers.friendly;
  return {
    first: one.name,
    second: other.name,
    firstElement: one.element,
    secondElement: other.element,
    firstModality: one.modality,
    secondModality: other.modality,
    firstRuler: planetNames[friendly?.firstRuler ?? one.ruler],
    secondRuler: planetNames[friendly?.secondRuler ?? other.ruler],
    angle: PAIR_ANGLE_WORDS[wholeSignAspect(first, second)].name.toLowerCase(),
    venus: placementFact(venus),
    venusHouse: ordinal(venus.solarHouse),
    venusArea: houseAreas[venus.solarHouse][0],
    venusOtherHouse: ordinal(secondSky.planets.venus.solarHouse),
    venusOtherTheme: houseKeywords[secondSky.planets.venus.solarHouse],
    mars: placementFact(mars),
    marsHouse: ordinal(mars.solarHouse),
    marsArea: houseAreas[mars.solarHouse][1],
    marsOtherHouse: ordinal(secondSky.planets.mars.solarHouse),
    marsOtherTheme: houseKeywords[secondSky.planets.mars.solarHouse],
    venusMars: venusMars ? ASPECT_WORDS[venusMars] : 'unaspected',
    moonSign: signs[moon.sign].name,
    moonPhase: moonPhaseNames[moon.phase].toLowerCase(),
    moonLit: percentLit(moon.illumination),
    moonToFirst: aspectVerbs[wholeSignAspect(moon.sign, first)],
    moonToSecond: aspectVerbs[wholeSignAspect(moon.sign, second)],
  };
}

const EPOCH: IsoDate = '2000-01-01';

export function createPairVoice({ first, second, date, seat }: PairVoiceInput): PairVoice {
  const slots = pairSlots(first, second, date);
  const day = daysBetween(EPOCH, date);
  // Partners three signs round the wheel from each other start three entries apart.
  const partnerSeat = SIGN_IDS.indexOf(second) * 3;
  const pick = <T>(pool: readonly T[], salt: string, extraSeat = 0): T =>
    dealFrom(pool, { salt, turn: day, seat: seat + partnerSeat + extraSeat });
  return {
    slots,
    day,
    pick,
    line: (pool, salt, extraSeat) => fillPairTemplate(pick(pool, salt, extraSeat), slots),
  };
}
