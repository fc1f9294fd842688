import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarField } from './star-field';

describe('StarField', () => {
  it('draws 100 decorative twinkling stars by default, in six rhythms', () => {
    const { container } = render(<StarField seed={7} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('circle.star-twinkle')).toHaveLength(100);
    for (let rhythm = 1; rhythm <= 6; rhythm += 1) {
      expect(container.querySelectorAll(`circle.star-d${rhythm}`).length, `rhythm ${rhythm}`).toBeGreaterThan(
        0,
      );
    }
    expect(container.querySelector('polyline')).toBeNull();
  });

  it('draws the requested count and the constellation, without any inline style', () => {
    const { container } = render(<StarField seed={7} count={20} constellation />);
    expect(container.querySelectorAll('circle.star-twinkle')).toHaveLength(20);
    expect(container.querySelector('polyline')).not.toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('places stars the same way for the same seed', () => {
    const first = render(<StarField seed={42} count={10} />).container.innerHTML;
    const second = render(<StarField seed={42} count={10} />).container.innerHTML;
    expect(first).toBe(second);
  });
});
