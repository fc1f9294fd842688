import type { SignId } from '../../content/signs';
import { signs } from '../../content/signs';
import { type IsoDate, daysBetween } from '../../time/calendar-date';
import type { AngelId } from './angel';
import { recommendedAngelsFor } from './recommended-angels';

const EPOCH: IsoDate = '2000-01-01';

/**
 * Which angel is present today for a sign (spec §7: the daily message asks which angel is
 * present). The server answers it rather than the model, so the card's picture and the words
 * always agree: the sign's three recommended angels take turns day by day (the guardian,
 * Michael and Gabriel for the universal message).
 */
export function angelOfTheDay(sign: SignId | undefined, date: IsoDate): AngelId {
  const trio = recommendedAngelsFor(sign ? signs[sign].name : undefined);
  const turn = daysBetween(EPOCH, date);
  return trio[((turn % trio.length) + trio.length) % trio.length] ?? 'guardian';
}
