import { type LabelBox, clearance, labelBox, stackColumn } from './glyph-column';

/** Radii and font sizes of one band of body glyphs, in viewBox units. */
export interface BandLayout {
  outerEdge: number;
  innerEdge: number;
  /** Radius of the glyph centres; degree, minute and ℞ stack inwards from there. */
  glyph: number;
  glyphFont: number;
  labelFont: number;
  /** Hit and focus circle around the glyph. */
  hitRadius: number;
  /** Clear space between stacked labels. */
  gap: number;
  /** Closest two glyphs may be drawn, in degrees, so neighbouring columns never touch. */
  minSeparation: number;
}

export interface WheelLayout {
  /** The viewBox spans -half..half on both axes. */
  half: number;
  axisLabel: number;
  zodiacOuter: number;
  zodiacInner: number;
  signGlyphFont: number;
  inner: BandLayout;
  outer: BandLayout | null;
  /** Centre radius and font of the house numbers; null without houses. */
  houseNumber: { radius: number; font: number } | null;
  aspect: number;
}

export interface ColumnLabels {
  degree: string;
  minute: string;
  retrograde: boolean;
}

/** Boxes of one body's column, glyph first, for stackColumn. */
export function columnBoxes(band: Omit<BandLayout, 'minSeparation'>, labels: ColumnLabels): LabelBox[] {
  const glyph = { width: band.glyphFont * 0.95, height: band.glyphFont * 0.9 };
  const boxes = [glyph, labelBox(labels.degree, band.labelFont), labelBox(labels.minute, band.labelFont - 1)];
  return labels.retrograde ? [...boxes, labelBox('℞', band.labelFont - 1)] : boxes;
}

/** The widest column any body can have. */
export const WIDEST_COLUMN: ColumnLabels = { degree: '29°', minute: '59′', retrograde: true };

const SAMPLE_ANGLES = Array.from({ length: 19 }, (_, index) => index * 5);

/**
 * Closest spacing, in degrees, at which two neighbouring columns never touch at any angle
 * round the wheel: each label needs its box's extent along the tangent, at the radius where
 * the column puts it there. Sampling 0–90° covers the circle by symmetry.
 */
function minSeparationOf(band: Omit<BandLayout, 'minSeparation'>): number {
  const boxes = columnBoxes(band, WIDEST_COLUMN);
  let widest = (2 * band.hitRadius) / band.glyph;
  for (const angle of SAMPLE_ANGLES) {
    const radii = stackColumn(boxes, band.glyph, angle, band.gap);
    boxes.forEach((box, index) => {
      const arc = clearance(box, box, angle + 90, band.gap) / (radii[index] ?? band.glyph);
      widest = Math.max(widest, arc);
    });
  }
  return Math.ceil(((widest * 180) / Math.PI) * 4) / 4;
}

const band = (radii: Omit<BandLayout, 'minSeparation'>): BandLayout => ({ ...radii, minSeparation: minSeparationOf(radii) });

const SINGLE = band({ outerEdge: 182, innerEdge: 104, glyph: 163, glyphFont: 20, labelFont: 11, hitRadius: 11, gap: 1.5 });
const BI_OUTER = band({ outerEdge: 182, innerEdge: 126, glyph: 169, glyphFont: 16, labelFont: 10, hitRadius: 9, gap: 1 });
const BI_INNER = band({ outerEdge: 126, innerEdge: 70, glyph: 113, glyphFont: 16, labelFont: 10, hitRadius: 9, gap: 1 });

/** One table of sizes per wheel shape, so every ring is placed by the same numbers. */
export function wheelLayout(hasOuter: boolean, hasHouses: boolean): WheelLayout {
  const inner = hasOuter ? BI_INNER : SINGLE;
  const houseBand = hasOuter ? 15 : 19;
  return {
    half: 240,
    axisLabel: 227,
    zodiacOuter: 214,
    zodiacInner: 182,
    signGlyphFont: 18,
    inner,
    outer: hasOuter ? BI_OUTER : null,
    houseNumber: hasHouses ? { radius: inner.innerEdge - houseBand / 2, font: hasOuter ? 9 : 10 } : null,
    aspect: hasHouses ? inner.innerEdge - houseBand : inner.innerEdge,
  };
}
