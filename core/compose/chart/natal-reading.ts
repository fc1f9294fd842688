import { PLANET_IDS, type PlanetId, SIGN_IDS, type SignId } from '../../content/signs';
import type { Aspect } from '../../sky/aspects';
import type { BodyPosition, NatalChart } from '../../sky/chart';
import type { BodyId } from '../../sky/body-ids';
import type { ComposedReading } from '../horoscope';
import { type PairKey, aspectMeanings, bodyThemes, pairFlavours } from './bank/aspect-meanings';
import { type HouseNumber, houseAreas, planetHouseLines } from './bank/house-lines';
import {
  moonAspectNotes,
  natalAffirmations,
  natalClosings,
  natalIntros,
  noBirthPlaceNotes,
  noBirthTimeNotes,
  outerPlanetIntros,
  socialPlanetIntros,
  uncertainMoonLines,
} from './bank/natal-frame-lines';
import { nodeHouseLines, northNodeLines, southNodeLines } from './bank/node-lines';
import { planetSignLines, retrogradeLines } from './bank/planet-sign-lines';
import { risingLines } from './bank/rising-lines';
import { signStyles } from './bank/sign-styles';
import { type ChartWriter, createChartWriter } from './chart-writer';
import {
  arcLabel,
  aspectWords,
  bodyNames,
  claim,
  houseLabel,
  isPlanetId,
  markdownSection,
  signName,
} from './chart-words';
import { elementEmphasis, houseEmphasis } from './natal-emphasis';
import {
  type Placement,
  factsOf,
  neighbourMoonSign,
  placementLabel,
  placementOf,
  signForLongitude,
} from './natal-placements';

export interface NatalReadingInput {
  name: string;
  chart: NatalChart;
  /** False when the visitor gave no birth time: the chart was cast for a stand-in hour. */
  timeKnown: boolean;
}

/** How many aspects the reading interprets; the tightest ones say the most. */
const ASPECT_COUNT = 4;
const PERSONAL_PLANETS = ['mercury', 'venus', 'mars'] as const satisfies readonly PlanetId[];
const SOCIAL_PLANETS = ['jupiter', 'saturn'] as const satisfies readonly PlanetId[];
const OUTER_PLANETS = ['uranus', 'neptune', 'pluto'] as const satisfies readonly PlanetId[];

/**
 * A birth-chart reading written offline from the computed chart, for when no provider key is
 * set. Every interpretive line opens with the placement it rests on in bold ("**Venus in
 * Libra, 7th house** — …", "**Venus trine Mars (orb 1°12′)** — …"), so the reader can check
 * each claim against the wheel. Deterministic for the chart's instant.
 */
export function composeNatalReading(input: NatalReadingInput): ComposedReading {
  // Busy charts (stelliums, retrogrades, long house phrases) run long; each tighter draft drops
  // more of the optional lines, and the tightest is used whatever its length.
  let reading = draftReading(input, 0);
  for (let level = 1; level <= MAX_COMPACTION && wordCount(reading.markdown) > MAX_WORDS; level += 1) {
    reading = draftReading(input, level);
  }
  return reading;
}

/**
 * 0: everything. 1: no section intros, one fewer aspect, one crowded house, no retrograde notes.
 * 2: also Jupiter and Saturn by sign alone (their labels still name the house), no closing line.
 */
const MAX_COMPACTION = 2;

/** The reading's upper bound: long enough to cover the chart, short enough to read in one sitting. */
const MAX_WORDS = 700;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function draftReading({ name, chart, timeKnown }: NatalReadingInput, compaction: number): ComposedReading {
  const compact = compaction > 0;
  const ownName = name.trim();
  const writer = createChartWriter(`natal|${chart.utc}`, { name: ownName || 'friend' });
  // A stand-in hour would put every cusp in the wrong place, so houses count only with a real time.
  const houses = timeKnown ? chart.houses : undefined;
  const place = (id: PlanetId) => placementOf(chart.bodies[id], houses !== undefined);
  const ascendantSign = houses ? signForLongitude(houses.asc) : undefined;
  const intro = (lines: readonly string[]) => (compact ? [] : [writer.line(lines)]);

  const sections: string[] = [
    writer.line(natalIntros),
    bigThree(writer, chart, timeKnown, ascendantSign),
    markdownSection(
      'Mind, Heart and Drive',
      PERSONAL_PLANETS.map((id) => planetClaim(writer, id, place(id), !compact)),
    ),
    markdownSection('Growth and Maturity', [
      ...intro(socialPlanetIntros),
      ...SOCIAL_PLANETS.map((id) => planetClaim(writer, id, place(id), false, compaction < 2)),
    ]),
    markdownSection('The Generational Planets', [
      ...intro(outerPlanetIntros),
      ...OUTER_PLANETS.map((id) => outerClaim(writer, id, place(id))),
    ]),
    houses ? houseEmphasis(writer, chart, compact ? 1 : 2) : elementEmphasis(writer, chart),
    tightestAspects(writer, chart.aspects, timeKnown, compact ? ASPECT_COUNT - 1 : ASPECT_COUNT),
    northNode(writer, chart.bodies.trueNode, houses !== undefined),
    ...(compaction < 2 ? [writer.line(natalClosings)] : []),
  ];
  const headline = headlineFor(ownName, chart, ascendantSign);
  const affirmation = writer.pick(natalAffirmations);
  const body = sections.join('\n\n');
  return {
    headline,
    body,
    affirmation,
    facts: factsOf(chart, houses !== undefined),
    markdown: [`**${headline}**`, body, `*Affirmation: ${affirmation}*`].join('\n\n'),
  };
}

function signLine(writer: ChartWriter, id: PlanetId, sign: SignId): string {
  const style = signStyles[sign];
  return writer.line(planetSignLines[id], {
    sign: signName(sign),
    style: writer.pickFresh(style.styles),
    quality: writer.pickFresh(style.qualities),
  });
}

function houseLine(writer: ChartWriter, id: PlanetId, house: HouseNumber): string {
  return writer.line(planetHouseLines[id], {
    house: houseLabel(house),
    area: writer.pickFresh(houseAreas[house]),
  });
}

function planetClaim(
  writer: ChartWriter,
  id: PlanetId,
  placement: Placement,
  withRetrograde: boolean,
  withHouseLine = true,
): string {
  const lines = [signLine(writer, id, placement.sign)];
  if (withHouseLine && placement.house !== undefined) lines.push(houseLine(writer, id, placement.house));
  if (withRetrograde && placement.retrograde)
    lines.push(writer.line(retrogradeLines, { body: bodyNames[id] }));
  return claim(placementLabel(id, placement), lines.join(' '));
}

/** The outer planets' signs are shared by a generation; their houses are what make them personal. */
function outerClaim(writer: ChartWriter, id: PlanetId, placement: Placement): string {
  const line =
    placement.house === undefined
      ? signLine(writer, id, placement.sign)
      : houseLine(writer, id, placement.house);
  return claim(placementLabel(id, placement), line);
}

function bigThree(
  writer: ChartWriter,
  chart: NatalChart,
  timeKnown: boolean,
  ascendant: SignId | undefined,
): string {
  const sun = placementOf(chart.bodies.sun, ascendant !== undefined);
  const moon = placementOf(chart.bodies.moon, ascendant !== undefined);
  const moonLines = [signLine(writer, 'moon', moon.sign)];
  if (moon.house !== undefined) moonLines.push(houseLine(writer, 'moon', moon.house));
  const otherMoonSign = timeKnown ? undefined : neighbourMoonSign(chart.bodies.moon);
  if (otherMoonSign) {
    moonLines.push(
      writer.line(uncertainMoonLines, { sign: signName(moon.sign), eventSign: signName(otherMoonSign) }),
    );
  }
  const rising = ascendant
    ? claim(`Ascendant in ${signName(ascendant)}`, writer.line(risingLines[ascendant]))
    : writer.line(timeKnown ? noBirthPlaceNotes : noBirthTimeNotes);
  return markdownSection('The Big Three', [
    planetClaim(writer, 'sun', sun, false),
    claim(placementLabel('moon', moon), moonLines.join(' ')),
    rising,
  ]);
}

function tightestAspects(
  writer: ChartWriter,
  aspects: readonly Aspect<BodyId>[],
  timeKnown: boolean,
  count: number,
): string {
  const chosen = aspects
    .filter((aspect) => isPlanetId(aspect.a) && isPlanetId(aspect.b))
    .filter((aspect) => timeKnown || (aspect.a !== 'moon' && aspect.b !== 'moon'))
    .sort((first, second) => first.orb - second.orb)
    .slice(0, count);
  const lines = chosen.map((aspect) =>
    aspectClaim(writer, aspect.a as PlanetId, aspect.b as PlanetId, aspect),
  );
  if (!timeKnown) lines.push(writer.line(moonAspectNotes));
  return markdownSection('Your Closest Aspects', lines);
}

function aspectClaim(writer: ChartWriter, a: PlanetId, b: PlanetId, aspect: Aspect<BodyId>): string {
  const [first, second] = PLANET_IDS.indexOf(a) < PLANET_IDS.indexOf(b) ? [a, b] : [b, a];
  const meaning = writer.line(aspectMeanings[aspect.type], {
    first: `your ${writer.pick(bodyThemes[first])}`,
    second: `your ${writer.pick(bodyThemes[second])}`,
  });
  const flavour = pairFlavours[`${first}|${second}` as PairKey];
  return claim(
    `${bodyNames[first]} ${aspectWords[aspect.type]} ${bodyNames[second]} (orb ${arcLabel(aspect.orb)})`,
    `${meaning} ${flavour}`,
  );
}

function northNode(writer: ChartWriter, node: BodyPosition, withHouses: boolean): string {
  const placement = placementOf(node, withHouses);
  const south = SIGN_IDS[(SIGN_IDS.indexOf(placement.sign) + 6) % 12] ?? 'aries';
  const lines = [
    writer.line(northNodeLines[placement.sign]),
    writer.line(southNodeLines, { southSign: signName(south) }),
  ];
  if (placement.house !== undefined) {
    lines.push(
      writer.line(nodeHouseLines, {
        house: houseLabel(placement.house),
        area: writer.pickFresh(houseAreas[placement.house]),
      }),
    );
  }
  return markdownSection('Your Direction of Growth', [
    claim(placementLabel('trueNode', placement), lines.join(' ')),
  ]);
}

function headlineFor(name: string, chart: NatalChart, ascendant: SignId | undefined): string {
  const big = [
    `${signName(chart.bodies.sun.sign)} Sun`,
    `${signName(chart.bodies.moon.sign)} Moon`,
    ...(ascendant ? [`${signName(ascendant)} Rising`] : []),
  ];
  return `${name ? `${name}’s` : 'Your'} Birth Chart: ${big.join(', ')}`;
}
