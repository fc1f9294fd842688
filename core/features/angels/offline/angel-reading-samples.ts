import { seededRandom } from '../../../compose/seeded-random';
import { SIGN_IDS } from '../../../content/signs';
import { type IsoDate, addDays } from '../../../time/calendar-date';
import { drawAngels, randomIndexFromUnit } from '../angel-draw';
import { type AngelSpreadId, angelSpreads } from '../angel-spreads';
import type { AngelReadingRequest } from '../angels-request';

/**
 * Reproducible draws for the variety test and `npm run quality`: twelve visitors, one per sign,
 * each drawing the spread on the same day; and one visitor's draw reread day after day.
 */
export function angelSampleGroup(spread: AngelSpreadId, date: IsoDate): AngelReadingRequest[] {
  const random = randomIndexFromUnit(seededRandom(`angels|group|${spread}|${date}`));
  return SIGN_IDS.map((sign) => ({
    feature: 'angels',
    type: 'reading',
    spread,
    angels: drawAngels(angelSpreads[spread], random).map(({ angel }) => angel.id),
    sign,
    date,
    // Each visitor asks in their own words; the echo of a question is theirs, not the composer's.
    ...(spread === 'guidance' ? { question: `What should I focus on now, as a ${sign}?` } : {}),
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
