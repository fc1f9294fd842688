import {
  type ColumnLabels,
  type ColumnSizes,
  boxesOverlap,
  columnBoxes,
  layoutColumn,
  radialReach,
} from './glyph-column';

/** One band of body glyphs, in viewBox units. */
export interface BandLayout extends ColumnSizes {
  /** -1: the column grows towards the centre (inside the zodiac); 1: away from it (outside). */
  direction: 1 | -1;
  /** The zodiac edge the band starts from; each body's true-position tick grows from here. */
  base: number;
  /** Far edge of the band, past the longest label column at any angle. */
  edge: number;
  /** Radius of the glyph centres. */
  glyph: number;
  /** Hit and focus circle around the glyph. */
  hitRadius: number;
  /** Closest two glyphs may be drawn, in degrees, so neighbouring columns never touch. */
  minSeparation: number;
}

export interface WheelLayout {
  /** The viewBox spans -half..half on both axes. */
  half: number;
  /** Radius of the (upright) ASC/DSC/MC/IC labels' centres. */
  axisLabel: number;
  axisLabelFont: number;
  zodiacOuter: number;
  zodiacInner: number;
  signGlyphFont: number;
  /** What each body's column prints beside its glyph. */
  labels: ColumnDetail;
  inner: BandLayout;
  outer: BandLayout | null;
  /** Centre radius and font of the house numbers; null without houses. */
  houseNumber: { radius: number; font: number } | null;
  aspect: number;
}

/** How much a column says: degree and minute, the degree alone, or the glyph alone. */
export type ColumnDetail = 'degree-minute' | 'degree' | 'glyph';

/** The wheel fitted to a phone's width, or drawn larger in a scrolling box to read and tap. */
export type WheelScale = 'compact' | 'large';

export const POSITION_TICK = 6;

/** The widest column any body can have, at each level of detail. */
export const WIDEST_COLUMNS = {
  'degree-minute': { degree: '29°', minute: '59′', retrograde: true },
  degree: { degree: '29°', minute: null, retrograde: true },
  glyph: { degree: null, minute: null, retrograde: false },
} as const satisfies Record<ColumnDetail, ColumnLabels>;

const SAMPLE_ANGLES = Array.from({ length: 120 }, (_, index) => index * 3);
const SEPARATION_STEP = 0.25;

/**
 * Sizes one band from its fonts, so no number here is tuned by eye: the edge is the furthest
 * any column reaches at any angle, and the minimum separation the smallest angle at which two
 * of the widest columns, side by side anywhere on the wheel, do not touch.
 */
function band(
  direction: 1 | -1,
  base: number,
  detail: ColumnDetail,
  sizes: ColumnSizes & { hitRadius: number },
): BandLayout {
  const widest = WIDEST_COLUMNS[detail];
  const glyph = base + direction * (POSITION_TICK + 2 + sizes.hitRadius);
  const columnAt = (angle: number) => columnBoxes(layoutColumn(sizes, widest, glyph, angle, direction));
  let furthest = glyph + direction * sizes.hitRadius;
  let separation = ((2 * sizes.hitRadius) / glyph) * (180 / Math.PI);
  for (const angle of SAMPLE_ANGLES) {
    const column = columnAt(angle);
    for (const box of column) {
      const reach = radialReach(box, angle, direction);
      furthest = direction < 0 ? Math.min(furthest, reach) : Math.max(furthest, reach);
    }
    let apart = separation;
    while (
      columnAt(angle + apart).some((box) => column.some((other) => boxesOverlap(box, other, sizes.gap)))
    ) {
      apart += SEPARATION_STEP;
    }
    separation = apart;
  }
  return {
    direction,
    base,
    glyph,
    edge: furthest + direction * 2,
    ...sizes,
    minSeparation: Math.ceil(separation / SEPARATION_STEP) * SEPARATION_STEP,
  };
}

/**
 * Fonts and rings of one wheel shape. The viewBox is as wide as the wheel is drawn in CSS
 * pixels at its reference width, so every font below is the size a reader sees there.
 */
interface ShapeSizes extends ColumnSizes {
  half: number;
  hitRadius: number;
  detail: ColumnDetail;
  signGlyphFont: number;
  zodiacWidth: number;
  axisLabelFont: number;
  houseBand: number;
  houseFont: number;
}

/**
 * A 390 px phone leaves the wheel a box 324 px wide at the narrowest (inside the Advanced
 * Charts card), so the compact shapes are drawn in a 320-unit viewBox and no font in them is
 * under 11 units: 11 CSS px or more wherever the wheel is at least that wide. The room that
 * costs is paid in detail: minutes move to the tables and the details panel, and a bi-wheel's
 * compact rings show glyphs only. The large shapes, drawn one unit to a CSS pixel in a
 * scrolling box, have room for everything.
 */
export const COMPACT_WHEEL_WIDTH = 320;
export const MIN_LABEL_PX = 11;

const SHAPES = {
  single: {
    compact: {
      half: COMPACT_WHEEL_WIDTH / 2,
      detail: 'degree',
      glyphFont: 17,
      labelFont: 12,
      hitRadius: 11,
      gap: 1,
      signGlyphFont: 14,
      zodiacWidth: 24,
      axisLabelFont: 11,
      houseBand: 15,
      houseFont: 11,
    },
    large: {
      half: 330,
      detail: 'degree-minute',
      glyphFont: 24,
      labelFont: 15,
      hitRadius: 15,
      gap: 1.5,
      signGlyphFont: 22,
      zodiacWidth: 38,
      axisLabelFont: 15,
      houseBand: 24,
      houseFont: 15,
    },
  },
  bi: {
    compact: {
      half: COMPACT_WHEEL_WIDTH / 2,
      detail: 'glyph',
      glyphFont: 15,
      labelFont: 12,
      hitRadius: 10,
      gap: 1,
      signGlyphFont: 13,
      zodiacWidth: 22,
      axisLabelFont: 11,
      houseBand: 15,
      houseFont: 11,
    },
    large: {
      half: 360,
      detail: 'degree-minute',
      glyphFont: 21,
      labelFont: 14,
      hitRadius: 13,
      gap: 1,
      signGlyphFont: 20,
      zodiacWidth: 34,
      axisLabelFont: 14,
      houseBand: 22,
      houseFont: 14,
    },
  },
} as const satisfies Record<'single' | 'bi', Record<WheelScale, ShapeSizes>>;

// Upright "ASC" needs its width of room beside the ring at 9 o'clock; bold capitals run wide.
const AXIS_LABEL_WIDTH_EM = 3 * 0.72;

function shape(sizes: ShapeSizes, hasOuter: boolean) {
  const { half, detail, hitRadius, glyphFont, labelFont, gap } = sizes;
  const bandSizes = { glyphFont, labelFont, gap, hitRadius };
  const axisHalfWidth = (AXIS_LABEL_WIDTH_EM * sizes.axisLabelFont) / 2;
  const axisLabel = half - axisHalfWidth - 1;
  const outside = axisLabel - axisHalfWidth - 2;
  // The outer band's depth does not depend on where it starts: measure it, then place it.
  const outerDepth = hasOuter ? band(1, outside, detail, bandSizes).edge - outside : 0;
  const zodiacOuter = outside - outerDepth;
  const zodiacInner = zodiacOuter - sizes.zodiacWidth;
  return {
    half,
    axisLabel,
    axisLabelFont: sizes.axisLabelFont,
    zodiacOuter,
    zodiacInner,
    signGlyphFont: sizes.signGlyphFont,
    labels: detail,
    inner: band(-1, zodiacInner, detail, bandSizes),
    outer: hasOuter ? band(1, zodiacOuter, detail, bandSizes) : null,
    houseBand: sizes.houseBand,
    houseFont: sizes.houseFont,
  };
}

// Sizing a band takes a few milliseconds of geometry: do it once per shape, on first use.
const shapes = new Map<string, ReturnType<typeof shape>>();

/** One table of sizes per wheel shape and scale, so every ring is placed by the same numbers. */
export function wheelLayout(
  hasOuter: boolean,
  hasHouses: boolean,
  scale: WheelScale = 'compact',
): WheelLayout {
  const key = `${hasOuter ? 'bi' : 'single'}-${scale}`;
  let sized = shapes.get(key);
  if (!sized) {
    sized = shape(SHAPES[hasOuter ? 'bi' : 'single'][scale], hasOuter);
    shapes.set(key, sized);
  }
  const { houseBand, houseFont, ...layout } = sized;
  const innerEdge = layout.inner.edge;
  return {
    ...layout,
    houseNumber: hasHouses ? { radius: innerEdge - houseBand / 2, font: houseFont } : null,
    aspect: hasHouses ? innerEdge - houseBand : innerEdge,
  };
}
