import type { Aspect } from '@core/sky/aspects';
import type { ChartBodyId } from '@core/sky/body-ids';
import type { ChartAspectId } from '@core/sky/chart-aspects';
import type {
  ChartWheelProps,
  WheelAspect,
  WheelAspectId,
  WheelBody,
  WheelBodyId,
  WheelChartPoint,
  WheelHouses,
  WheelRing,
} from '@/components/chart-wheel/wheel-types';

/**
 * Adapters from the chart engine's output to the wheel's input types. They accept anything
 * shaped like a chart, so natal, composite, Davison, progressed and return charts all fit.
 */
export interface WheelChartSource {
  bodies: Partial<Record<ChartBodyId, { lon: number; retrograde: boolean; house?: number }>>;
  houses?: { asc: number; mc: number; cusps: readonly number[] };
  /** An astrologer's chart with a birth time and place has these (computeAstrologerChart). */
  points?: {
    partOfFortune: { lon: number; house: number; formula: 'day' | 'night' };
    vertex: { lon: number; house: number };
  };
}

type ChartAspect = Aspect<ChartBodyId, ChartAspectId>;

/** The engine's bodies and aspects map one to one onto the wheel's; a table proves it. */
const WHEEL_BODY_OF = {
  sun: 'sun',
  moon: 'moon',
  mercury: 'mercury',
  venus: 'venus',
  mars: 'mars',
  jupiter: 'jupiter',
  saturn: 'saturn',
  uranus: 'uranus',
  neptune: 'neptune',
  pluto: 'pluto',
  meanNode: 'meanNode',
  trueNode: 'trueNode',
  chiron: 'chiron',
  lilith: 'lilith',
} as const satisfies Record<ChartBodyId, WheelBodyId>;

const WHEEL_ASPECT_OF = {
  conjunction: 'conjunction',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  quincunx: 'quincunx',
  opposition: 'opposition',
  'semi-sextile': 'semi-sextile',
  'semi-square': 'semi-square',
  sesquiquadrate: 'sesquiquadrate',
  quintile: 'quintile',
  'bi-quintile': 'bi-quintile',
} as const satisfies Record<ChartAspectId, WheelAspectId>;

export interface WheelRingOptions {
  /**
   * Pass the chart's own house numbers through (default true). Turn it off for a ring drawn
   * against another chart's houses (the outer ring of a bi-wheel): the wheel then places each
   * body in the houses it draws.
   */
  ownHouses?: boolean;
}

/** One ring of the wheel, bodies in the engine's order. */
export function toWheelRing(
  chart: WheelChartSource,
  label: string,
  { ownHouses = true }: WheelRingOptions = {},
): WheelRing {
  const bodies: WheelBody[] = [];
  for (const [id, wheelId] of Object.entries(WHEEL_BODY_OF) as [ChartBodyId, WheelBodyId][]) {
    const body = chart.bodies[id];
    if (!body) continue;
    bodies.push({
      id: wheelId,
      lon: body.lon,
      retrograde: body.retrograde,
      ...(ownHouses && body.house !== undefined ? { house: body.house } : {}),
    });
  }
  return { label, bodies };
}

/** The houses to draw, or undefined when the chart has none (birth time or place unknown). */
export function toWheelHouses(houses: WheelChartSource['houses']): WheelHouses | undefined {
  return houses ? { asc: houses.asc, mc: houses.mc, cusps: [...houses.cusps] } : undefined;
}

/** Aspects inside one chart (both ends on the inner ring), tightest first. */
export function toWheelAspects(aspects: readonly ChartAspect[]): WheelAspect[] {
  return [...aspects]
    .sort((left, right) => left.orb - right.orb)
    .map((aspect) => ({
      from: WHEEL_BODY_OF[aspect.a],
      to: WHEEL_BODY_OF[aspect.b],
      type: WHEEL_ASPECT_OF[aspect.type],
      orb: aspect.orb,
      applying: aspect.applying,
    }));
}

export type WheelData = Omit<ChartWheelProps, 'title' | 'size'>;

/** The Part of Fortune (naming its formula) and the Vertex, for the tables. */
export function toWheelPoints(points: WheelChartSource['points']): WheelChartPoint[] {
  if (!points) return [];
  const { partOfFortune, vertex } = points;
  return [
    {
      key: 'part-of-fortune',
      name: `Part of Fortune (${partOfFortune.formula} formula)`,
      lon: partOfFortune.lon,
      house: partOfFortune.house,
    },
    { key: 'vertex', name: 'Vertex', lon: vertex.lon, house: vertex.house },
  ];
}

/** Everything a single-ring ChartWheel and ChartTable need from one chart. */
export function toWheel(
  chart: WheelChartSource & { aspects: readonly ChartAspect[] },
  label = 'Natal',
): WheelData {
  const houses = toWheelHouses(chart.houses);
  const points = toWheelPoints(chart.points);
  return {
    inner: toWheelRing(chart, label),
    aspects: toWheelAspects(chart.aspects),
    ...(houses ? { houses } : {}),
    ...(points.length > 0 ? { points } : {}),
  };
}

/**
 * An aspect between the two rings: the engine's `Aspect` with `a` on the inner ring and `b` on
 * the outer, or a synastry-style `{ inner, outer }` pair.
 */
export type InterAspectLike =
  | Pick<ChartAspect, 'a' | 'b' | 'type' | 'orb' | 'applying'>
  | { inner: ChartBodyId; outer: ChartBodyId; type: ChartAspectId; orb: number; applying?: boolean };

export interface BiWheelInput {
  inner: { chart: WheelChartSource; label: string };
  outer: { chart: WheelChartSource; label: string };
  /** Aspects from inner-ring bodies to outer-ring bodies. */
  interAspects: readonly InterAspectLike[];
  /** Whose houses the wheel draws (default the inner chart's: a natal chart under transits). */
  housesFrom?: 'inner' | 'outer';
  /** How many inter-aspects to draw, tightest first (a bi-wheel with all of them is a thicket). */
  aspectLimit?: number;
}

/**
 * A bi-wheel: synastry (person inside, partner outside), transits, progressions or a return
 * around the natal chart. The ring whose houses are drawn keeps its own house numbers; the
 * other ring is placed in those houses by the wheel.
 */
export function toBiWheel({
  inner,
  outer,
  interAspects,
  housesFrom = 'inner',
  aspectLimit,
}: BiWheelInput): WheelData {
  const houses = toWheelHouses((housesFrom === 'inner' ? inner : outer).chart.houses);
  const aspects: WheelAspect[] = [...interAspects]
    .sort((left, right) => left.orb - right.orb)
    .slice(0, aspectLimit)
    .map((aspect) => {
      const [from, to] = 'inner' in aspect ? [aspect.inner, aspect.outer] : [aspect.a, aspect.b];
      return {
        from: WHEEL_BODY_OF[from],
        to: WHEEL_BODY_OF[to],
        type: WHEEL_ASPECT_OF[aspect.type],
        orb: aspect.orb,
        ...(aspect.applying === undefined ? {} : { applying: aspect.applying }),
        fromRing: 'inner',
        toRing: 'outer',
      };
    });
  return {
    inner: toWheelRing(inner.chart, inner.label, { ownHouses: housesFrom === 'inner' }),
    outer: toWheelRing(outer.chart, outer.label, { ownHouses: housesFrom === 'outer' }),
    aspects,
    ...(houses ? { houses } : {}),
  };
}
