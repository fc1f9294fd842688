import { describe, expect, it } from 'vitest';
import { SIGN_IDS, signs } from '../../content/signs';
import { PALM_FOCUS_IDS, palmFoci } from './palm-foci';
import { palmFallbackText } from './palm-fallback';

const request = (sign: (typeof SIGN_IDS)[number], focus: (typeof PALM_FOCUS_IDS)[number]) =>
  ({ feature: 'palmistry', sign, focus, date: '2026-11-24' }) as const;

describe('the built-in palm reading (spec §8)', () => {
  it('has the spec’s parts in order: title with focus, greeting, characteristics, insight, wisdom, guidance, blessing', () => {
    const text = palmFallbackText(request('scorpio', 'career-guidance'));
    const marks = [
      '## 🏛️ Career & Success Guidance for Scorpio',
      'Greetings, Scorpio',
      '### Your Palm Characteristics',
      '### Your Career & Success Guidance',
      '### Palmistry Wisdom',
      '### Guidance',
      '### Blessing',
    ];
    const positions = marks.map((mark) => text.indexOf(mark));
    expect(
      positions.every((position) => position >= 0),
      text,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it.each(PALM_FOCUS_IDS)('%s: specific to sign, element and focus for all twelve signs', (focus) => {
    const texts = SIGN_IDS.map((sign) => palmFallbackText(request(sign, focus)));
    expect(new Set(texts).size).toBe(12);
    SIGN_IDS.forEach((sign, index) => {
      const text = texts[index] ?? '';
      expect(text).toContain(`${signs[sign].element} nature`);
      expect(text).toContain(palmFoci[focus].title);
      expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
      expect(text).toMatch(/^- /m);
    });
  });

  it('says in every built-in reading that no line measures a lifespan', () => {
    expect(palmFallbackText(request('leo', 'health-insights'))).toContain('measures a lifespan');
  });
});
