import { type GeoPlace, type ChartMoment, birthPlaceOf } from './birth-moment';
import { type ChartTypeId, needsPartner } from './chart-type-ids';
import { type CompositeChart, composite } from './composite';
import { type DavisonChart, davison } from './davison';
import { type FocusReading, focusReading } from './focus-reading';
import { type LunarReturnChart, lunarReturn } from './lunar-return';
import { type ProgressedChart, progressed } from './progressed';
import { type RelocationChart, relocation } from './relocation';
import { type SolarReturnChart, solarReturn } from './solar-return';
import { type SynastryChart, synastry } from './synastry';

export interface AdvancedChartInput {
  person: ChartMoment;
  /** Required for synastry, composite and Davison. */
  partner?: ChartMoment;
  /** Required for relocation; when given, the solar and lunar returns are cast there too. */
  targetLocation?: GeoPlace;
  /** The reference instant of progressions and returns (the visitor's "now"). */
  today: Date;
}

/** The data of each chart type. */
export interface AdvancedChartData {
  synastry: SynastryChart;
  composite: CompositeChart;
  davison: DavisonChart;
  progressed: ProgressedChart;
  'solar-return': SolarReturnChart;
  'lunar-return': LunarReturnChart;
  relocation: RelocationChart;
  medical: FocusReading;
  financial: FocusReading;
  vocational: FocusReading;
}

/** A piece of birth data the chart had to do without: whose, and which. */
export interface MissingBirthData {
  who: 'person' | 'partner';
  /** Without the time there are no houses at all, so a missing place is only listed with a known time. */
  missing: 'time' | 'place';
}

export interface AdvancedChartGaps {
  /** What the input lacked, for the caveats a reading or a page states; empty when complete. */
  gaps: MissingBirthData[];
}

export type AdvancedChartOf<Type extends ChartTypeId> = { type: Type } & AdvancedChartData[Type] &
  AdvancedChartGaps;
export type AdvancedChart = { [Type in ChartTypeId]: AdvancedChartOf<Type> }[ChartTypeId];

type ChartRule<Type extends ChartTypeId> = (input: AdvancedChartInput) => AdvancedChartData[Type];

function partnerOf(type: ChartTypeId, input: AdvancedChartInput): ChartMoment {
  if (input.partner) return input.partner;
  throw new RangeError(
    `The ${type} chart needs two people, but no partner was given. Pass \`partner\` (the second person's ChartMoment) to computeAdvancedChart.`,
  );
}

function targetOf(input: AdvancedChartInput): GeoPlace {
  if (input.targetLocation) return input.targetLocation;
  throw new RangeError(
    'The relocation chart needs the place to relocate to, but no target location was given. Pass `targetLocation` ({ latitude, longitude }) to computeAdvancedChart.',
  );
}

const CHART_RULES: { [Type in ChartTypeId]: ChartRule<Type> } = {
  synastry: (input) => synastry(input.person, partnerOf('synastry', input)),
  composite: (input) => composite(input.person, partnerOf('composite', input)),
  davison: (input) => davison(input.person, partnerOf('davison', input)),
  progressed: (input) => progressed(input.person, input.today),
  'solar-return': (input) => solarReturn(input.person, input.today, input.targetLocation),
  'lunar-return': (input) => lunarReturn(input.person, input.today, input.targetLocation),
  relocation: (input) => relocation(input.person, targetOf(input)),
  medical: (input) => focusReading(input.person, 'medical'),
  financial: (input) => focusReading(input.person, 'financial'),
  vocational: (input) => focusReading(input.person, 'vocational'),
};

/** What each birth the chart reads lacks: the time first, and the place only when the time is known. */
function gapsOf(type: ChartTypeId, { person, partner }: AdvancedChartInput): MissingBirthData[] {
  const people: [who: MissingBirthData['who'], moment: ChartMoment][] = [['person', person]];
  if (needsPartner(type) && partner) people.push(['partner', partner]);
  return people.flatMap(([who, moment]): MissingBirthData[] => {
    if (!moment.timeKnown) return [{ who, missing: 'time' }];
    return birthPlaceOf(moment) ? [] : [{ who, missing: 'place' }];
  });
}

/**
 * Computes one of the ten Advanced Charts with what its input lacked. Throws a RangeError
 * saying what to pass when a two-person chart has no partner or a relocation has no target.
 */
export function computeAdvancedChart<Type extends ChartTypeId>(
  type: Type,
  input: AdvancedChartInput,
): AdvancedChartOf<Type> {
  const rule: ChartRule<Type> = CHART_RULES[type];
  return { type, ...rule(input), gaps: gapsOf(type, input) } as AdvancedChartOf<Type>;
}

/** For callers that hold the type only at run time (a request, a form): the chart as the union. */
export const computeAnyAdvancedChart = (type: ChartTypeId, input: AdvancedChartInput): AdvancedChart =>
  computeAdvancedChart(type, input) as AdvancedChart;
