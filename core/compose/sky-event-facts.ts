import { signs } from '../content/signs';
import { type Lunation, type LunationType, eventDate } from '../sky/sky-in-period';
import type { SkyEvent } from '../sky/events';
import { shortDateLabel } from '../time/calendar-date';

/**
 * The one wording of a period's sky events that prompts and offline composers share, so a
 * lunation reads the same (type, sign, UTC date) in the model's prompt, in the offline text's
 * facts and on the pages. Dates are UTC calendar dates: readings are keyed by date, not zone.
 */
export const LUNATION_NAMES = {
  'new-moon': 'New Moon',
  'first-quarter': 'First Quarter Moon',
  'full-moon': 'Full Moon',
  'last-quarter': 'Last Quarter Moon',
} as const satisfies Record<LunationType, string>;

/** "Full Moon in Gemini on Dec 4" */
export const lunationFact = (lunation: Lunation): string =>
  `${LUNATION_NAMES[lunation.type]} in ${signs[lunation.sign].name} on ${shortDateLabel(eventDate(lunation))}`;

/** "Sun enters Capricorn on Dec 21" for an ingress event (any body). */
export function ingressFact(event: SkyEvent, bodyName: string): string {
  const sign = event.sign ? signs[event.sign].name : 'a new sign';
  const backing = event.retrograde ? ' (retrograde)' : '';
  return `${bodyName} enters ${sign}${backing} on ${shortDateLabel(eventDate(event))}`;
}
