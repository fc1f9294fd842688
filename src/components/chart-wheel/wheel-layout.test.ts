import { describe, expect, it } from 'vitest';
import { boxesOverlap, columnBoxes, layoutColumn, radialReach } from './glyph-column';
import {
  type BandLayout,
  COMPACT_WHEEL_WIDTH,
  MIN_LABEL_PX,
  WIDEST_COLUMNS,
  type WheelLayout,
  wheelLayout,
} from './wheel-layout';

const layouts = { single: wheelLayout(false, true), bi: wheelLayout(true, true) };
const large = { single: wheelLayout(false, true, 'large'), bi: wheelLayout(true, true, 'large') };
const bands: [string, BandLayout, WheelLayout][] = [
  ['single', layouts.single.inner, layouts.single],
  ['bi-wheel inner', layouts.bi.inner, layouts.bi],
  ['bi-wheel outer', layouts.bi.outer as BandLayout, layouts.bi],
  ['large single', large.single.inner, large.single],
  ['large bi-wheel inner', large.bi.inner, large.bi],
  ['large bi-wheel outer', large.bi.outer as BandLayout, large.bi],
];
const ANGLES = Array.from({ length: 72 }, (_, index) => index * 5 + 2.5);

/** Every font a layout draws text with: glyphs, labels, minutes and ℞, signs, houses, angles. */
const fontsOf = (layout: WheelLayout) =>
  [layout.inner, layout.outer]
    .flatMap((band) => (band ? [band.glyphFont, band.labelFont, band.labelFont - 1] : []))
    .concat(layout.signGlyphFont, layout.axisLabelFont, layout.houseNumber?.font ?? Infinity);

describe('wheelLayout', () => {
  it.each(bands)('keeps every %s column inside its band and its labels apart', (_, band, layout) => {
    const widest = WIDEST_COLUMNS[layout.labels];
    for (const angle of ANGLES) {
      const boxes = columnBoxes(layoutColumn(band, widest, band.glyph, angle, band.direction));
      for (const box of boxes) {
        const reach = radialReach(box, angle, band.direction);
        if (band.direction < 0) expect(reach).toBeGreaterThanOrEqual(band.edge);
        else expect(reach).toBeLessThanOrEqual(band.edge);
      }
      boxes.forEach((box, index) =>
        boxes
          .slice(index + 1)
          .forEach((other) => expect(boxesOverlap(box, other, 0), `angle ${angle}`).toBe(false)),
      );
    }
  });

  it.each(bands)(
    'spaces %s columns so neighbours at the minimum separation never touch',
    (_, band, layout) => {
      const widest = WIDEST_COLUMNS[layout.labels];
      for (const angle of ANGLES) {
        const here = columnBoxes(layoutColumn(band, widest, band.glyph, angle, band.direction));
        const next = columnBoxes(
          layoutColumn(band, widest, band.glyph, angle + band.minSeparation, band.direction),
        );
        const touching = here.some((box) => next.some((other) => boxesOverlap(box, other, 0)));
        expect(touching, `angle ${angle}`).toBe(false);
      }
    },
  );

  it('nests the rings: aspect circle, houses, inner band, zodiac, outer band, angle labels', () => {
    const { single, bi } = layouts;
    expect(single.aspect).toBeLessThan(single.inner.edge);
    expect(single.inner.edge).toBeLessThan(single.inner.glyph);
    expect(single.inner.base).toBe(single.zodiacInner);
    expect(single.axisLabel).toBeGreaterThan(single.zodiacOuter);
    expect(single.axisLabel).toBeLessThan(single.half);
    const outer = bi.outer as BandLayout;
    expect(bi.inner.base).toBe(bi.zodiacInner);
    expect(outer.base).toBe(bi.zodiacOuter);
    expect(bi.axisLabel).toBeGreaterThan(outer.edge);
    expect(bi.axisLabel).toBeLessThan(bi.half);
    // Room for aspect lines even with two rings.
    expect(bi.aspect).toBeGreaterThan(bi.half * 0.2);
  });

  it('keeps every text at 11 CSS px or more on a wheel the width of a 390 px phone’s', () => {
    for (const [name, layout] of Object.entries(layouts)) {
      const pixelsPerUnit = COMPACT_WHEEL_WIDTH / (2 * layout.half);
      for (const font of fontsOf(layout)) {
        expect(font * pixelsPerUnit, name).toBeGreaterThanOrEqual(MIN_LABEL_PX);
      }
    }
  });

  it('draws the larger wheels one unit to a pixel with room for degrees and minutes', () => {
    for (const [name, layout] of Object.entries(large)) {
      expect(layout.labels, name).toBe('degree-minute');
      expect(Math.min(...fontsOf(layout)), name).toBeGreaterThanOrEqual(MIN_LABEL_PX);
      // A finger-sized target: WCAG 2.5.8 asks for 24 CSS px.
      expect(2 * layout.inner.hitRadius, name).toBeGreaterThanOrEqual(24);
      expect(layout.half, name).toBeGreaterThan(COMPACT_WHEEL_WIDTH / 2);
    }
    expect(layouts.single.labels).toBe('degree');
    expect(layouts.bi.labels).toBe('glyph');
  });

  it('gives the aspect circle the house ring back when there are no houses', () => {
    const withoutHouses = wheelLayout(false, false);
    expect(withoutHouses.houseNumber).toBeNull();
    expect(withoutHouses.aspect).toBe(withoutHouses.inner.edge);
  });
});
