import { describe, expect, it } from 'vitest';
import { BODY_NAMES, planetNames } from './body-names';

describe('body names', () => {
  it('names the luminaries with their article inside a sentence, and the planets without', () => {
    expect(planetNames.sun).toBe('the Sun');
    expect(planetNames.moon).toBe('the Moon');
    expect(planetNames.venus).toBe('Venus');
    expect(planetNames.pluto).toBe('Pluto');
    expect(Object.keys(planetNames)).toHaveLength(10);
  });

  it('names both lunar nodes distinctly', () => {
    expect(BODY_NAMES.trueNode).toBe('North Node');
    expect(BODY_NAMES.meanNode).toBe('mean North Node');
  });
});
