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
  axisLabel: number;
  axisLabelFont: number;
  /** Angle labels written along the rim (bi-wheel) rather than upright. */
  axisLabelsAlongRing: boolean;
  zodiacOuter: number;
  zodiacInner: number;
  signGlyphFont: number;
  inner: BandLayout;
  outer: BandLayout | null;
  /** Centre radius and font of the house numbers; null without houses. */
  houseNumber: { radius: number; font: number } | null;
  aspect: number;
}

export const POSITION_TICK = 6;

/** The widest column any body can have. */
export const WIDEST_COLUMN: ColumnLabels = { degree: '29°', minute: '59′', retrograde: true };

const SAMPLE_ANGLES = Array.from({ length: 120 }, (_, index) => index * 3);
const SEPARATION_STEP = 0.25;

/**
 * Sizes one band from its fonts, so no number here is tuned by eye: the edge is the furthest
 * any column reaches at any angle, and the minimum separation the smallest angle at which two
 * of the widest columns, side by side anywhere on the wheel, do not touch.
 */
function band(direction: 1 | -1, base: number, sizes: ColumnSizes & { hitRadius: number }): BandLayout {
  const glyph = base + direction * (POSITION_TICK + 2 + sizes.hitRadius);
  const columnAt = (angle: number) =>
    columnBoxes(layoutColumn(sizes, WIDEST_COLUMN, glyph, angle, direction));
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

function singleShape() {
  return {
    half: 240,
    axisLabel: 228,
    axisLabelFont: 11,
    axisLabelsAlongRing: false,
    zodiacOuter: 214,
    zodiacInner: 182,
    signGlyphFont: 18,
    inner: band(-1, 182, { glyphFont: 20, labelFont: 12, hitRadius: 11, gap: 1.5 }),
    outer: null,
    houseBand: 19,
    houseFont: 10,
  };
}

// A bi-wheel puts the second ring outside the zodiac, so both rings keep readable labels and
// the aspect circle stays large enough to show the inter-aspects. Its angle labels then run
// along the rim, where they need only their height of room beyond the outer ring.
function biShape() {
  const sizes = { glyphFont: 17, labelFont: 11, hitRadius: 9.5, gap: 1 };
  const outer = band(1, 182, sizes);
  const axisLabelFont = 10;
  return {
    half: Math.ceil(outer.edge + axisLabelFont * 1.2),
    axisLabel: outer.edge + axisLabelFont * 0.5,
    axisLabelFont,
    axisLabelsAlongRing: true,
    zodiacOuter: 182,
    zodiacInner: 156,
    signGlyphFont: 16,
    inner: band(-1, 156, sizes),
    outer,
    houseBand: 15,
    houseFont: 9,
  };
}

// Sizing a band takes a few milliseconds of geometry: do it once per shape, on first use.
const shapes: { single?: ReturnType<typeof singleShape>; bi?: ReturnType<typeof biShape> } = {};

/** One table of sizes per wheel shape, so every ring is placed by the same numbers. */
export function wheelLayout(hasOuter: boolean, hasHouses: boolean): WheelLayout {
  const { houseBand, houseFont, ...layout } = hasOuter
    ? (shapes.bi ??= biShape())
    : (shapes.single ??= singleShape());
  const innerEdge = layout.inner.edge;
  return {
    ...layout,
    houseNumber: hasHouses ? { radius: innerEdge - houseBand / 2, font: houseFont } : null,
    aspect: hasHouses ? innerEdge - houseBand : innerEdge,
  };
}
