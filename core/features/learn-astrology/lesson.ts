/**
 * The Learn Astrology lessons as typed content (spec tool-pages §2, §3 Lesson, §9). Lesson texts are
 * plain strings, never HTML or markdown, so the page decides every bit of formatting.
 */

/** Spec §2: the three lesson categories, in the order the page lists them. */
export const LESSON_CATEGORIES = ['fundamentals', 'components', 'advanced'] as const;
export type LessonCategory = (typeof LESSON_CATEGORIES)[number];

/** Spec §2 and §9: each difficulty gets its own badge colour (beginner green, intermediate yellow, advanced red). */
export const LESSON_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type LessonDifficulty = (typeof LESSON_DIFFICULTIES)[number];

/** The ten lessons, in display order (spec §9 counts ten). */
export const LESSON_IDS = [
  'astrology-basics',
  'history-of-astrology',
  'the-twelve-signs',
  'the-planets',
  'the-twelve-houses',
  'aspects',
  'astrology-glossary',
  'the-natal-chart',
  'global-traditions',
  'reading-a-birth-chart',
] as const;
export type LessonId = (typeof LESSON_IDS)[number];

/**
 * A live illustration the page may draw beside a lesson: today's planet positions, or an example
 * chart wheel (drawn with the shared wheel component) that highlights houses or a whole natal chart.
 */
export const LIVE_SKY_KINDS = ['planets-today', 'example-wheel-houses', 'example-wheel-natal'] as const;
export type LiveSkyKind = (typeof LIVE_SKY_KINDS)[number];

export interface LessonSection {
  heading: string;
  paragraphs: readonly string[];
  /** Worked examples, shown apart from the prose so a reader can find them again. */
  examples?: readonly string[];
}

export interface QuizQuestion {
  question: string;
  /** Three or four choices. */
  choices: readonly string[];
  /** Index into choices of the right answer. */
  answerIndex: number;
  /** Why the answer is right, shown once the reader has chosen. */
  explanation: string;
}

export interface Lesson {
  id: LessonId;
  title: string;
  /** One or two sentences for the lesson's card before it is opened. */
  description: string;
  category: LessonCategory;
  difficulty: LessonDifficulty;
  /** Estimated reading time, derived from the word count so it cannot drift from the text. */
  minutes: number;
  sections: readonly LessonSection[];
  quiz: readonly QuizQuestion[];
  liveSky?: LiveSkyKind;
}

/**
 * What a lesson card shows before the lesson is opened. The page lists these and loads a lesson's
 * body only when it is opened, so the first paint does not carry all ten lessons.
 */
export type LessonSummary = Omit<Lesson, 'sections' | 'quiz'>;

/** What a lesson module writes; the reading time is worked out from its words. */
export type LessonText = Omit<Lesson, 'minutes'>;

/** A common estimate for reading instructional prose on screen. */
export const WORDS_PER_MINUTE = 200;

const wordsIn = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Words a reader reads in the lesson body: every paragraph and example (headings and quiz excluded). */
export const lessonWordCount = (sections: readonly LessonSection[]): number =>
  sections.reduce(
    (total, section) =>
      total +
      [...section.paragraphs, ...(section.examples ?? [])].reduce((sum, text) => sum + wordsIn(text), 0),
    0,
  );

export const withReadingTime = (lesson: LessonText): Lesson => ({
  ...lesson,
  minutes: Math.max(1, Math.round(lessonWordCount(lesson.sections) / WORDS_PER_MINUTE)),
});

export interface RecommendedStep {
  lessonId: LessonId;
  /** One line on why this lesson comes at this point of the path. */
  why: string;
}

/** Spec §2: the recommended path of three steps a newcomer takes in order. */
export const RECOMMENDED_PATH = [
  {
    lessonId: 'astrology-basics',
    why: 'Start here for the vocabulary and the idea of a chart as a map of one moment in the sky.',
  },
  {
    lessonId: 'the-twelve-signs',
    why: 'Next meet the twelve signs through their elements and modes, the styles every placement borrows.',
  },
  {
    lessonId: 'the-planets',
    why: 'Then add the planets, the actors that take on those styles, and see where each one stands today.',
  },
] as const satisfies readonly RecommendedStep[];
