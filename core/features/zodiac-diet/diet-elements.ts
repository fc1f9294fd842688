import { ELEMENTS, type Element } from '../../content/signs';

/**
 * The Western element notes of the diet profile card (tool spec §2): an explanation and an
 * "Optimal Timing" text per element. The spec treats any other element as water, so the
 * lookups take any string and fall back to it.
 */
export interface ElementDietNote {
  explanation: string;
  optimalTiming: string;
}

export const elementDietNotes = {
  fire: {
    explanation:
      'Fire signs tend to run warm and burn energy fast. Meals that refresh and steady you, such as crisp vegetables, juicy fruit and slow-release grains, help that spark last the whole day.',
    optimalTiming:
      'Eat a real breakfast before the rush begins, keep lunch as your main meal, and let dinner be lighter and earlier.',
  },
  earth: {
    explanation:
      'Earth signs feel best with grounded, wholesome food: roots, grains, beans and seasonal produce eaten in comfortable routines. The pleasure of a good meal is part of the nourishment.',
    optimalTiming:
      'Keep meals at regular hours, give yourself time to sit down for each, and leave a gentle gap before bed.',
  },
  air: {
    explanation:
      'Air signs often live in their heads and can forget to eat or graze without noticing. Light, varied plates and steady protein keep a busy mind fuelled without weighing it down.',
    optimalTiming:
      'Set small reminders to eat, choose several lighter meals over one heavy one, and step away from screens while you do.',
  },
  water: {
    explanation:
      'Water signs feel food through their moods. Hydrating dishes, warm soups and comforting meals eaten in a calm setting tend to sit best, and noticing emotional hunger is part of the practice.',
    optimalTiming:
      'Start the day with a glass of water, eat when you are truly hungry rather than when you are low, and keep evenings soft and unhurried.',
  },
} as const satisfies Record<Element, ElementDietNote>;

const isWesternElement = (element: string): element is Element =>
  (ELEMENTS as readonly string[]).includes(element);

/** The element's notes; anything that is not fire, earth or air is read as water (spec §2). */
export const elementDietNote = (element: string): ElementDietNote =>
  elementDietNotes[isWesternElement(element) ? element : 'water'];

/** The accent colours of spec §9's element-to-colour map: four Western, two more Chinese, a default. */
export const DIET_ELEMENT_COLORS = {
  fire: '#f87171',
  earth: '#a3e635',
  air: '#7dd3fc',
  water: '#60a5fa',
  wood: '#4ade80',
  metal: '#cbd5e1',
  default: '#c4b5fd',
} as const;

/** The element's accent colour, or the default for anything unknown. */
export const dietElementColor = (element: string): string =>
  Object.hasOwn(DIET_ELEMENT_COLORS, element) && element !== 'default'
    ? DIET_ELEMENT_COLORS[element as keyof typeof DIET_ELEMENT_COLORS]
    : DIET_ELEMENT_COLORS.default;

/** The element icons of the sign and animal grids, Western and Chinese alike. */
export const DIET_ELEMENT_ICONS = {
  fire: '🔥',
  earth: '🌍',
  air: '💨',
  water: '🌊',
  wood: '🌳',
  metal: '⚙️',
} as const;
