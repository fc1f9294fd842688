import type { BirthMoment, BirthPlace } from '@core/contract/birth-moment';
import type { AdvancedChart, AdvancedChartOf } from '@core/sky/advanced/compute-advanced-chart';
import { coordinatesLabel } from '@core/compose/placement-labels';
import { BODY_NAMES } from '@core/content/body-names';
import { chartNotes } from '@core/features/advanced-chart/chart-notes';
import { chartSummary } from '@core/features/advanced-chart/chart-summary';
import { CHART_TYPES, type ChartTypeId } from '@core/features/advanced-chart/chart-types';
import { type WheelData, toBiWheel, toWheel } from '@/lib/chart/to-wheel';
import { type FocusTable, focusTable } from './focus-table';
import { instantLabel, utcInstantLabel } from './instant-label';

/** What the page shows of a computed chart: everything as plain data, ready to render. */
export interface ChartView {
  /** Accessible name of the wheel and stem of its tables' captions. */
  title: string;
  /** What the wheel draws (a bi-wheel keeps only the tightest inter-aspects). */
  wheel: WheelData;
  /** What the tables list: every aspect. */
  table: WheelData;
  /** The chart's key facts: its instant, its place, its age. */
  facts: string[];
  /** Relocation: the bodies that change house at the new place. */
  houseChanges?: string[];
  /** Medical, financial and vocational: the houses and rulers read. */
  focus?: FocusTable;
  /** The chart's facts as summary lines, the same the prompt hands the model. */
  summary: string[];
  /** Caveats of incomplete input (unknown time or place). */
  notes: string[];
}

export interface ViewContext {
  person: BirthMoment;
  partner?: BirthMoment;
  targetLocation?: BirthPlace;
}

/** A bi-wheel with every inter-aspect drawn is a thicket: the wheel shows this many, tightest first. */
export const WHEEL_INTER_ASPECTS = 16;

/** The chart-specific part of a view; the summary and notes are the same for every chart. */
type ChartDrawing = Omit<ChartView, 'summary' | 'notes'>;
type ViewRule<Type extends ChartTypeId> = (
  chart: AdvancedChartOf<Type>,
  context: ViewContext,
) => ChartDrawing;

const titled = (type: ChartTypeId, context: ViewContext) =>
  `${CHART_TYPES[type].title} of ${context.person.name}${CHART_TYPES[type].requiresTwoSigns && context.partner ? ` and ${context.partner.name}` : ''}`;

const single = (
  type: ChartTypeId,
  data: WheelData,
  context: ViewContext,
  facts: string[] = [],
): ChartDrawing => ({
  title: titled(type, context),
  wheel: data,
  table: data,
  facts,
});

/** The zone whose clock a return is read on: the target's when cast there, else the birthplace's. */
const returnZone = (placeSource: 'birthplace' | 'location' | undefined, context: ViewContext) =>
  placeSource === 'location'
    ? context.targetLocation?.timeZone
    : placeSource === 'birthplace'
      ? context.person.place?.timeZone
      : undefined;

const castAt = (placeSource: 'birthplace' | 'location' | undefined, context: ViewContext) =>
  placeSource === 'location'
    ? [`Cast for ${context.targetLocation?.name ?? 'the target location'}`]
    : placeSource === 'birthplace'
      ? [`Cast for the birthplace, ${context.person.place?.name ?? ''}`]
      : ['Cast without a place: no houses or angles'];

const focusView = (
  chart: AdvancedChartOf<'medical' | 'financial' | 'vocational'>,
  context: ViewContext,
): ChartDrawing => ({
  ...single(chart.type, toWheel(chart.chart, 'Natal'), context, [
    chart.houseBasis === 'natal'
      ? `Read from your natal houses (${chart.houseSystem ?? 'placidus'})`
      : 'Read from solar houses (whole signs from your Sun sign), as the birth time or place is unknown',
  ]),
  focus: focusTable(chart),
});

/** How each chart type is drawn, one rule per type. */
const CHART_VIEWS: { [Type in ChartTypeId]: ViewRule<Type> } = {
  synastry: (chart, context) => {
    const rings = {
      inner: { chart: chart.inner, label: context.person.name },
      outer: { chart: chart.outer, label: context.partner?.name ?? 'Partner' },
      interAspects: chart.interAspects,
    };
    return {
      title: titled('synastry', context),
      wheel: toBiWheel({ ...rings, aspectLimit: WHEEL_INTER_ASPECTS }),
      table: toBiWheel(rings),
      facts: [
        `${chart.interAspects.length} aspects between the two charts; the wheel draws the ${Math.min(WHEEL_INTER_ASPECTS, chart.interAspects.length)} tightest`,
      ],
    };
  },
  composite: (chart, context) => single('composite', toWheel(chart, 'Composite'), context),
  davison: (chart, context) =>
    single('davison', toWheel(chart.chart, 'Davison'), context, [
      `Davison moment: ${utcInstantLabel(chart.instant)}`,
      ...(chart.place ? [`Davison place: ${coordinatesLabel(chart.place)}`] : []),
    ]),
  progressed: (chart, context) => {
    const rings = {
      inner: { chart: chart.natal, label: 'Natal' },
      outer: { chart: chart.chart, label: 'Progressed' },
      // The engine pairs progressed with natal; on the wheel natal is the inner ring.
      interAspects: chart.aspectsToNatal.map(({ progressed, natal, ...rest }) => ({
        inner: natal,
        outer: progressed,
        ...rest,
      })),
    };
    return {
      title: titled('progressed', context),
      wheel: toBiWheel({ ...rings, aspectLimit: WHEEL_INTER_ASPECTS }),
      table: toBiWheel(rings),
      facts: [
        `Secondary progressions to today: age ${chart.ageYears.toFixed(1)}, the sky of ${utcInstantLabel(chart.progressedInstant)}`,
      ],
    };
  },
  'solar-return': (chart, context) =>
    single('solar-return', toWheel(chart.chart, 'Solar return'), context, [
      `Solar return: ${instantLabel(chart.instant, returnZone(chart.placeSource, context))}`,
      ...castAt(chart.placeSource, context),
    ]),
  'lunar-return': (chart, context) =>
    single('lunar-return', toWheel(chart.chart, 'Lunar return'), context, [
      `Lunar return: ${instantLabel(chart.instant, returnZone(chart.placeSource, context))}`,
      `Current lunar month began: ${instantLabel(chart.previousInstant, returnZone(chart.placeSource, context))}`,
      ...castAt(chart.placeSource, context),
    ]),
  relocation: (chart, context) => ({
    ...single('relocation', toWheel(chart.chart, 'Relocated'), context, [
      `Birth moment recast for ${context.targetLocation?.name ?? coordinatesLabel(chart.target)}`,
    ]),
    ...(chart.houseChanges
      ? {
          houseChanges:
            chart.houseChanges.length > 0
              ? chart.houseChanges.map(
                  ({ body, natalHouse, relocatedHouse }) =>
                    `${BODY_NAMES[body]}: natal house ${natalHouse} → house ${relocatedHouse}`,
                )
              : ['Every planet keeps its natal house at this place.'],
        }
      : {}),
  }),
  medical: focusView,
  financial: focusView,
  vocational: focusView,
};

/**
 * The advanced charts read the true node only (the engine's reading bodies): the mean node is
 * the same point in a smoother model, and drawing both would double every node glyph and aspect.
 */
function withoutMeanNode(data: WheelData): WheelData {
  const ring = (bodies: WheelData['inner']) => ({
    ...bodies,
    bodies: bodies.bodies.filter((body) => body.id !== 'meanNode'),
  });
  return {
    ...data,
    inner: ring(data.inner),
    ...(data.outer ? { outer: ring(data.outer) } : {}),
    aspects: data.aspects.filter((aspect) => aspect.from !== 'meanNode' && aspect.to !== 'meanNode'),
  };
}

function drawingOf<Type extends ChartTypeId>(
  chart: AdvancedChartOf<Type>,
  context: ViewContext,
): ChartDrawing {
  const rule: ViewRule<Type> = CHART_VIEWS[chart.type];
  return rule(chart, context);
}

/** The wheel, tables, facts, summary and notes of a computed chart. */
export function chartView(chart: AdvancedChart, context: ViewContext): ChartView {
  const drawing = drawingOf(chart, context);
  return {
    ...drawing,
    wheel: withoutMeanNode(drawing.wheel),
    table: withoutMeanNode(drawing.table),
    summary: chartSummary(chart),
    notes: chartNotes(chart),
  };
}
