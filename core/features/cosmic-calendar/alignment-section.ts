import { countWord } from '../../compose/chart/chart-words';
import { BODY_NAMES } from '../../content/body-names';
import { SIGN_IDS, signs } from '../../content/signs';
import type { SkyEvent } from '../../sky/events';
import { contactWords, lastContactLines, voidCountLines } from './bank/calendar-lines';
import {
  type CalendarContext,
  type CalendarSection,
  countdownTo,
  dayOf,
  eventFact,
  eventItem,
  houseOfSign,
  merge,
  moonVisits,
} from './calendar-section-parts';
import { fillCalendarTemplate, lowerFirst } from './calendar-voice';
import { spanFrames } from './bank/frame-lines';
import { planetNames } from '../../content/body-names';
import { utcTimeLabel } from './describe-event';

/** How many void windows the guide lists; the Moon goes void a dozen times a month. */
const VOID_WINDOW_COUNT = 5;

const durationOf = (event: SkyEvent) => Date.parse(event.endUtc ?? event.utc) - Date.parse(event.utc);

/** One void window: its meaning for the sign, then how its last contact colours it. */
function voidItem(event: SkyEvent, context: CalendarContext): string {
  const end = event.endUtc ?? event.utc;
  const until = end.slice(0, 10) === event.utc.slice(0, 10) ? '' : `${dayOf({ ...event, utc: end })} `;
  const window = `${dayOf(event)} ${event.utc.slice(11, 16)} – ${until}${end.slice(11, 16)} UTC (${countdownTo(event, context.date)})`;
  const item = eventItem(event, context).replace(/^- \*\*[^*]*\*\*/, `- **Moon void, ${window}**`);
  if (!event.lastAspect || !event.sign) return item;
  const contact = contactWords[event.lastAspect.aspect].replace('{body}', planetNames[event.lastAspect.body]);
  const house = houseOfSign(context, event.sign, 'void-area').label;
  // One step per day and one per sign: the list's voids, in different signs, never share a line.
  const template = context.voice.stepped(lastContactLines, SIGN_IDS.indexOf(event.sign));
  // One sentence with the item, whose phrasing steps by day, so the contact line is never met alone.
  const line = fillCalendarTemplate(template, {
    contact,
    house,
    eventSign: signs[event.sign].name,
    date: utcTimeLabel(event.utc),
  });
  return `${item.replace(/[.]$/, '')}; ${lowerFirst(line)}`;
}

/** The Moon's last contacts and the void-of-course pauses that follow them. */
export function alignmentsSection(context: CalendarContext): CalendarSection {
  const voids = context.events.filter((event) => event.type === 'void-of-course-start' && event.endUtc);
  const longest = [...voids]
    .sort((first, second) => durationOf(second) - durationOf(first))
    .slice(0, VOID_WINDOW_COUNT)
    .sort((first, second) => first.utc.localeCompare(second.utc));
  const count = context.voice.signDated(voidCountLines, 'void-count', spanFrames, {
    count: countWord(voids.length),
  });
  const contacts = longest.flatMap((event) =>
    event.lastAspect ? [`Moon ${event.lastAspect.aspect} ${BODY_NAMES[event.lastAspect.body]}`] : [],
  );
  return merge(
    {
      dates: longest.map((event) => voidItem(event, context)),
      context: [count],
      facts: [...longest.map((event) => eventFact(event, context)), ...contacts],
    },
    moonVisits(context),
  );
}
