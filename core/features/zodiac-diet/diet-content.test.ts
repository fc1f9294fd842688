import { describe, expect, it } from 'vitest';
import { ELEMENTS } from '../../content/signs';
import { CHINESE_ELEMENTS } from './chinese-animals';
import { DIET_ELEMENT_COLORS, dietElementColor, elementDietNote, elementDietNotes } from './diet-elements';
import { dietSignName, dietSignNames } from './diet-sign-name';
import { DIET_FOCUS_IDS, dietFocusList, dietFocuses } from './diet-topics';
import { elementalDietWisdom, fiveElementsDietWisdom, lunarNutritionCalendar } from './diet-wisdom';

describe('the six focus topics', () => {
  it('are the spec’s six ids, in order, each with title, description, icon and colour', () => {
    expect(DIET_FOCUS_IDS).toEqual([
      'nutritional-needs',
      'digestive-health',
      'food-preferences',
      'eating-patterns',
      'lunar-nutrition',
      'elemental-diet',
    ]);
    for (const focus of dietFocusList) {
      expect(dietFocuses[focus.id], focus.id).toBe(focus);
      for (const field of ['title', 'description', 'icon'] as const)
        expect(focus[field].trim(), `${focus.id}.${field}`).not.toBe('');
      expect(focus.color, `${focus.id}.color`).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('Western element notes', () => {
  it.each(ELEMENTS)('%s has an explanation and an Optimal Timing text', (element) => {
    expect(elementDietNotes[element].explanation.length, element).toBeGreaterThan(60);
    expect(elementDietNotes[element].optimalTiming.length, element).toBeGreaterThan(40);
  });

  it.each([['wood'], ['metal'], [''], ['Fire'], ['constructor']])(
    'treats %j as water, as the spec says of anything else',
    (element) => {
      expect(elementDietNote(element)).toBe(elementDietNotes.water);
    },
  );

  it('answers each Western element with its own notes', () => {
    for (const element of ELEMENTS) expect(elementDietNote(element)).toBe(elementDietNotes[element]);
  });
});

describe('the element-to-colour map', () => {
  it('covers fire, earth, air, water, wood, metal and a default', () => {
    expect(Object.keys(DIET_ELEMENT_COLORS).sort()).toEqual(
      ['air', 'default', 'earth', 'fire', 'metal', 'water', 'wood'].sort(),
    );
    expect(new Set(Object.values(DIET_ELEMENT_COLORS)).size, 'distinct colours').toBe(7);
  });

  it('gives each known element its colour and anything else the default', () => {
    for (const element of [...ELEMENTS, ...CHINESE_ELEMENTS])
      expect(dietElementColor(element), element).toBe(DIET_ELEMENT_COLORS[element]);
    for (const other of ['aether', '', 'toString', 'default'])
      expect(dietElementColor(other), other).toBe(DIET_ELEMENT_COLORS.default);
  });
});

describe('the static wisdom sections', () => {
  it('hold four Western elements, four Moon phases and five Chinese elements', () => {
    expect(elementalDietWisdom.map((entry) => entry.id)).toEqual(['fire', 'earth', 'air', 'water']);
    expect(lunarNutritionCalendar.map((entry) => entry.title)).toEqual([
      'New Moon',
      'Waxing Moon',
      'Full Moon',
      'Waning Moon',
    ]);
    expect(fiveElementsDietWisdom.map((entry) => entry.id)).toEqual([
      'wood',
      'fire',
      'earth',
      'metal',
      'water',
    ]);
    for (const entry of [...elementalDietWisdom, ...lunarNutritionCalendar, ...fiveElementsDietWisdom])
      expect(entry.text.length, entry.id).toBeGreaterThan(40);
  });
});

describe("the sign name a reading is written for (spec §4's 'Universal' rule)", () => {
  it.each([
    [{ sign: 'leo', animal: 'rat' }, 'Leo', 'Leo & Rat'],
    [{ sign: 'leo' }, 'Leo', 'Leo'],
    [{ animal: 'rat' }, 'Rat', 'Rat'],
    [{}, 'Universal', 'Universal'],
  ] as const)('%j reads as %s, titled %s', (chosen, name, names) => {
    expect(dietSignName(chosen)).toBe(name);
    expect(dietSignNames(chosen)).toBe(names);
  });
});
