import {
  PLANET_IDS,
  type PlanetId,
  SIGN_IDS,
  type SignId,
  signForLongitude,
  signs,
} from '../../content/signs';
import type { AstrologerChart } from '../../sky/astrologer-chart';
import type { BodyPosition, NatalChart } from '../../sky/chart';
import { AYANAMSA_NAMES } from '../../sky/zodiacs';
import type { HouseNumber } from '../../compose/chart/bank/house-lines';
import { arcLabel } from '../../compose/placement-labels';
import { houseLabel, joinWords } from '../../compose/chart/chart-words';
import { BODY_NAMES } from '../../content/body-names';
import { signName } from '../../content/signs';
import type { SignRelation } from './bank/relation-lines';

/** A body's place as the natal reading reads it: sign, house when known, motion. */
export interface NatalPlacement {
  sign: SignId;
  house?: HouseNumber;
  retrograde: boolean;
}

export const placementOf = (position: BodyPosition, withHouses: boolean): NatalPlacement => ({
  sign: position.sign,
  retrograde: position.retrograde,
  ...(withHouses && position.house !== undefined ? { house: position.house as HouseNumber } : {}),
});

/** The sign a longitude falls in (core/content/signs holds the rule). */
export const signIdAt = (longitude: number): SignId => signForLongitude(longitude).id;

/** A body as it reads inside a sentence: "the Sun", "the Moon", "Venus". */
export const bodyPhrase = (id: PlanetId): string =>
  id === 'sun' || id === 'moon' ? `the ${BODY_NAMES[id]}` : BODY_NAMES[id];

/** "the Sun, Mars and Jupiter". */
export const bodyList = (ids: readonly PlanetId[]): string => joinWords(ids.map(bodyPhrase));

/** How two signs get along: the first question an astrologer asks of two placements. */
export function signRelation(first: SignId, second: SignId): SignRelation {
  if (first === second) return 'sameSign';
  const [a, b] = [signs[first], signs[second]];
  if (a.element === b.element) return 'sameElement';
  const friendly = new Set([a.element, b.element]);
  if ((friendly.has('fire') && friendly.has('air')) || (friendly.has('earth') && friendly.has('water')))
    return 'friendly';
  return a.modality === b.modality ? 'sameModality' : 'unlike';
}

/**
 * The sign the Moon may have been in instead when the birth time is unknown: the chart is cast
 * for a stand-in hour (usually local noon), and the Moon covers about half its daily motion on
 * either side of it during the birth day.
 */
export function neighbourMoonSign(moon: BodyPosition): SignId | undefined {
  const inSign = moon.degree + moon.minute / 60;
  const halfDay = Math.abs(moon.speed) / 2;
  const index = SIGN_IDS.indexOf(moon.sign);
  if (inSign < halfDay) return SIGN_IDS[(index + 11) % 12];
  if (inSign > 30 - halfDay) return SIGN_IDS[(index + 1) % 12];
  return undefined;
}

/** The chart's data in the tables' own words, for the reading's `facts` (not shown as prose). */
export function factsOf(chart: NatalChart, withHouses: boolean): string[] {
  const where = (position: BodyPosition) =>
    `${signName(position.sign)} ${position.degree}°${String(position.minute).padStart(2, '0')}′${
      withHouses && position.house !== undefined ? `, ${houseLabel(position.house)}` : ''
    }${position.retrograde ? ', retrograde' : ''}`;
  const facts = PLANET_IDS.map((id) => `${BODY_NAMES[id]} in ${where(chart.bodies[id])}`);
  facts.push(`North Node in ${where({ ...chart.bodies.trueNode, retrograde: false })}`);
  if (withHouses && chart.houses) {
    facts.push(`Ascendant in ${signName(signIdAt(chart.houses.asc))} ${arcLabel(chart.houses.asc % 30)}`);
    facts.push(`Midheaven in ${signName(signIdAt(chart.houses.mc))} ${arcLabel(chart.houses.mc % 30)}`);
  }
  return facts;
}

/** Chiron, Lilith, the Part of Fortune and the zodiac, in the same words as `factsOf`. */
export function pointFactsOf(sky: AstrologerChart, withHouses: boolean): string[] {
  const where = (position: { sign: SignId; degree: number; minute: number; house?: number }) =>
    `${signName(position.sign)} ${position.degree}°${String(position.minute).padStart(2, '0')}′${
      withHouses && position.house !== undefined ? `, ${houseLabel(position.house)}` : ''
    }`;
  const { chiron, lilith } = sky.bodies;
  const facts = [
    ...(chiron ? [`Chiron in ${where(chiron)}${chiron.retrograde ? ', retrograde' : ''}`] : []),
    `Black Moon Lilith in ${where(lilith)}`,
  ];
  const fortune = sky.points?.partOfFortune;
  if (withHouses && fortune) facts.push(`Part of Fortune in ${where(fortune)} (${fortune.formula} formula)`);
  facts.push(
    sky.zodiac.zodiac === 'sidereal'
      ? `Sidereal zodiac, ${AYANAMSA_NAMES[sky.zodiac.ayanamsa]} ayanamsa ${arcLabel(sky.zodiac.ayanamsaDegrees)}`
      : 'Tropical zodiac',
  );
  return facts;
}
