import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarField } from './star-field';

describe('StarField', () => {
  it('draws 100 decorative twinkling stars by default, in six rhythm layers', () => {
    const { container } = render(<StarField seed={7} />);
    const sky = container.querySelector('[data-testid="star-field"]');
    expect(sky?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('svg.star-twinkle circle')).toHaveLength(100);
    // The layers twinkle, not each circle: the compositor can animate a layer by itself.
    expect(container.querySelectorAll('circle[class]')).toHaveLength(0);
    for (let rhythm = 1; rhythm <= 6; rhythm += 1) {
      expect(container.querySelectorAll(`svg.star-d${rhythm}`), `rhythm ${rhythm}`).toHaveLength(1);
      expect(
        container.querySelectorAll(`svg.star-d${rhythm} circle`).length,
        `stars in rhythm ${rhythm}`,
      ).toBeGreaterThanOrEqual(16);
    }
    expect(container.querySelector('polyline')).toBeNull();
  });

  it('draws the requested count and the constellation, without any inline style', () => {
    const { container } = render(<StarField seed={7} count={20} constellation />);
    expect(container.querySelectorAll('svg.star-twinkle circle')).toHaveLength(20);
    expect(container.querySelector('polyline')).not.toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('places stars the same way for the same seed', () => {
    const first = render(<StarField seed={42} count={10} />).container.innerHTML;
    const second = render(<StarField seed={42} count={10} />).container.innerHTML;
    expect(first).toBe(second);
  });
});
