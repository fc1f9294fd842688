import { PLANET_IDS, type PlanetId, SIGN_IDS, type SignId } from '../../content/signs';
import type { BodyPosition, NatalChart } from '../../sky/chart';
import type { HouseNumber } from './bank/house-lines';
import { arcLabel, bodyNames, houseLabel, signName } from './chart-words';

/** A body's place as the natal reading names it: sign, house when known, motion. */
export interface Placement {
  sign: SignId;
  house?: HouseNumber;
  retrograde: boolean;
}

export const placementOf = (position: BodyPosition, withHouses: boolean): Placement => ({
  sign: position.sign,
  retrograde: position.retrograde,
  ...(withHouses && position.house !== undefined ? { house: position.house as HouseNumber } : {}),
});

export const signForLongitude = (longitude: number): SignId =>
  SIGN_IDS[Math.floor((((longitude % 360) + 360) % 360) / 30)] ?? 'aries';

/** "Venus in Libra, 7th house" or "Mercury retrograde in Virgo". */
export function placementLabel(id: PlanetId | 'trueNode', placement: Placement): string {
  const body = id === 'trueNode' ? 'North Node' : bodyNames[id];
  const motion = placement.retrograde && id !== 'trueNode' ? ' retrograde' : '';
  const house = placement.house === undefined ? '' : `, ${houseLabel(placement.house)}`;
  return `${body}${motion} in ${signName(placement.sign)}${house}`;
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

export function factsOf(chart: NatalChart, withHouses: boolean): string[] {
  const where = (position: BodyPosition) =>
    `${signName(position.sign)} ${position.degree}°${String(position.minute).padStart(2, '0')}′${
      withHouses && position.house !== undefined ? `, ${houseLabel(position.house)}` : ''
    }${position.retrograde ? ', retrograde' : ''}`;
  const facts = PLANET_IDS.map((id) => `${bodyNames[id]} in ${where(chart.bodies[id])}`);
  facts.push(`North Node in ${where({ ...chart.bodies.trueNode, retrograde: false })}`);
  if (withHouses && chart.houses) {
    facts.push(
      `Ascendant in ${signName(signForLongitude(chart.houses.asc))} ${arcLabel(chart.houses.asc % 30)}`,
    );
    facts.push(
      `Midheaven in ${signName(signForLongitude(chart.houses.mc))} ${arcLabel(chart.houses.mc % 30)}`,
    );
  }
  return facts;
}
