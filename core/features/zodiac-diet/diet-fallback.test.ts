import { describe, expect, it } from 'vitest';
import { ELEMENTS, SIGN_IDS, signs } from '../../content/signs';
import { CHINESE_ANIMAL_IDS, chineseAnimals } from './chinese-animals';
import { dietFallbackText } from './diet-fallback';
import { elementDietNotes } from './diet-elements';
import { DIET_FOCUS_IDS, dietFocuses } from './diet-topics';

const DATE = '2026-11-24';

describe('dietFallbackText (spec §8: the local template)', () => {
  it.each(DIET_FOCUS_IDS)(
    '%s: headings, bullets and an affirmation, naming the sign, element and focus',
    (focus) => {
      const text = dietFallbackText({ sign: 'scorpio', focus, date: DATE });
      expect(text).toContain(`${dietFocuses[focus].title} for Scorpio`);
      expect(text.match(/^#{2,3} /gm)?.length).toBeGreaterThanOrEqual(3);
      expect(text.match(/^- /gm)?.length).toBeGreaterThanOrEqual(3);
      expect(text).toMatch(/\*Affirmation: .+\*/);
      expect(text).toContain('Scorpio, of the water element');
      expect(text).toContain(elementDietNotes.water.optimalTiming);
      expect(text).toMatch(/doctor or registered dietitian/);
    },
  );

  it('differs by element for the Western signs and names the animal, its element and its pattern', () => {
    const byElement = ELEMENTS.map((element) => {
      const sign = SIGN_IDS.find((id) => signs[id].element === element) ?? 'aries';
      return dietFallbackText({ sign, focus: 'elemental-diet', date: DATE });
    });
    expect(new Set(byElement).size).toBe(4);
    for (const animal of CHINESE_ANIMAL_IDS) {
      const text = dietFallbackText({ animal, focus: 'eating-patterns', date: DATE });
      const { name, element, eatingPattern } = chineseAnimals[animal];
      expect(text, animal).toContain(`Eating Patterns for ${name}`);
      expect(text, animal).toContain(`${element} energy`);
      expect(text, animal).toContain(eatingPattern);
    }
  });

  it('titles a pair with both names', () => {
    expect(dietFallbackText({ sign: 'leo', animal: 'rat', focus: 'digestive-health', date: DATE })).toMatch(
      /^## 🌿 Digestive Health for Leo & Rat/,
    );
  });
});
