import { LESSON_IDS, type Lesson, type LessonId } from '../lesson';
import { ASPECTS_LESSON } from './aspects';
import { ASTROLOGY_BASICS_LESSON } from './astrology-basics';
import { ASTROLOGY_GLOSSARY_LESSON } from './astrology-glossary';
import { GLOBAL_TRADITIONS_LESSON } from './global-traditions';
import { HISTORY_OF_ASTROLOGY_LESSON } from './history-of-astrology';
import { READING_A_BIRTH_CHART_LESSON } from './reading-a-birth-chart';
import { THE_NATAL_CHART_LESSON } from './the-natal-chart';
import { THE_PLANETS_LESSON } from './the-planets';
import { THE_TWELVE_HOUSES_LESSON } from './the-twelve-houses';
import { THE_TWELVE_SIGNS_LESSON } from './the-twelve-signs';

/** `satisfies` proves every lesson id has its lesson; the contract test checks each one's own id. */
const LESSONS_BY_ID = {
  'astrology-basics': ASTROLOGY_BASICS_LESSON,
  'history-of-astrology': HISTORY_OF_ASTROLOGY_LESSON,
  'the-twelve-signs': THE_TWELVE_SIGNS_LESSON,
  'the-planets': THE_PLANETS_LESSON,
  'the-twelve-houses': THE_TWELVE_HOUSES_LESSON,
  aspects: ASPECTS_LESSON,
  'astrology-glossary': ASTROLOGY_GLOSSARY_LESSON,
  'the-natal-chart': THE_NATAL_CHART_LESSON,
  'global-traditions': GLOBAL_TRADITIONS_LESSON,
  'reading-a-birth-chart': READING_A_BIRTH_CHART_LESSON,
} as const satisfies Record<LessonId, Lesson>;

/** The ten lessons in display order. */
export const LESSONS: readonly Lesson[] = LESSON_IDS.map((id) => LESSONS_BY_ID[id]);

export const isLessonId = (value: string): value is LessonId =>
  (LESSON_IDS as readonly string[]).includes(value);

/** The lesson with this id, or undefined for an unknown one (ids may arrive from a URL). */
export const lessonById = (id: string): Lesson | undefined =>
  isLessonId(id) ? LESSONS_BY_ID[id] : undefined;
