import { signs } from '../../content/signs';
import { HOUSE_SYSTEM_NAMES } from '../../sky/house-systems';
import type { Aspect } from '../../sky/aspects';
import type { BodyPosition } from '../../sky/chart';
import type { Houses } from '../../sky/houses';
import type { BodyId } from '../../sky/body-ids';
import { byOrb } from '../../sky/advanced/by-orb';
import type { ChartTypeId } from '../../sky/advanced/chart-type-ids';
import type { AdvancedChart, AdvancedChartOf } from '../../sky/advanced/compute-advanced-chart';
import type { FocusReading } from '../../sky/advanced/focus-reading';
import { PERSONAL_BODY_IDS, READING_BODY_IDS } from '../../sky/advanced/reading-bodies';
import { arcLabel, coordinatesLabel, orbLabel, placeLabel, utcLabel } from '../../compose/placement-labels';
import { ASPECT_WORDS, BODY_NAMES } from '../../content/body-names';
import { FOCUS_TITLES, KEY_PLANET_ROLE_WORDS, RULERSHIP_WORDS } from './focus-words';

/**
 * The computed facts of an advanced chart as short lines ("Composite Sun in Libra 14°02′ in
 * house 7"): what the page lists under "Chart summary" and what the prompt hands the model as
 * its facts. The offline reading does not restate them; it reads the chart's data directly.
 */

/** What the summary lines read from any chart: natal, composite, Davison, return, relocated. */
export interface ChartLike {
  bodies: Record<BodyId, BodyPosition>;
  houses?: Houses;
  aspects: Aspect<BodyId>[];
}

/** Enough aspects for a reading; the full list stays in the data. */
export const SUMMARY_ASPECT_LIMIT = 12;

/** "Composite Sun in Libra 14°02′ in house 7", one line per reading body. */
export const placementSummaryLines = (
  prefix: string,
  chart: ChartLike,
  bodies: readonly BodyId[] = READING_BODY_IDS,
): string[] =>
  bodies.map(
    (id) =>
      `${prefix} ${BODY_NAMES[id]} in ${placeLabel(chart.bodies[id].lon)}${inHouse(chart.bodies[id].house)}`,
  );

/** " in house 7", or nothing when the chart has no houses. */
const inHouse = (house: number | undefined): string => (house === undefined ? '' : ` in house ${house}`);

export const angleSummaryLines = (prefix: string, houses: Houses | undefined): string[] =>
  houses
    ? [`${prefix} Ascendant ${placeLabel(houses.asc)}`, `${prefix} Midheaven ${placeLabel(houses.mc)}`]
    : [];

/**
 * The tightest aspects inside one chart, "Davison Sun square Moon (orb 2°01′, applying)".
 * The mean node is skipped: the true node already stands for the same point.
 */
export function aspectLines(
  prefix: string,
  aspects: readonly Aspect<BodyId>[],
  { motion = true } = {},
): string[] {
  return aspects
    .filter((aspect) => aspect.a !== 'meanNode' && aspect.b !== 'meanNode')
    .sort(byOrb)
    .slice(0, SUMMARY_ASPECT_LIMIT)
    .map(
      (aspect) =>
        `${prefix} ${BODY_NAMES[aspect.a]} ${ASPECT_WORDS[aspect.type]} ${BODY_NAMES[aspect.b]} ${orbLabel(aspect, { motion })}`,
    );
}

/** Placements, angles and aspects of one chart, each line naming the chart. */
export const chartLines = (
  prefix: string,
  chart: ChartLike,
  options: { motion?: boolean } = {},
): string[] => [
  ...placementSummaryLines(prefix, chart),
  ...angleSummaryLines(prefix, chart.houses),
  ...aspectLines(prefix, chart.aspects, options),
];

const where = (place: AdvancedChartOf<'davison'>['place']) => (place ? ` at ${coordinatesLabel(place)}` : '');

function synastryLines(chart: AdvancedChartOf<'synastry'>): string[] {
  const aspects = chart.interAspects
    .slice(0, SUMMARY_ASPECT_LIMIT)
    .map(
      (aspect) =>
        `Your ${BODY_NAMES[aspect.inner]} ${ASPECT_WORDS[aspect.type]} their ${BODY_NAMES[aspect.outer]} ${orbLabel(aspect)}`,
    );
  const personal = (overlays: typeof chart.outerInInnerHouses) =>
    (overlays ?? []).filter(({ body }) => (PERSONAL_BODY_IDS as readonly BodyId[]).includes(body));
  const ascendant = (owner: string, houses: Houses | undefined) =>
    houses ? [`${owner} Ascendant ${placeLabel(houses.asc)}`] : [];
  return [
    ...placementSummaryLines('Your', chart.inner, PERSONAL_BODY_IDS),
    ...ascendant('Your', chart.inner.houses),
    ...placementSummaryLines('Their', chart.outer, PERSONAL_BODY_IDS),
    ...ascendant('Their', chart.outer.houses),
    ...aspects,
    ...personal(chart.outerInInnerHouses).map(
      ({ body, house }) => `Their ${BODY_NAMES[body]} falls in your house ${house}`,
    ),
    ...personal(chart.innerInOuterHouses).map(
      ({ body, house }) => `Your ${BODY_NAMES[body]} falls in their house ${house}`,
    ),
  ];
}

function progressedLines(progression: AdvancedChartOf<'progressed'>): string[] {
  const { chart, natal, natalHouses } = progression;
  const placements = PERSONAL_BODY_IDS.map(
    (id) =>
      `Progressed ${BODY_NAMES[id]} in ${placeLabel(chart.bodies[id].lon)}${natalHouses ? ` in natal house ${natalHouses[id]}` : ''}`,
  );
  const signChanges = PERSONAL_BODY_IDS.filter((id) => chart.bodies[id].sign !== natal.bodies[id].sign).map(
    (id) =>
      `Progressed ${BODY_NAMES[id]} has moved from its natal ${signs[natal.bodies[id].sign].name} into ${signs[chart.bodies[id].sign].name}`,
  );
  const stations = READING_BODY_IDS.filter(
    (id) => id !== 'trueNode' && chart.bodies[id].retrograde !== natal.bodies[id].retrograde,
  ).map(
    (id) =>
      `Progressed ${BODY_NAMES[id]} has turned ${chart.bodies[id].retrograde ? 'retrograde' : 'direct'} since birth`,
  );
  const aspects = progression.aspectsToNatal.map(
    (aspect) =>
      `Progressed ${BODY_NAMES[aspect.progressed]} ${ASPECT_WORDS[aspect.type]} natal ${BODY_NAMES[aspect.natal]} ${orbLabel(aspect)}`,
  );
  return [
    `Progressed to age ${progression.ageYears.toFixed(1)}: progressed date ${utcLabel(progression.progressedInstant)}, solar arc ${arcLabel(progression.solarArc)}`,
    ...placements,
    ...signChanges,
    ...stations,
    ...angleSummaryLines('Progressed', chart.houses),
    ...aspects,
  ];
}

function relocationLines(relocated: AdvancedChartOf<'relocation'>): string[] {
  const changes = relocated.houseChanges;
  const changeLines = changes
    ? changes.length > 0
      ? changes.map(
          ({ body, natalHouse, relocatedHouse }) =>
            `${BODY_NAMES[body]} moves from natal house ${natalHouse} to house ${relocatedHouse}`,
        )
      : ['Every body keeps its natal house at this place']
    : [];
  return [
    `Natal chart relocated to ${coordinatesLabel(relocated.target)}`,
    ...angleSummaryLines('Relocated', relocated.chart.houses),
    ...angleSummaryLines('Natal', relocated.natal.houses),
    ...changeLines,
    ...placementSummaryLines('Relocated', relocated.chart),
  ];
}

export function focusSummaryLines(reading: FocusReading): string[] {
  const title = FOCUS_TITLES[reading.focus];
  const basis =
    reading.houseBasis === 'natal'
      ? `${title} reading from the natal houses (${HOUSE_SYSTEM_NAMES[reading.houseSystem ?? 'placidus']})`
      : `${title} reading from solar houses (whole signs counted from the Sun's sign; birth time or place unknown)`;
  const list = (items: readonly string[]) =>
    items.length <= 1
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
  const houseLines = reading.houses.flatMap((house) => {
    const cusp =
      reading.houseBasis === 'natal'
        ? `House ${house.house} cusp in ${placeLabel(house.cuspLongitude)}`
        : `House ${house.house} is ${signs[house.cuspSign].name}`;
    const rulers = house.rulers.map(
      (ruler) =>
        `${RULERSHIP_WORDS[ruler.rulership]} ${BODY_NAMES[ruler.body]} in ${placeLabel(ruler.longitude)} in house ${ruler.house}`,
    );
    const occupants =
      house.occupants.length > 0
        ? `House ${house.house} holds ${list(house.occupants.map((occupant) => `${BODY_NAMES[occupant.body]} (${placeLabel(occupant.longitude)})`))}`
        : `House ${house.house} holds no planets`;
    return [`${cusp}: ${list(rulers)}`, occupants];
  });
  const keyLines = reading.keyPlanets.map((planet) => {
    const midheaven = reading.houseBasis === 'natal' && planet.rulerOf?.house === 10 ? ', the Midheaven' : '';
    const role = KEY_PLANET_ROLE_WORDS[planet.role];
    const label = planet.rulerOf
      ? `${RULERSHIP_WORDS[planet.rulerOf.rulership]} of house ${planet.rulerOf.house}${midheaven}: ${role}`
      : role;
    return `Key planet ${BODY_NAMES[planet.body]} (${label}) in ${placeLabel(planet.longitude)} in house ${planet.house}`;
  });
  return [basis, ...houseLines, ...keyLines];
}

type LinesRule<Type extends ChartTypeId> = (chart: AdvancedChartOf<Type>) => string[];

const SUMMARY_RULES: { [Type in ChartTypeId]: LinesRule<Type> } = {
  synastry: synastryLines,
  // The composite is not cast for a moment, so applying or separating means nothing there.
  composite: (chart) => chartLines('Composite', chart, { motion: false }),
  davison: (chart) => [
    `Davison chart for ${utcLabel(chart.instant)}${where(chart.place)}`,
    ...chartLines('Davison', chart.chart),
  ],
  progressed: progressedLines,
  'solar-return': (solar) => [
    `Current solar return: ${utcLabel(solar.instant)}${where(solar.place)}, the Sun back at ${placeLabel(solar.natalLongitude)}`,
    ...chartLines('Solar return', solar.chart),
  ],
  'lunar-return': (lunar) => [
    `Next lunar return: ${utcLabel(lunar.instant)}${where(lunar.place)}, the Moon back at ${placeLabel(lunar.natalLongitude)}`,
    `Current lunar month began with the return of ${utcLabel(lunar.previousInstant)}`,
    ...chartLines('Lunar return', lunar.chart),
  ],
  relocation: relocationLines,
  medical: focusSummaryLines,
  financial: focusSummaryLines,
  vocational: focusSummaryLines,
};

function linesOf<Type extends ChartTypeId>(chart: AdvancedChartOf<Type>): string[] {
  const rule: LinesRule<Type> = SUMMARY_RULES[chart.type];
  return rule(chart);
}

/** The summary lines of any computed advanced chart, for the page's list and the prompt's facts. */
export const chartSummary = (chart: AdvancedChart): string[] => linesOf(chart);
