import type { PlanetId, SignId } from '../../content/signs';
import type { AstrologerChart } from '../../sky/astrologer-chart';
import type { NatalChart } from '../../sky/chart';
import { natalViewOf } from '../../sky/natal-view';
import { type HouseNumber, houseAreas } from '../../compose/chart/bank/house-lines';
import { signStyles } from '../../compose/chart/bank/sign-styles';
import { type ChartWriter, createChartWriter } from '../../compose/chart/chart-writer';
import { houseLabel } from '../../compose/chart/chart-words';
import { signName } from '../../content/signs';
import { type PersonalPlanetId, placementLines } from './bank/planet-sign-lines';
import { natalHouseAreas } from './bank/house-areas';
import { signVoices } from './bank/sign-voices';
import { type NatalPlacement, placementOf, signIdAt } from './natal-placements';

/** What every part of the natal reading needs: the chart, what of it can be read, one writer. */
export interface NatalContext {
  writer: ChartWriter;
  /** The bodies, houses and aspects the paragraphs read, in the chart's zodiac and house system. */
  chart: NatalChart;
  /** The same chart with Chiron, Lilith, the Part of Fortune and the zodiac it was cast in. */
  sky: AstrologerChart;
  /** Houses and angles count only with a real birth time and place. */
  withHouses: boolean;
  timeKnown: boolean;
  ascendant?: SignId;
  place(id: PlanetId): NatalPlacement;
  /** A verb phrase for the sign, not yet used in this reading when one is left. */
  style(sign: SignId): string;
  quality(sign: SignId): string;
  /** A noun for what the sign gives ("patience"). */
  gift(sign: SignId): string;
  /** What a house is about, as a noun phrase not yet used in this reading when one is left. */
  area(house: HouseNumber): string;
}

export function natalContext(sky: AstrologerChart, timeKnown: boolean): NatalContext {
  const chart = natalViewOf(sky);
  const writer = createChartWriter(`natal|${chart.utc}`);
  // A stand-in hour would put every cusp in the wrong place, so houses count only with a real time.
  const houses = timeKnown ? chart.houses : undefined;
  return {
    writer,
    chart,
    sky,
    withHouses: houses !== undefined,
    timeKnown,
    ...(houses ? { ascendant: signIdAt(houses.asc) } : {}),
    place: (id) => placementOf(chart.bodies[id], houses !== undefined),
    style: (sign) => writer.pickFresh([...signStyles[sign].styles, ...signVoices[sign].styles]),
    quality: (sign) => writer.pickFresh([...signStyles[sign].qualities, ...signVoices[sign].qualities]),
    gift: (sign) => writer.pickFresh(signVoices[sign].gifts),
    area: (house) => writer.pickFresh([...houseAreas[house], ...natalHouseAreas[house]]),
  };
}

/** A planet read by sign, and by house when there is one, in a single sentence. */
export function placementSentence(context: NatalContext, id: PersonalPlanetId): string {
  const { sign, house } = context.place(id);
  const slots = { sign: signName(sign), style: context.style(sign), quality: context.quality(sign) };
  if (house === undefined) return context.writer.line(placementLines[id].bySign, slots);
  return context.writer.line(placementLines[id].withHouse, {
    ...slots,
    house: houseLabel(house),
    area: context.area(house),
  });
}
