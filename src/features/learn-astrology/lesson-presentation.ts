import type { LessonCategory, LessonDifficulty, LessonId } from '@core/features/learn-astrology/lesson';

/** How the page titles each category's section (spec §2: fundamentals, components, advanced). */
export const CATEGORY_SECTIONS = {
  fundamentals: {
    title: 'Fundamentals',
    description: 'What astrology is, where it came from and the twelve signs at its heart.',
  },
  components: {
    title: 'Chart Components',
    description: 'The pieces of every chart: planets, houses, aspects and the words that name them.',
  },
  advanced: {
    title: 'Advanced Practice',
    description: 'Putting a whole chart together, and how other traditions read the same sky.',
  },
} as const satisfies Record<LessonCategory, { title: string; description: string }>;

/**
 * Spec §2 and §9: beginner green, intermediate yellow, advanced red. The badge always carries the
 * level in words too, so the colour is never the only signal.
 */
export const DIFFICULTY_BADGES = {
  beginner: { label: 'Beginner', className: 'border-emerald-300/60 bg-emerald-400/15 text-emerald-100' },
  intermediate: { label: 'Intermediate', className: 'border-yellow-300/60 bg-yellow-300/15 text-yellow-100' },
  advanced: { label: 'Advanced', className: 'border-red-300/60 bg-red-400/15 text-red-100' },
} as const satisfies Record<LessonDifficulty, { label: string; className: string }>;

/** A decorative emoji per lesson card (hidden from assistive technology by the card). */
export const LESSON_ICONS = {
  'astrology-basics': '🔭',
  'history-of-astrology': '📜',
  'the-twelve-signs': '♈',
  'the-planets': '🪐',
  'the-twelve-houses': '🏠',
  aspects: '📐',
  'astrology-glossary': '📖',
  'the-natal-chart': '🗺️',
  'global-traditions': '🌏',
  'reading-a-birth-chart': '✍️',
} as const satisfies Record<LessonId, string>;
