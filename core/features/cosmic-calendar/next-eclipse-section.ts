import type { SkyEvent } from '../../sky/events';
import { isoDateToUtc } from '../../time/calendar-date';
import { nextEclipseLines } from './bank/calendar-lines';
import {
  type CalendarContext,
  type CalendarSection,
  datedWithCountdown,
  eventFact,
  houseOfSign,
} from './calendar-section-parts';
import { eventPhrase } from './event-meaning';
import { nextEclipse } from './next-eclipse';

/** When the window holds no eclipse: when and where in the reader's chart the next one falls. */
export function nextEclipseSection(context: CalendarContext): CalendarSection {
  const upcoming = nextEclipse(isoDateToUtc(context.date));
  const event: SkyEvent = {
    type: upcoming.type,
    utc: upcoming.utc,
    kind: upcoming.kind,
    sign: upcoming.sign,
  };
  const line = context.voice.signLine(nextEclipseLines, 'next-eclipse', {
    event: eventPhrase(event, upcoming.sign),
    date: datedWithCountdown(event, context),
    house: houseOfSign(context, upcoming.sign, 'next-eclipse-area').label,
  });
  return { dates: [], context: [line], facts: [`Next eclipse: ${eventFact(event, context)}`] };
}
