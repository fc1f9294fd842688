import { describe, expect, it } from 'vitest';
import { boxesOverlap, columnBoxes, layoutColumn, radialReach } from './glyph-column';
import { type BandLayout, WIDEST_COLUMN, wheelLayout } from './wheel-layout';

const layouts = { single: wheelLayout(false, true), bi: wheelLayout(true, true) };
const bands: [string, BandLayout][] = [
  ['single', layouts.single.inner],
  ['bi-wheel inner', layouts.bi.inner],
  ['bi-wheel outer', layouts.bi.outer as BandLayout],
];
const ANGLES = Array.from({ length: 72 }, (_, index) => index * 5 + 2.5);

describe('wheelLayout', () => {
  it.each(bands)('keeps every %s column inside its band and its labels apart', (_, band) => {
    for (const angle of ANGLES) {
      const boxes = columnBoxes(layoutColumn(band, WIDEST_COLUMN, band.glyph, angle, band.direction));
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

  it.each(bands)('spaces %s columns so neighbours at the minimum separation never touch', (_, band) => {
    for (const angle of ANGLES) {
      const here = columnBoxes(layoutColumn(band, WIDEST_COLUMN, band.glyph, angle, band.direction));
      const next = columnBoxes(
        layoutColumn(band, WIDEST_COLUMN, band.glyph, angle + band.minSeparation, band.direction),
      );
      const touching = here.some((box) => next.some((other) => boxesOverlap(box, other, 0)));
      expect(touching, `angle ${angle}`).toBe(false);
    }
  });

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

  it('gives the aspect circle the house ring back when there are no houses', () => {
    const withoutHouses = wheelLayout(false, false);
    expect(withoutHouses.houseNumber).toBeNull();
    expect(withoutHouses.aspect).toBe(withoutHouses.inner.edge);
  });
});
