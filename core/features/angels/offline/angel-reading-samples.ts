import { seededRandom } from '../../../compose/seeded-random';
import { SIGN_IDS, signs } from '../../../content/signs';
import { type IsoDate, addDays } from '../../../time/calendar-date';
import { drawAngels, randomIndexFromUnit } from '../angel-draw';
import { type AngelSpreadId, angelSpreads } from '../angel-spreads';
import type { AngelReadingRequest } from '../angels-request';

/**
 * Reproducible draws for the variety test and `npm run quality`: twelve visitors, one per sign,
 * each drawing the spread on the same day; and one visitor's draw reread day after day.
 */
/** The questions the eleven other sample visitors bring, each in their own words. */
const OTHER_QUESTIONS = [
  'Where do I need more patience this month?',
  'How can I quiet my mind enough to choose?',
  'What will help me feel at home in myself again?',
  'How do I share my light without burning out?',
  'What can I stop fixing and simply let be?',
  'How do I find balance between giving and receiving?',
  'What am I ready to let go of?',
  'Which path is worth the journey right now?',
  'How can I rest without feeling I am falling behind?',
  'Where can I be of real use to the people around me?',
  'How do I trust my intuition when others doubt it?',
];

const questionOf = (sign: (typeof SIGN_IDS)[number], index: number): string =>
  OTHER_QUESTIONS[index - 1] ??
  `What should I focus on now, as ${/^[AEIOU]/.test(signs[sign].name) ? 'an' : 'a'} ${signs[sign].name}?`;

export function angelSampleGroup(spread: AngelSpreadId, date: IsoDate): AngelReadingRequest[] {
  const random = randomIndexFromUnit(seededRandom(`angels|group|${spread}|${date}`));
  return SIGN_IDS.map((sign, index) => ({
    feature: 'angels',
    type: 'reading',
    spread,
    angels: drawAngels(angelSpreads[spread], random).map(({ angel }) => angel.id),
    sign,
    date,
    // Each visitor asks in their own words; the echo of a question is theirs, not the composer's.
    ...(spread === 'guidance'
      ? {
          question: questionOf(sign, index),
        }
      : {}),
  }));
}

export function angelSampleSequence(
  spread: AngelSpreadId,
  start: IsoDate,
  days: number,
): AngelReadingRequest[] {
  const [first] = angelSampleGroup(spread, start);
  if (!first) throw new RangeError('The sample group is empty');
  // Without the question: its echo is the visitor's own words, the same every day by design.
  const { question: _question, ...draw } = first;
  return Array.from({ length: days }, (_, day) => ({ ...draw, date: addDays(start, day) }));
}
