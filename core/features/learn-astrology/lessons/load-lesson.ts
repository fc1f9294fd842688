import type { Lesson, LessonId } from '../lesson';

/**
 * Each lesson body as its own dynamic import, so a bundler ships it as its own chunk and the page
 * downloads a lesson only when a reader opens it (house style: long texts load with the page that
 * shows them). `satisfies` proves every lesson id has its loader.
 */
const LESSON_LOADERS = {
  'astrology-basics': async () => (await import('./astrology-basics')).ASTROLOGY_BASICS_LESSON,
  'history-of-astrology': async () => (await import('./history-of-astrology')).HISTORY_OF_ASTROLOGY_LESSON,
  'the-twelve-signs': async () => (await import('./the-twelve-signs')).THE_TWELVE_SIGNS_LESSON,
  'the-planets': async () => (await import('./the-planets')).THE_PLANETS_LESSON,
  'the-twelve-houses': async () => (await import('./the-twelve-houses')).THE_TWELVE_HOUSES_LESSON,
  aspects: async () => (await import('./aspects')).ASPECTS_LESSON,
  'astrology-glossary': async () => (await import('./astrology-glossary')).ASTROLOGY_GLOSSARY_LESSON,
  'the-natal-chart': async () => (await import('./the-natal-chart')).THE_NATAL_CHART_LESSON,
  'global-traditions': async () => (await import('./global-traditions')).GLOBAL_TRADITIONS_LESSON,
  'reading-a-birth-chart': async () => (await import('./reading-a-birth-chart')).READING_A_BIRTH_CHART_LESSON,
} as const satisfies Record<LessonId, () => Promise<Lesson>>;

export const loadLesson = (id: LessonId): Promise<Lesson> => LESSON_LOADERS[id]();
