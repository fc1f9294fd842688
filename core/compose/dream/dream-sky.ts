import { signName } from '../../content/signs';
import { SmallLru } from '../../lib/small-lru';
import { skyForDate } from '../../sky/daily-sky';
import { moonPhaseEmoji, moonPhaseNames } from '../../sky/moon-phases';
import { eventDate, lunationsOf, skyInDates } from '../../sky/sky-in-period';
import { type IsoDate, addDays, shortDateLabel } from '../../time/calendar-date';
import { LUNATION_NAMES } from '../sky-event-facts';

/**
 * The real sky both dream pages set a reading under: the Moon's place and light at noon UTC of
 * the day read, and the next principal lunation from the sky module. A lunation is named only
 * with the sign it happens in (`moon.lunation.sign`, or the event's own sign), never the sign
 * the Moon happens to stand in.
 */

/** What each lunation asks of a dreamer, said once on its own day. */
const LUNATION_MEANING = {
  'new-moon': 'a beginning worth naming before sleep',
  'first-quarter': 'a turn when a choice asks to be made',
  'full-moon': 'the month’s culmination and a good night to let something go',
  'last-quarter': 'a turn for clearing out what no longer fits',
} as const;

/** One clause per date, kept for the readings of the same day (bounded: the date comes from a client). */
const cache = new SmallLru<IsoDate, string>(64);

/** The next lunation after `date` (within nine days), from the one source of sky events. */
function nextLunationAfter(date: IsoDate) {
  return lunationsOf(skyInDates(addDays(date, 1), 9))[0];
}

/**
 * One lowercase clause of the day's facts, new each day: "the Moon is at 14° Virgo today
 * as a waxing gibbous 87% lit with the Full Moon in Gemini due on Dec 4", or on the day of a
 * lunation "today brings the Full Moon in Gemini, exact at 04:12 UTC …".
 */
export function dreamSkyClause(date: IsoDate): string {
  const known = cache.get(date);
  if (known !== undefined) return known;
  const { moon } = skyForDate(date);
  const lit = `${Math.round(moon.illumination * 100)}% lit`;
  let clause: string;
  if (moon.lunation) {
    const time = moon.lunation.utc.slice(11, 16);
    clause = `today brings the ${LUNATION_NAMES[moon.lunation.type]} in ${signName(moon.lunation.sign)}, exact at ${time} UTC (${LUNATION_MEANING[moon.lunation.type]})`;
  } else {
    const degree = Math.floor(moon.longitude % 30);
    const next = nextLunationAfter(date);
    const ahead = next
      ? ` with the ${LUNATION_NAMES[next.type]} in ${signName(next.sign)} due on ${shortDateLabel(eventDate(next))}`
      : '';
    clause = `the Moon is at ${degree}° ${signName(moon.sign)} today as a ${moonPhaseNames[moon.phase].toLowerCase()} ${lit}${ahead}`;
  }
  cache.set(date, clause);
  return clause;
}

/** The heading over the day's real Moon: "🌔 Waxing Gibbous Moon in Virgo", or the lunation's own. */
export function dreamMoonHeading(date: IsoDate): string {
  const { moon } = skyForDate(date);
  if (moon.lunation)
    return `${moonPhaseEmoji[moon.phase]} ${LUNATION_NAMES[moon.lunation.type]} in ${signName(moon.lunation.sign)} today`;
  const name = moonPhaseNames[moon.phase];
  return `${moonPhaseEmoji[moon.phase]} ${name}${name.endsWith('Moon') ? '' : ' Moon'} in ${signName(moon.sign)} today`;
}
