import type { Element } from '../../content/signs';
import type { ChineseElement } from './chinese-animals';

/** The three static wisdom sections at the foot of the Zodiac Diet page (tool spec §2), in our own words. */
export interface WisdomEntry {
  id: string;
  title: string;
  icon: string;
  text: string;
}

export const elementalDietWisdom = [
  {
    id: 'fire',
    title: 'Fire signs',
    icon: '🔥',
    text: 'Balance natural heat with cooling, watery foods such as cucumber, melon and leafy salads, and keep meals regular so energy never crashes.',
  },
  {
    id: 'earth',
    title: 'Earth signs',
    icon: '🌍',
    text: 'Lean into grounding whole foods, roots and grains, and add something fresh and crunchy to keep heavy plates lively.',
  },
  {
    id: 'air',
    title: 'Air signs',
    icon: '💨',
    text: 'Choose light, colourful meals with steady protein, and make eating a pause for the mind rather than something done between tasks.',
  },
  {
    id: 'water',
    title: 'Water signs',
    icon: '🌊',
    text: 'Favour hydrating, soothing dishes such as broths and stewed fruit, and notice whether you are hungry or simply in need of comfort.',
  },
] as const satisfies readonly (WisdomEntry & { id: Element })[];

export const lunarNutritionCalendar = [
  {
    id: 'new-moon',
    title: 'New Moon',
    icon: '🌑',
    text: 'A quiet start: simple, light meals, warm water and a fresh intention for how you want to eat this month.',
  },
  {
    id: 'waxing-moon',
    title: 'Waxing Moon',
    icon: '🌒',
    text: 'Building energy: nourishing, well-rounded plates and a new vegetable or grain worth trying.',
  },
  {
    id: 'full-moon',
    title: 'Full Moon',
    icon: '🌕',
    text: 'High tide: hydrate well, share a meal with others and go easy on rich food late in the evening.',
  },
  {
    id: 'waning-moon',
    title: 'Waning Moon',
    icon: '🌘',
    text: 'Letting go: soups, steamed vegetables and herbal teas, with a little tidying of the pantry.',
  },
] as const satisfies readonly WisdomEntry[];

export const fiveElementsDietWisdom = [
  {
    id: 'wood',
    title: 'Wood',
    icon: '🌳',
    text: 'Linked with spring and growth: green vegetables, sprouts and a touch of sour flavour such as lemon.',
  },
  {
    id: 'fire',
    title: 'Fire',
    icon: '🔥',
    text: 'Linked with summer and warmth: bitter greens, red fruit and cooling dishes to keep balance.',
  },
  {
    id: 'earth',
    title: 'Earth',
    icon: '⛰️',
    text: 'Linked with late summer and the centre: naturally sweet squash, millet, sweet potato and gently cooked meals.',
  },
  {
    id: 'metal',
    title: 'Metal',
    icon: '⚙️',
    text: 'Linked with autumn and clarity: pungent flavours like ginger, onion and radish, plus pale foods such as pears.',
  },
  {
    id: 'water',
    title: 'Water',
    icon: '💧',
    text: 'Linked with winter and rest: dark beans, seaweed, warming broths and a pinch of salt.',
  },
] as const satisfies readonly (WisdomEntry & { id: ChineseElement })[];

/** The line every reading and page carries: food ideas here never replace professional care. */
export const DIET_CARE_NOTE =
  'These are general food ideas, not medical advice. For a health condition, food allergies or intolerances, pregnancy, or any change to your diet, please ask a doctor or registered dietitian.';
