import { ASPECT_WORDS, planetNames } from '../../content/body-names';
import { SIGN_IDS, type SignId, signs } from '../../content/signs';
import { moonPhaseNames } from '../../sky/moon-phases';
import { eventDate, eventsOfType, skyInDates } from '../../sky/sky-in-period';
import { type IsoDate, addDays, daysBetween, monthName } from '../../time/calendar-date';
import type { DayPlanet } from '../../sky/planets-on-date';
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
  'moonAt',
  'moonShape',
  'sunAt',
  'venusAt',
  'marsAt',
  'date',
  'weekday',
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
  /** Venus or Mars retrograde or within a day of a station: read as review, not as a push. */
  reviewing: { venus: boolean; mars: boolean };
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

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** "14° Leo": a longitude as degree and sign. */
const degreeIn = (longitude: number): string => {
  const lon = ((longitude % 360) + 360) % 360;
  return `${Math.floor(lon % 30)}° ${signs[SIGN_IDS[Math.floor(lon / 30)] ?? 'aries'].name}`;
};

/**
 * "Mars at 1° Virgo", "Venus retrograde at 7° Scorpio", or, within a day of a station, "Mars
 * standing still at 1° Virgo": a planet is never called retrograde or direct on the day it turns.
 */
function motionPlacement(planet: DayPlanet, date: IsoDate): string {
  const near = eventsOfType(
    skyInDates(addDays(date, -1), 3),
    ['station-retrograde', 'station-direct'],
    planet.id,
  );
  const station = near.find((event) => Math.abs(daysBetween(date, eventDate(event))) <= 1);
  if (!station) return placementFact(planet);
  return `${planetNames[planet.id]} standing still at ${planet.degree}° ${signs[planet.sign].name}`;
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
    venus: motionPlacement(venus, date),
    venusHouse: ordinal(venus.solarHouse),
    venusArea: houseAreas[venus.solarHouse][0],
    venusOtherHouse: ordinal(secondSky.planets.venus.solarHouse),
    venusOtherTheme: houseKeywords[secondSky.planets.venus.solarHouse],
    mars: motionPlacement(mars, date),
    marsHouse: ordinal(mars.solarHouse),
    marsArea: houseAreas[mars.solarHouse][1],
    marsOtherHouse: ordinal(secondSky.planets.mars.solarHouse),
    marsOtherTheme: houseKeywords[secondSky.planets.mars.solarHouse],
    venusMars: venusMars ? ASPECT_WORDS[venusMars] : 'unaspected',
    // On the day of a lunation the Moon is named in the lunation's own sign (it stands there that day).
    moonSign: signs[moon.lunation?.sign ?? moon.sign].name,
    moonPhase: moonPhaseNames[moon.phase].toLowerCase(),
    moonLit: percentLit(moon.illumination),
    moonToFirst: aspectVerbs[wholeSignAspect(moon.sign, first)],
    moonToSecond: aspectVerbs[wholeSignAspect(moon.sign, second)],
    moonAt: degreeIn(moon.longitude),
    // "a waxing gibbous Moon", "a full Moon": the phase name without its own "Moon".
    moonShape: moonPhaseNames[moon.phase].toLowerCase().replace(/ moon$/u, ''),
    sunAt: degreeIn(firstSky.day.sky.sun.longitude),
    venusAt: `${venus.degree}° ${signs[venus.sign].name}`,
    marsAt: `${mars.degree}° ${signs[mars.sign].name}`,
    date: `${Number(date.slice(8, 10))} ${monthName(date)}`,
    weekday: WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? 'Sunday',
  };
}

const EPOCH: IsoDate = '2000-01-01';

export function createPairVoice({ first, second, date, seat }: PairVoiceInput): PairVoice {
  const slots = pairSlots(first, second, date);
  const { venus, mars } = signSkyFor(first, date).planets;
  const reviewing = {
    venus: venus.retrograde || slots.venus.includes('standing still'),
    mars: mars.retrograde || slots.mars.includes('standing still'),
  };
  const day = daysBetween(EPOCH, date);
  // Readers of neighbouring signs sit one entry apart, and partners three entries apart, so the
  // twelve signs read with one partner (or one sign with twelve partners) meet different lines.
  const partnerSeat = SIGN_IDS.indexOf(first) + SIGN_IDS.indexOf(second) * 3;
  const pick = <T>(pool: readonly T[], salt: string, extraSeat = 0): T =>
    dealFrom(pool, { salt, turn: day, seat: seat + partnerSeat + extraSeat });
  return {
    slots,
    reviewing,
    day,
    pick,
    line: (pool, salt, extraSeat) => fillPairTemplate(pick(pool, salt, extraSeat), slots),
  };
}
