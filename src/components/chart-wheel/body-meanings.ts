import type { WheelBodyId } from './wheel-types';

export interface BodyMeaning {
  name: string;
  /** Astronomical symbol followed by U+FE0E so browsers draw it as text, never as an emoji. */
  glyph: string;
  /** One or two sentences in our own words: what this body stands for in a chart. */
  meaning: string;
}

export const bodyMeanings = {
  sun: {
    name: 'Sun',
    glyph: '☉\uFE0E',
    meaning:
      'Your core self and the fuel you run on. Its sign colours how you shine and what makes you feel most alive.',
  },
  moon: {
    name: 'Moon',
    glyph: '☽\uFE0E',
    meaning:
      'Moods, instincts and the comfort you reach for. It shows what you need in order to feel safe and at home.',
  },
  mercury: {
    name: 'Mercury',
    glyph: '☿\uFE0E',
    meaning:
      'How you think, learn and talk. It sets the pace of your curiosity and the way you put ideas into words.',
  },
  venus: {
    name: 'Venus',
    glyph: '♀\uFE0E',
    meaning:
      'What you find beautiful and how you love. It describes your taste, your charm and what you value in others.',
  },
  mars: {
    name: 'Mars',
    glyph: '♂\uFE0E',
    meaning:
      'Drive, desire and the way you go after things. It shows how you act, compete and stand up for yourself.',
  },
  jupiter: {
    name: 'Jupiter',
    glyph: '♃\uFE0E',
    meaning:
      'Growth, faith and good fortune. Where it sits, life tends to open doors and invites you to think bigger.',
  },
  saturn: {
    name: 'Saturn',
    glyph: '♄\uFE0E',
    meaning:
      'Structure, patience and the lessons that take time. It marks where steady effort slowly turns into mastery.',
  },
  uranus: {
    name: 'Uranus',
    glyph: '♅\uFE0E',
    meaning:
      'Sudden change and the urge to be free. It points to where you break habits and surprise even yourself.',
  },
  neptune: {
    name: 'Neptune',
    glyph: '♆\uFE0E',
    meaning:
      'Dreams, imagination and longing for something larger. It softens edges, for inspiration or for confusion.',
  },
  pluto: {
    name: 'Pluto',
    glyph: '♇\uFE0E',
    meaning:
      'Deep power and transformation. It shows where you let something end so that something stronger can grow.',
  },
  meanNode: {
    name: 'North Node (mean)',
    glyph: '☊\uFE0E',
    meaning:
      'The direction of growth this life leans toward, smoothed over the Moon’s wobble. Unfamiliar ground that rewards the effort.',
  },
  trueNode: {
    name: 'North Node (true)',
    glyph: '☊\uFE0E',
    meaning:
      'The same path of growth measured at its exact wobbling position. It points toward the lessons that stretch you.',
  },
  chiron: {
    name: 'Chiron',
    glyph: '⚷\uFE0E',
    meaning:
      'An old hurt that becomes a gift. Where it sits, you learn to heal others by tending to your own tender spot.',
  },
  lilith: {
    name: 'Black Moon Lilith',
    glyph: '⚸\uFE0E',
    meaning:
      'The far point of the Moon’s orbit: the raw, untamed side of you that refuses to be made small. It shows where you stop asking for permission.',
  },
} as const satisfies Record<WheelBodyId, BodyMeaning>;
