import { describe, expect, it } from 'vitest';
import { formatAyanamsa, zodiacLabel } from './zodiac-labels';

describe('formatAyanamsa', () => {
  it('writes degrees, minutes and seconds, rounding to the second', () => {
    expect(formatAyanamsa(24 + 10 / 60 + 58.4 / 3600)).toBe('24° 10′ 58″');
  });

  it('carries a rounded 60″ into the next minute', () => {
    expect(formatAyanamsa(23 + 59 / 60 + 59.7 / 3600)).toBe('24° 00′ 00″');
  });
});

describe('zodiacLabel', () => {
  it('names the ayanamsa of a sidereal zodiac', () => {
    expect(zodiacLabel({ zodiac: 'tropical' })).toBe('Tropical');
    expect(zodiacLabel({ zodiac: 'sidereal', ayanamsa: 'fagan-bradley' })).toBe('Sidereal, Fagan-Bradley');
  });
});
