import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartWheel } from './chart-wheel';
import {
  natalAspects,
  natalRing,
  sampleHouses,
  stelliumRing,
  transitAspects,
  transitRing,
} from './wheel-fixtures';

const details = () => screen.getByTestId('chart-wheel-details');
/** The glyph buttons inside the drawing (the "Larger wheel" toggle is a button too). */
const glyphButtons = () => within(screen.getByRole('group', { name: /./ })).getAllByRole('button');
/** Bodies the wheel draws: one lunar node, the true one, when a ring has both. */
const drawnCount = (bodies: readonly { id: string }[]) =>
  bodies.filter((body) => body.id !== 'meanNode').length;

/** Centre of a drawn glyph, read from its hit circle. */
function glyphCentre(button: Element): { x: number; y: number; r: number } {
  const circle = button.querySelector('circle');
  return {
    x: Number(circle?.getAttribute('cx')),
    y: Number(circle?.getAttribute('cy')),
    r: Number(circle?.getAttribute('r')),
  };
}

describe('ChartWheel', () => {
  it('draws Chiron and Lilith as glyph buttons named for screen readers', () => {
    const ring = {
      ...natalRing,
      bodies: [...natalRing.bodies, { id: 'lilith' as const, lon: 200.5, retrograde: false }],
    };
    render(<ChartWheel title="Birth chart" inner={ring} houses={sampleHouses} aspects={[]} />);
    const chiron = screen.getByRole('button', { name: /^Chiron in Aries 3°18′/ });
    const lilith = screen.getByRole('button', { name: /^Black Moon Lilith in Libra 20°30′/ });
    expect(chiron.textContent).toContain('⚷');
    expect(lilith.textContent).toContain('⚸');
  });

  it('draws majors bold and minors thin, and hides the minors on request', () => {
    const { container } = render(
      <ChartWheel
        title="Birth chart"
        inner={natalRing}
        houses={sampleHouses}
        aspects={[
          { from: 'sun', to: 'jupiter', type: 'trine', orb: 4.5 },
          { from: 'moon', to: 'uranus', type: 'semi-square', orb: 0.8 },
          { from: 'venus', to: 'chiron', type: 'quintile', orb: 1 },
        ]}
      />,
    );
    const lines = (selector: string) => container.querySelectorAll(`line.chart-wheel__aspect${selector}`);
    expect(lines('--major')).toHaveLength(1);
    expect(lines('--minor')).toHaveLength(2);
    expect(container.querySelector('line[data-aspect="semi-square"]')?.getAttribute('class')).toContain(
      'chart-wheel__aspect--minor',
    );
    const toggle = screen.getByRole('button', { name: 'Minor aspect lines' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(lines('--minor')).toHaveLength(0);
    expect(lines('--major')).toHaveLength(1);
    fireEvent.click(toggle);
    expect(lines('--minor')).toHaveLength(2);
  });

  it('offers no minor-aspect toggle when the chart has only majors', () => {
    render(
      <ChartWheel
        title="Birth chart"
        inner={natalRing}
        houses={sampleHouses}
        aspects={[{ from: 'sun', to: 'jupiter', type: 'trine', orb: 4.5 }]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Minor aspect lines' })).toBeNull();
  });

  it('draws the zodiac as twelve element-tinted segments with text-style sign glyphs', () => {
    const { container } = render(
      <ChartWheel title="Birth chart" inner={natalRing} houses={sampleHouses} aspects={natalAspects} />,
    );
    const segments = container.querySelectorAll('[data-sign]');
    expect(segments).toHaveLength(12);
    expect(segments[0]?.getAttribute('class')).toContain('chart-wheel__sign--fire');
    expect(segments[1]?.getAttribute('class')).toContain('chart-wheel__sign--earth');
    expect(segments[0]?.textContent).toBe('♈\uFE0E');
    // Ticks every 5° except on the twelve sign boundaries.
    expect(container.querySelectorAll('.chart-wheel__tick')).toHaveLength(72 - 12);
  });

  it('is a labelled group with one focusable glyph per body, named with sign, degree and minute', () => {
    render(<ChartWheel title="Birth chart" inner={natalRing} houses={sampleHouses} aspects={natalAspects} />);
    const wheel = screen.getByRole('group', { name: 'Birth chart' });
    const buttons = within(wheel).getAllByRole('button');
    expect(buttons).toHaveLength(drawnCount(natalRing.bodies));
    expect(buttons.every((button) => button.getAttribute('tabindex') === '0')).toBe(true);
    expect(screen.getByRole('button', { name: 'Sun in Leo 12°34′, house 10' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Saturn in Pisces 3°42′, house 5, retrograde' })).toBeTruthy();
    const sun = screen.getByRole('button', { name: /^Sun/ });
    expect(sun.textContent).toContain('☉\uFE0E');
    // The phone-sized wheel prints the degree; the minutes are in its name, the details and the tables.
    expect(sun.textContent).toContain('12°');
    expect(sun.textContent).not.toContain('34′');
    expect(screen.getByRole('button', { name: /^Mars/ }).textContent).toContain('℞');
  });

  it('draws the lunar node once, the true node, when the chart has both', () => {
    const { container } = render(
      <ChartWheel title="Birth chart" inner={natalRing} houses={sampleHouses} aspects={natalAspects} />,
    );
    const nodes = [...container.querySelectorAll('[data-body]')].filter((glyph) =>
      glyph.textContent?.includes('☊'),
    );
    expect(nodes).toHaveLength(1);
    expect(nodes[0]?.getAttribute('aria-label')).toMatch(/^North Node \(true\) in Aries 13°54′/);
    // The Moon's sextile to the node is still drawn, to the one node on the wheel.
    expect(container.querySelectorAll('line[data-aspect="sextile"]')).toHaveLength(1);
  });

  it('redraws larger, with minutes, in a scrolling box, and back', () => {
    const { container } = render(
      <ChartWheel title="Birth chart" inner={natalRing} houses={sampleHouses} aspects={natalAspects} />,
    );
    const svg = () => container.querySelector('svg');
    const zoom = screen.getByRole('button', { name: 'Larger wheel' });
    const compactWidth = Number(svg()?.getAttribute('width'));
    expect(zoom.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(zoom);
    expect(zoom.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('chart-wheel-viewport').className).toContain('chart-wheel__viewport--large');
    const largeWidth = Number(svg()?.getAttribute('width'));
    expect(largeWidth).toBeGreaterThan(compactWidth);
    // One viewBox unit to a CSS pixel: fonts in the markup are the sizes a reader sees.
    expect(svg()?.getAttribute('viewBox')?.split(' ')[2]).toBe(String(largeWidth));
    expect(screen.getByRole('button', { name: /^Sun/ }).textContent).toContain('34′');

    fireEvent.click(zoom);
    expect(Number(svg()?.getAttribute('width'))).toBe(compactWidth);
    expect(screen.getByRole('button', { name: /^Sun/ }).textContent).not.toContain('34′');
  });

  it('marks ASC, DSC, MC and IC when houses are known, with the Ascendant at 9 o’clock', () => {
    const { container } = render(
      <ChartWheel title="Birth chart" inner={natalRing} houses={sampleHouses} aspects={natalAspects} />,
    );
    for (const label of ['ASC', 'DSC', 'MC', 'IC']) expect(screen.getByText(label)).toBeTruthy();
    const ascendant = container.querySelector('[data-angle="ASC"] line');
    expect(Number(ascendant?.getAttribute('x2'))).toBeLessThan(0);
    expect(Number(ascendant?.getAttribute('y2'))).toBeCloseTo(0, 5);
    // Twelve cusps with their numbers.
    expect(container.querySelectorAll('.chart-wheel__cusp')).toHaveLength(12);
    expect(container.querySelectorAll('.chart-wheel__house-number')).toHaveLength(12);
    // The MC lies above the horizon, the signs after the Ascendant below it.
    const midheaven = container.querySelector('[data-angle="MC"] line');
    expect(Number(midheaven?.getAttribute('y2'))).toBeLessThan(0);
  });

  it('draws no angles or cusps without a birth time and puts 0° Aries on the left', () => {
    const { container } = render(<ChartWheel title="No birth time" inner={stelliumRing} aspects={[]} />);
    for (const label of ['ASC', 'DSC', 'MC', 'IC']) expect(screen.queryByText(label)).toBeNull();
    expect(container.querySelectorAll('.chart-wheel__cusp')).toHaveLength(0);
    const aries = container.querySelector('[data-sign="aries"] path')?.getAttribute('d') ?? '';
    // The Aries segment starts on the horizon, left of centre.
    const [, x, y] = /^M (-?[\d.]+) (-?[\d.]+)/.exec(aries) ?? [];
    expect(Number(x)).toBeLessThan(0);
    expect(Number(y)).toBeCloseTo(0, 5);
    // …and runs counter-clockwise, below the horizon on screen.
    const ariesGlyph = container.querySelector('[data-sign="aries"] text');
    expect(Number(ariesGlyph?.getAttribute('y'))).toBeGreaterThan(0);
  });

  it('spreads a stellium so no two glyphs overlap, with leader lines to their true places', () => {
    const { container } = render(<ChartWheel title="Stellium" inner={stelliumRing} aspects={[]} />);
    const centres = glyphButtons().map(glyphCentre);
    centres.forEach((first, index) =>
      centres.slice(index + 1).forEach((second) => {
        expect(Math.hypot(first.x - second.x, first.y - second.y)).toBeGreaterThanOrEqual(first.r + second.r);
      }),
    );
    expect(container.querySelectorAll('.chart-wheel__position-tick')).toHaveLength(
      drawnCount(stelliumRing.bodies),
    );
    expect(container.querySelectorAll('.chart-wheel__leader').length).toBeGreaterThanOrEqual(6);
  });

  it('draws aspect lines coloured by type, dashed when separating', () => {
    const { container } = render(
      <ChartWheel title="Birth chart" inner={natalRing} houses={sampleHouses} aspects={natalAspects} />,
    );
    const lines = container.querySelectorAll('line[data-aspect]');
    expect(lines).toHaveLength(natalAspects.length);
    const trine = container.querySelector('line[data-aspect="trine"]')?.getAttribute('class') ?? '';
    expect(trine).toContain('chart-wheel__aspect--trine');
    expect(trine).toContain('chart-wheel__aspect--separating');
    expect(container.querySelector('line[data-aspect="square"]')?.getAttribute('class')).not.toContain(
      'separating',
    );
    expect(container.querySelector('line[data-aspect="conjunction"]')?.getAttribute('class')).toContain(
      '--conjunction',
    );
  });

  it('draws a second ring for a bi-wheel, with inter-aspects between the rings', () => {
    const { container } = render(
      <ChartWheel
        title="Transits"
        inner={natalRing}
        outer={transitRing}
        houses={sampleHouses}
        aspects={transitAspects}
      />,
    );
    expect(glyphButtons()).toHaveLength(drawnCount(natalRing.bodies) + transitRing.bodies.length);
    expect(container.querySelectorAll('.chart-wheel__band--inner [role="button"]')).toHaveLength(
      drawnCount(natalRing.bodies),
    );
    expect(container.querySelectorAll('.chart-wheel__band--outer [role="button"]')).toHaveLength(
      transitRing.bodies.length,
    );
    expect(screen.getByRole('button', { name: 'Natal: Sun in Leo 12°34′, house 10' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Transits: Sun in Libra 25°06′, house 1' })).toBeTruthy();
    expect(screen.getByText('Inner ring: Natal')).toBeTruthy();
    expect(screen.getByText('Outer ring: Transits')).toBeTruthy();
    expect(container.querySelectorAll('line[data-aspect]')).toHaveLength(transitAspects.length);
    // The outer ring's glyphs sit outside the zodiac, the inner ring's inside it.
    const radius = (button: Element) => Math.hypot(glyphCentre(button).x, glyphCentre(button).y);
    const innerSun = screen.getByRole('button', { name: /^Natal: Sun/ });
    const outerSun = screen.getByRole('button', { name: /^Transits: Sun/ });
    expect(radius(outerSun)).toBeGreaterThan(radius(innerSun));
  });

  it('shows placement and meanings when a glyph is clicked, and clears on Escape', () => {
    render(<ChartWheel title="Birth chart" inner={natalRing} houses={sampleHouses} aspects={natalAspects} />);
    expect(details().getAttribute('aria-live')).toBe('polite');
    expect(details().textContent).toContain('Tap or focus a planet');

    const sun = screen.getByRole('button', { name: /^Sun/ });
    fireEvent.click(sun);
    expect(details().textContent).toContain('Sun in Leo 12°34′ · House 10 · direct');
    expect(details().textContent).toContain('Your core self');
    expect(details().textContent).toContain('Leo: Warm-hearted');
    expect(sun.getAttribute('aria-pressed')).toBe('true');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(details().textContent).toContain('Tap or focus a planet');
    expect(sun.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows details on keyboard focus and Enter, and clears when pressing elsewhere', () => {
    render(<ChartWheel title="Birth chart" inner={natalRing} houses={sampleHouses} aspects={natalAspects} />);
    const saturn = screen.getByRole('button', { name: /^Saturn/ });
    fireEvent.focus(saturn);
    expect(details().textContent).toContain('Saturn in Pisces 3°42′ · House 5 · retrograde');

    fireEvent.keyDown(saturn, { key: 'Escape' });
    expect(details().textContent).toContain('Tap or focus a planet');
    fireEvent.keyDown(saturn, { key: 'Enter' });
    expect(details().textContent).toContain('Saturn in Pisces');

    // Pressing on the details keeps them; pressing anywhere else puts the wheel back.
    fireEvent.pointerDown(details());
    expect(details().textContent).toContain('Saturn in Pisces');
    fireEvent.pointerDown(document.body);
    expect(details().textContent).toContain('Tap or focus a planet');
  });

  it('highlights the chosen body’s aspects and mutes the others', () => {
    const { container } = render(
      <ChartWheel title="Birth chart" inner={natalRing} houses={sampleHouses} aspects={natalAspects} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Mercury/ }));
    const active = container.querySelectorAll('.chart-wheel__aspect--active');
    expect(active).toHaveLength(
      natalAspects.filter((aspect) => aspect.from === 'mercury' || aspect.to === 'mercury').length,
    );
    expect(container.querySelectorAll('.chart-wheel__aspect--muted').length).toBe(
      natalAspects.length - active.length,
    );
  });

  it('uses no inline styles (the CSP allows stylesheets only) and scales by its viewBox', () => {
    const { container } = render(
      <ChartWheel
        title="Transits"
        inner={natalRing}
        outer={transitRing}
        houses={sampleHouses}
        aspects={transitAspects}
        size={360}
      />,
    );
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toMatch(/^-\d+ -\d+ \d+ \d+$/);
    expect(svg?.getAttribute('width')).toBe('360');
  });
});
