import { LESSON_IDS, type Lesson, type LessonId } from '../lesson';
import { ASPECTS } from './aspects';
import { ASTROLOGY_BASICS } from './astrology-basics';
import { ASTROLOGY_GLOSSARY } from './astrology-glossary';
import { GLOBAL_TRADITIONS } from './global-traditions';
import { HISTORY_OF_ASTROLOGY } from './history-of-astrology';
import { READING_A_BIRTH_CHART } from './reading-a-birth-chart';
import { THE_NATAL_CHART } from './the-natal-chart';
import { THE_PLANETS } from './the-planets';
import { THE_TWELVE_HOUSES } from './the-twelve-houses';
import { THE_TWELVE_SIGNS } from './the-twelve-signs';

/** `satisfies` proves every lesson id has its lesson; the contract test checks each one's own id. */
const LESSONS_BY_ID = {
  'astrology-basics': ASTROLOGY_BASICS,
  'history-of-astrology': HISTORY_OF_ASTROLOGY,
  'the-twelve-signs': THE_TWELVE_SIGNS,
  'the-planets': THE_PLANETS,
  'the-twelve-houses': THE_TWELVE_HOUSES,
  aspects: ASPECTS,
  'astrology-glossary': ASTROLOGY_GLOSSARY,
  'the-natal-chart': THE_NATAL_CHART,
  'global-traditions': GLOBAL_TRADITIONS,
  'reading-a-birth-chart': READING_A_BIRTH_CHART,
} as const satisfies Record<LessonId, Lesson>;

/** The ten lessons in display order. */
export const LESSONS: readonly Lesson[] = LESSON_IDS.map((id) => LESSONS_BY_ID[id]);

export const isLessonId = (value: string): value is LessonId =>
  (LESSON_IDS as readonly string[]).includes(value);

/** The lesson with this id, or undefined for an unknown one (ids may arrive from a URL). */
export const lessonById = (id: string): Lesson | undefined =>
  isLessonId(id) ? LESSONS_BY_ID[id] : undefined;
