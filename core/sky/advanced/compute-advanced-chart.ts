import type { GeoPlace, BirthMoment } from './birth-moment';
import { chartNotes } from './chart-notes';
import { CHART_TYPES, type ChartTypeId } from './chart-types';
import { type CompositeChart, composite, compositeSummary } from './composite';
import { type DavisonChart, davison, davisonSummary } from './davison';
import { type FocusReading, focusReading, focusSummary } from './focus-reading';
import { type LunarReturnChart, lunarReturn, lunarReturnSummary } from './lunar-return';
import { type ProgressedChart, progressed, progressedSummary } from './progressed';
import { type RelocationChart, relocation, relocationSummary } from './relocation';
import { type SolarReturnChart, solarReturn, solarReturnSummary } from './solar-return';
import { type SynastryChart, synastry, synastrySummary } from './synastry';

export interface AdvancedChartInput {
  person: BirthMoment;
  /** Required for synastry, composite and Davison. */
  partner?: BirthMoment;
  /** Required for relocation; when given, the solar and lunar returns are cast there too. */
  targetLocation?: GeoPlace;
  /** The reference instant of progressions and returns (the visitor's "now"). */
  today: Date;
}

/** The data of each chart type, before its summary. */
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

export interface AdvancedChartText {
  /** Short factual lines naming placements, for prompts and the offline composer. */
  summary: string[];
  /** Caveats from incomplete input (unknown time or place) and what they cost this chart. */
  notes: string[];
}

export type AdvancedChartOf<Type extends ChartTypeId> = { type: Type } & AdvancedChartData[Type] &
  AdvancedChartText;
export type AdvancedChart = { [Type in ChartTypeId]: AdvancedChartOf<Type> }[ChartTypeId];

interface ChartRule<Type extends ChartTypeId> {
  compute: (input: AdvancedChartInput) => AdvancedChartData[Type];
  summarize: (data: AdvancedChartData[Type]) => string[];
}

function partnerOf(type: ChartTypeId, input: AdvancedChartInput): BirthMoment {
  if (input.partner) return input.partner;
  throw new RangeError(
    `The ${CHART_TYPES[type].title} needs two people, but no partner was given. Pass \`partner\` (the second person's BirthMoment) to computeAdvancedChart.`,
  );
}

function targetOf(input: AdvancedChartInput): GeoPlace {
  if (input.targetLocation) return input.targetLocation;
  throw new RangeError(
    'The Relocation Chart needs the place to relocate to, but no target location was given. Pass `targetLocation` ({ latitude, longitude }) to computeAdvancedChart.',
  );
}

const CHART_RULES: { [Type in ChartTypeId]: ChartRule<Type> } = {
  synastry: {
    compute: (input) => synastry(input.person, partnerOf('synastry', input)),
    summarize: synastrySummary,
  },
  composite: {
    compute: (input) => composite(input.person, partnerOf('composite', input)),
    summarize: compositeSummary,
  },
  davison: {
    compute: (input) => davison(input.person, partnerOf('davison', input)),
    summarize: davisonSummary,
  },
  progressed: { compute: (input) => progressed(input.person, input.today), summarize: progressedSummary },
  'solar-return': {
    compute: (input) => solarReturn(input.person, input.today, input.targetLocation),
    summarize: solarReturnSummary,
  },
  'lunar-return': {
    compute: (input) => lunarReturn(input.person, input.today, input.targetLocation),
    summarize: lunarReturnSummary,
  },
  relocation: { compute: (input) => relocation(input.person, targetOf(input)), summarize: relocationSummary },
  medical: { compute: (input) => focusReading(input.person, 'medical'), summarize: focusSummary },
  financial: { compute: (input) => focusReading(input.person, 'financial'), summarize: focusSummary },
  vocational: { compute: (input) => focusReading(input.person, 'vocational'), summarize: focusSummary },
};

/**
 * Computes one of the ten Advanced Charts with its summary lines and caveats. Throws a
 * RangeError saying what to pass when a two-person chart has no partner or a relocation has
 * no target.
 */
export function computeAdvancedChart<Type extends ChartTypeId>(
  type: Type,
  input: AdvancedChartInput,
): AdvancedChartOf<Type> {
  const rule: ChartRule<Type> = CHART_RULES[type];
  const data = rule.compute(input);
  return {
    type,
    ...data,
    summary: rule.summarize(data),
    notes: chartNotes(type, input),
  } as AdvancedChartOf<Type>;
}
