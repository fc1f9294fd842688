import type { SignId } from '../../content/signs';

/** The journal's eight dream symbols (tool spec §3), in the spec's order. */
export const DREAM_SYMBOL_IDS = [
  'flying',
  'water',
  'fire',
  'animals',
  'death',
  'numbers',
  'colors',
  'falling',
] as const;
export type DreamSymbolId = (typeof DREAM_SYMBOL_IDS)[number];

/** The spec's five symbol elements: the four of the signs plus spirit. */
export const DREAM_ELEMENTS = ['air', 'water', 'fire', 'earth', 'spirit'] as const;
export type DreamElement = (typeof DREAM_ELEMENTS)[number];

export interface DreamSymbol {
  id: DreamSymbolId;
  /** The name the page shows (spec §3 "symbol"). */
  symbol: string;
  meaning: string;
  /** The signs whose temperament the symbol speaks to most. */
  zodiacConnection: readonly SignId[];
  element: DreamElement;
  emoji: string;
}

export const dreamSymbols = {
  flying: {
    id: 'flying',
    symbol: 'Flying',
    meaning: 'A wish for freedom and a wider view, or relief at rising above a weight you carry.',
    zodiacConnection: ['sagittarius', 'aquarius', 'gemini'],
    element: 'air',
    emoji: '🕊️',
  },
  water: {
    id: 'water',
    symbol: 'Water',
    meaning: 'Feelings in motion: calm water for settled moods, rough water for something stirring.',
    zodiacConnection: ['cancer', 'scorpio', 'pisces'],
    element: 'water',
    emoji: '🌊',
  },
  fire: {
    id: 'fire',
    symbol: 'Fire',
    meaning: 'Passion, anger or a burning change: something that warms you or wants to clear old ground.',
    zodiacConnection: ['aries', 'leo', 'sagittarius'],
    element: 'fire',
    emoji: '🔥',
  },
  animals: {
    id: 'animals',
    symbol: 'Animals',
    meaning: 'Instinct given a body: the creature’s nature mirrors a drive you may be overlooking.',
    zodiacConnection: ['taurus', 'virgo', 'capricorn'],
    element: 'earth',
    emoji: '🐾',
  },
  death: {
    id: 'death',
    symbol: 'Death',
    meaning: 'Rarely literal: an ending that makes room, a chapter closing so another can open.',
    zodiacConnection: ['scorpio', 'capricorn'],
    element: 'spirit',
    emoji: '🦋',
  },
  numbers: {
    id: 'numbers',
    symbol: 'Numbers',
    meaning: 'Order and timing: a count, a date or a pattern your mind is trying to make sense of.',
    zodiacConnection: ['virgo', 'gemini', 'aquarius'],
    element: 'air',
    emoji: '🔢',
  },
  colors: {
    id: 'colors',
    symbol: 'Colors',
    meaning: 'Mood made visible: vivid hues for strong feeling, faded ones for something slipping away.',
    zodiacConnection: ['libra', 'leo', 'pisces'],
    element: 'spirit',
    emoji: '🎨',
  },
  falling: {
    id: 'falling',
    symbol: 'Falling',
    meaning: 'Lost footing or control, and often the invitation to let go instead of gripping harder.',
    zodiacConnection: ['cancer', 'taurus', 'libra'],
    element: 'earth',
    emoji: '🍂',
  },
} as const satisfies { [Id in DreamSymbolId]: DreamSymbol & { id: Id } };

export const dreamSymbolList: readonly DreamSymbol[] = DREAM_SYMBOL_IDS.map((id) => dreamSymbols[id]);
