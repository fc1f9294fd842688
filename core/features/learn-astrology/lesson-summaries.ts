import { LESSON_IDS, type LessonId, type LessonSummary } from './lesson';

/**
 * The card of each lesson: title, description, category, difficulty, reading time and live sky.
 * Each lesson module spreads its own summary, so the two cannot disagree; `minutes` is written out
 * here (the card needs it before the body loads) and the lessons test checks it against the words.
 */
export const LESSON_SUMMARIES = {
  'astrology-basics': {
    id: 'astrology-basics',
    title: 'Astrology Basics',
    description:
      'What astrology is, the patch of sky it watches, and the four building blocks every chart is made of.',
    category: 'fundamentals',
    difficulty: 'beginner',
    minutes: 4,
  },
  'history-of-astrology': {
    id: 'history-of-astrology',
    title: 'A Short History of Astrology',
    description:
      'From Babylonian omen tablets to Hellenistic houses, Baghdad, Renaissance courts and the modern horoscope column.',
    category: 'fundamentals',
    difficulty: 'beginner',
    minutes: 4,
  },
  'the-twelve-signs': {
    id: 'the-twelve-signs',
    title: 'The 12 Zodiac Signs',
    description:
      'Elements, modes and opposite pairs: the pattern behind the twelve signs, and why the signs are not the constellations.',
    category: 'fundamentals',
    difficulty: 'beginner',
    minutes: 4,
  },
  'the-planets': {
    id: 'the-planets',
    title: 'The Planets',
    description:
      'The ten bodies astrology reads, what each one stands for, how fast it moves, and why some appear to go backwards.',
    category: 'components',
    difficulty: 'beginner',
    minutes: 4,
    liveSky: 'planets-today',
  },
  'the-twelve-houses': {
    id: 'the-twelve-houses',
    title: 'The 12 Houses',
    description:
      'How the horizon and the meridian divide a chart into twelve areas of life, and how to count houses by hand.',
    category: 'components',
    difficulty: 'intermediate',
    minutes: 4,
    liveSky: 'example-wheel-houses',
  },
  aspects: {
    id: 'aspects',
    title: 'Aspects',
    description:
      'The angles between planets: the five major aspects, orbs, how to measure an aspect by hand and the patterns they form.',
    category: 'components',
    difficulty: 'intermediate',
    minutes: 4,
  },
  'astrology-glossary': {
    id: 'astrology-glossary',
    title: 'Astrology Glossary',
    description:
      'The working vocabulary of astrology grouped by theme, a worked translation of astrologer’s shorthand, and a searchable list of terms.',
    category: 'components',
    difficulty: 'beginner',
    minutes: 4,
  },
  'the-natal-chart': {
    id: 'the-natal-chart',
    title: 'The Natal Chart',
    description:
      'What a birth chart records, the birth data it needs, how the wheel is laid out and what to do without a birth time.',
    category: 'advanced',
    difficulty: 'intermediate',
    minutes: 4,
    liveSky: 'example-wheel-natal',
  },
  'global-traditions': {
    id: 'global-traditions',
    title: 'Astrology Around the World',
    description:
      'Indian Jyotish, Chinese astrology, the Maya day count and other sky traditions: how they measure, what they read, and how they differ from Western practice.',
    category: 'advanced',
    difficulty: 'advanced',
    minutes: 4,
  },
  'reading-a-birth-chart': {
    id: 'reading-a-birth-chart',
    title: 'How to Read a Birth Chart',
    description:
      'A step-by-step method for turning a whole chart into a coherent picture, with a worked example and the ethics of reading for others.',
    category: 'advanced',
    difficulty: 'advanced',
    minutes: 4,
  },
} as const satisfies { [Id in LessonId]: LessonSummary & { id: Id } };

/** The ten lesson cards in display order. */
export const LESSON_SUMMARY_LIST: readonly LessonSummary[] = LESSON_IDS.map((id) => LESSON_SUMMARIES[id]);
