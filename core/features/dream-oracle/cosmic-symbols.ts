import type { Element, PlanetId, SignId } from '../../content/signs';

/** The Oracle's ten cosmic symbols (tool spec §3), in the spec's order. */
export const COSMIC_SYMBOL_IDS = [
  'flying',
  'water',
  'fire',
  'animals',
  'death',
  'numbers',
  'light',
  'crystals',
  'temples',
  'stars',
] as const;
export type CosmicSymbolId = (typeof COSMIC_SYMBOL_IDS)[number];

export interface CosmicSymbol {
  id: CosmicSymbolId;
  name: string;
  /** A plain glyph for the symbol, shown beside its emoji. */
  symbol: string;
  meaning: string;
  planetaryRuler: PlanetId;
  element: Element;
  zodiacConnection: readonly SignId[];
  spiritualMessage: string;
  emoji: string;
}

export const cosmicSymbols = {
  flying: {
    id: 'flying',
    name: 'Flying',
    symbol: '↟',
    meaning: 'Freedom of the soul and a view above ordinary limits.',
    planetaryRuler: 'jupiter',
    element: 'air',
    zodiacConnection: ['sagittarius', 'aquarius'],
    spiritualMessage: 'You are allowed to rise above what has kept you small.',
    emoji: '🦅',
  },
  water: {
    id: 'water',
    name: 'Water',
    symbol: '≈',
    meaning: 'Emotion, intuition and the cleansing of old feeling.',
    planetaryRuler: 'moon',
    element: 'water',
    zodiacConnection: ['cancer', 'pisces'],
    spiritualMessage: 'Let your feelings move; what flows can heal.',
    emoji: '💧',
  },
  fire: {
    id: 'fire',
    name: 'Fire',
    symbol: '△',
    meaning: 'Will, courage and the heat that transforms.',
    planetaryRuler: 'mars',
    element: 'fire',
    zodiacConnection: ['aries', 'leo'],
    spiritualMessage: 'Your passion is sacred energy; aim it with care.',
    emoji: '🔥',
  },
  animals: {
    id: 'animals',
    name: 'Animals',
    symbol: '∴',
    meaning: 'Instinct, guidance from the body and the wild wisdom of nature.',
    planetaryRuler: 'venus',
    element: 'earth',
    zodiacConnection: ['taurus', 'virgo'],
    spiritualMessage: 'Trust your instincts; a guide walks beside you.',
    emoji: '🐺',
  },
  death: {
    id: 'death',
    name: 'Death',
    symbol: '∞',
    meaning: 'Endings that open the way to rebirth.',
    planetaryRuler: 'pluto',
    element: 'water',
    zodiacConnection: ['scorpio'],
    spiritualMessage: 'Something old is completing so something true can begin.',
    emoji: '🦋',
  },
  numbers: {
    id: 'numbers',
    name: 'Numbers',
    symbol: '#',
    meaning: 'Divine order, timing and patterns asking to be noticed.',
    planetaryRuler: 'mercury',
    element: 'air',
    zodiacConnection: ['gemini', 'virgo'],
    spiritualMessage: 'Pay attention to timing; the pattern is forming.',
    emoji: '🔢',
  },
  light: {
    id: 'light',
    name: 'Light',
    symbol: '☼',
    meaning: 'Clarity, awakening and the presence of guidance.',
    planetaryRuler: 'sun',
    element: 'fire',
    zodiacConnection: ['leo', 'sagittarius'],
    spiritualMessage: 'You are being shown the way; walk toward what is clear.',
    emoji: '✨',
  },
  crystals: {
    id: 'crystals',
    name: 'Crystals',
    symbol: '◇',
    meaning: 'Inner structure, healing and energy made solid.',
    planetaryRuler: 'saturn',
    element: 'earth',
    zodiacConnection: ['capricorn', 'taurus'],
    spiritualMessage: 'Your resilience is a gift that is still taking shape.',
    emoji: '💎',
  },
  temples: {
    id: 'temples',
    name: 'Temples',
    symbol: '⌂',
    meaning: 'The sacred within, devotion and a place of inner refuge.',
    planetaryRuler: 'neptune',
    element: 'water',
    zodiacConnection: ['pisces', 'libra'],
    spiritualMessage: 'Make room for stillness; your sanctuary is within.',
    emoji: '🏛️',
  },
  stars: {
    id: 'stars',
    name: 'Stars',
    symbol: '✦',
    meaning: 'Destiny, hope and the wider cosmos calling.',
    planetaryRuler: 'uranus',
    element: 'air',
    zodiacConnection: ['aquarius', 'gemini'],
    spiritualMessage: 'You belong to something vast; your path is part of it.',
    emoji: '⭐',
  },
} as const satisfies { [Id in CosmicSymbolId]: CosmicSymbol & { id: Id } };

export const cosmicSymbolList: readonly CosmicSymbol[] = COSMIC_SYMBOL_IDS.map((id) => cosmicSymbols[id]);
