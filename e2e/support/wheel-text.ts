import type { Page } from 'playwright-core';

export interface WheelTextReport {
  /** Smallest rendered font size of any text in the wheel, in CSS px. */
  smallestPx: number;
  /** Texts drawn turned or mirrored (any transform but a uniform upright scale). */
  turned: string[];
  nodeGlyphs: number;
}

/**
 * Measures every text of the wheel as drawn: its font size times the SVG's rendered width over
 * its viewBox width, and whether its screen transform keeps it upright.
 */
export function measureWheel(page: Page): Promise<WheelTextReport> {
  return page.locator('svg.chart-wheel__svg').evaluate((svg: SVGSVGElement) => {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const texts = [...svg.querySelectorAll('text')];
    const turned = texts
      .filter((text) => {
        const matrix = text.getScreenCTM();
        return (
          !matrix || Math.abs(matrix.b) > 1e-6 || Math.abs(matrix.c) > 1e-6 || matrix.a <= 0 || matrix.d <= 0
        );
      })
      .map((text) => text.textContent ?? '');
    const sizes = texts.map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
    const nodeGlyphs = [...svg.querySelectorAll('[data-body]')].filter((glyph) =>
      glyph.textContent?.includes('☊'),
    ).length;
    return { smallestPx: Math.min(...sizes), turned, nodeGlyphs };
  });
}
