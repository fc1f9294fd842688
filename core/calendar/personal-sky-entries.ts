import { ASPECT_WORDS, BODY_NAMES } from '../content/body-names';
import { signs } from '../content/signs';
import { ordinal } from '../compose/chart/chart-words';
import type { NatalPointId } from '../sky/transits/natal-points';
import type { PersonalSkyEvent, ReturnEvent, TransitEvent } from '../sky/transits/personal-sky-event';
import { utcToIsoDate } from '../time/calendar-date';
import { type CalendarEntry, calendarUid } from './calendar-entry';
import { exactMomentLine } from './sky-event-entries';

const POINT_NAMES = {
  ...BODY_NAMES,
  asc: 'Ascendant',
  mc: 'Midheaven',
} as const satisfies Record<NatalPointId | 'meanNode', string>;

const natal = (point: NatalPointId) => `your natal ${POINT_NAMES[point]}`;
const dateOf = (instant: string) => utcToIsoDate(new Date(instant));
const minute = (instant: string) => `${instant.slice(0, 10)} ${instant.slice(11, 16)} UTC`;

const RETURN_NAMES = {
  return: 'return',
  'waxing-square': 'waxing square to its natal place',
  opposition: 'opposition to its natal place',
  'waning-square': 'waning square to its natal place',
} as const satisfies Record<ReturnEvent['phase'], string>;

function returnSummary(event: ReturnEvent): string {
  if (event.phase === 'return' && event.body === 'sun') return 'Solar return';
  if (event.phase === 'return' && event.body === 'moon') return 'Lunar return';
  return `${BODY_NAMES[event.body]} ${RETURN_NAMES[event.phase]}`;
}

/** One entry for a personal event that happens at an instant (everything but a transit). */
function instantEntry(event: Exclude<PersonalSkyEvent, TransitEvent>, url: string): CalendarEntry {
  const base = { url, when: { kind: 'instant', at: event.exactAt } as const };
  const exact = exactMomentLine(event.exactAt);
  switch (event.kind) {
    case 'lunation':
    case 'eclipse': {
      const name =
        event.kind === 'eclipse'
          ? `${event.eclipseKind.charAt(0).toUpperCase()}${event.eclipseKind.slice(1)} ${event.eclipse} eclipse`
          : event.phase === 'new-moon'
            ? 'New Moon'
            : 'Full Moon';
      return {
        ...base,
        uid: calendarUid('my-sky', event.kind, event.phase, event.target, event.exactAt),
        summary: `${name} on ${natal(event.target)}`,
        description: `${exact}\nThe ${BODY_NAMES[event.body]} in ${signs[event.sign].name}, ${event.orb.toFixed(1)}° from ${natal(event.target)}.`,
      };
    }
    case 'ingress':
      return {
        ...base,
        uid: calendarUid('my-sky', 'ingress', event.body, String(event.house), event.exactAt),
        summary: `${BODY_NAMES[event.body]} enters your ${ordinal(event.house)} house`,
        description: `${exact}${event.retrograde ? '\nRetrograde: it backs over the cusp.' : ''}`,
      };
    case 'progression': {
      const where =
        event.change === 'sign' && event.sign
          ? signs[event.sign].name
          : `your ${ordinal(event.house ?? 1)} house`;
      return {
        ...base,
        uid: calendarUid('my-sky', 'progression', event.change, event.exactAt),
        summary: `Progressed Moon enters ${where}`,
        description: `${exact}\nYour progressed Moon moves on about once every two and a half years.`,
      };
    }
    case 'return':
      return {
        ...base,
        uid: calendarUid('my-sky', 'return', event.body, event.phase, event.exactAt),
        summary: returnSummary(event),
        description: `${exact}${event.retrograde ? '\nThis pass comes while the planet is retrograde.' : ''}`,
      };
  }
}

/** What makes one stretch in orb: the passes of a retrograde loop share it. */
const stretchKey = (event: TransitEvent) =>
  [event.body, event.aspect, event.target, event.angle, event.startsAt, event.endsAt].join('|');

/**
 * A transit's stretch in orb as an all-day span from the day it enters orb through the day it
 * leaves, every exact pass of it named in the description (one entry, not one per pass, so a
 * retrograde loop is one band in the calendar).
 */
function transitEntry(passes: readonly TransitEvent[], url: string): CalendarEntry {
  const [first] = passes as [TransitEvent, ...TransitEvent[]];
  const exactLines = passes.map(
    (pass) =>
      `Exact${passes.length > 1 ? ` (pass ${pass.pass} of ${pass.passes})` : ''} at ${minute(pass.exactAt)}${pass.retrograde ? ', retrograde' : ''}.`,
  );
  return {
    uid: calendarUid(
      'my-sky',
      'transit',
      first.body,
      first.aspect,
      first.target,
      String(first.angle),
      first.startsAt,
    ),
    summary: `${BODY_NAMES[first.body]} ${ASPECT_WORDS[first.aspect]} ${natal(first.target)}`,
    description: [`In orb from ${minute(first.startsAt)} to ${minute(first.endsAt)}.`, ...exactLines].join(
      '\n',
    ),
    url,
    when: { kind: 'days', first: dateOf(first.startsAt), last: dateOf(first.endsAt) },
  };
}

/**
 * Personal sky events (My Sky's scan) as calendar entries: transits as all-day spans in orb,
 * everything else at its exact instant. `url` links back to the My Sky page. Built on the
 * device: these events come from a birth chart and never go to the server.
 */
export function personalSkyEntries(events: readonly PersonalSkyEvent[], url: string): CalendarEntry[] {
  const stretches = new Map<string, TransitEvent[]>();
  const entries: CalendarEntry[] = [];
  for (const event of events) {
    if (event.kind !== 'transit') {
      entries.push(instantEntry(event, url));
      continue;
    }
    const key = stretchKey(event);
    const passes = stretches.get(key);
    if (passes) passes.push(event);
    else stretches.set(key, [event]);
  }
  for (const passes of stretches.values()) entries.push(transitEntry(passes, url));
  return entries;
}
