import type { Element } from '../../content/signs';

/** The footer of the Astro-Yoga page (tool spec §2): what each element's practice is for. */
export interface ElementWisdom {
  element: Element;
  title: string;
  icon: string;
  wisdom: string;
}

export const elementWisdom = {
  fire: {
    element: 'fire',
    title: 'Fire signs',
    icon: '🔥',
    wisdom:
      'Aries, Leo and Sagittarius tend to move fast and burn bright. Strong standing poses and flowing sequences give that heat somewhere useful to go, and a slow closing breath keeps it from tipping into burnout.',
  },
  earth: {
    element: 'earth',
    title: 'Earth signs',
    icon: '🌿',
    wisdom:
      'Taurus, Virgo and Capricorn feel most at home when the ground is solid. Balances held with patience suit them, and a practice that repeats from week to week becomes a quiet place to return to.',
  },
  air: {
    element: 'air',
    title: 'Air signs',
    icon: '🌬️',
    wisdom:
      'Gemini, Libra and Aquarius live a lot in their thoughts. Poses that ask for focus and breathwork that fills the whole chest draw the mind back into the body for a while.',
  },
  water: {
    element: 'water',
    title: 'Water signs',
    icon: '🌊',
    wisdom:
      'Cancer, Scorpio and Pisces take in the moods around them. Resting shapes and gentle openings give those feelings room to settle, and a few unhurried minutes on the mat can feel like coming home.',
  },
} as const satisfies Record<Element, ElementWisdom>;
