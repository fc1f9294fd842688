import type { CalendarCategoryId } from '../../content/calendar-categories';
import { SIGN_IDS, type SignId, signs } from '../../content/signs';
import { countWord, houseLabel, joinWords, ordinal, wholeSignHouse } from '../../compose/chart/chart-words';
import { PLANET_BODY_IDS } from '../../sky/body-ids';
import { computeChart } from '../../sky/chart';
import type { SkyEvent, SkyEventType } from '../../sky/events';
import { addDays, isoDateToUtc, shortDateLabel } from '../../time/calendar-date';
import { spanFrames, startFrames } from './bank/frame-lines';
import { CALENDAR_WINDOW_DAYS } from './calendar-window';
import {
  allDirectLines,
  busyHouseLines,
  cardinalTurnings,
  noIngressLines,
  noStationLines,
  nodeAxisLines,
  ongoingRetrogradeLines,
  openingPhaseLines,
  phaseLightWords,
  quietEclipseLines,
  nextSeasonLines,
  seasonLines,
  seasonMoods,
  standingLines,
  turningLines,
} from './bank/calendar-lines';
import {
  type CalendarContext,
  type CalendarSection,
  ECLIPSES,
  LUNATIONS,
  STATIONS,
  datedWithCountdown,
  houseOfSign,
  isPlanetIngress,
  isType,
  listOf,
  merge,
  moonVisits,
  prose,
} from './calendar-section-parts';
import { fillCalendarTemplate } from './calendar-voice';
import { planetThemes } from './calendar-words';
import { planetNames } from '../../content/body-names';
import { alignmentsSection } from './alignment-section';
import { meteorShowersSection } from './meteor-section';
import { nextEclipseSection } from './next-eclipse-section';
import { eventPhrase } from './event-meaning';

/** The Sun's ingress in the window, before the season it opens. Slots: {date}, {line}. */
const SUN_MOVES_FRAMES = [
  'On {date} the Sun changes sign: {line}',
  'The Sun moves on {date}; {line}',
] as const;

/** The window's last day. */
const lastDay = (context: CalendarContext) => addDays(context.date, CALENDAR_WINDOW_DAYS - 1);

/** How many events the overview lists, the most notable first. */
const OVERVIEW_COUNT = 7;
/** The planets whose standing positions the transits guide opens with: the fast, personal ones. */
const PERSONAL_PLANETS = ['mercury', 'venus', 'mars'] as const;

/** Eclipses first, then new and full Moons, stations and the Sun's ingress, then other ingresses. */
const NOTABILITY: Partial<Record<SkyEventType, number>> = {
  'solar-eclipse': 0,
  'lunar-eclipse': 0,
  'new-moon': 1,
  'full-moon': 1,
  'station-retrograde': 2,
  'station-direct': 2,
  ingress: 3,
};

/**
 * The house most of the listed events fall in, when at least two share it. Counted by the
 * events' signs with ties going to the earliest event, so each reader gets a different house.
 */
function busiestHouse(events: readonly SkyEvent[], context: CalendarContext): string {
  const counts = new Map<SignId, number>();
  for (const event of events) if (event.sign) counts.set(event.sign, (counts.get(event.sign) ?? 0) + 1);
  const [sign, count] = [...counts].sort((first, second) => second[1] - first[1])[0] ?? [context.sign.id, 0];
  if (count < 2) return '';
  const { label, area } = houseOfSign(context, sign, 'busy-area');
  return context.voice.dated(busyHouseLines, 'busy', spanFrames, {
    count: countWord(count),
    house: label,
    area,
  });
}

function currentEvents(context: CalendarContext): CalendarSection {
  const rank = (event: SkyEvent) =>
    event.type === 'ingress' && event.body === 'sun' ? 2 : (NOTABILITY[event.type] ?? 9);
  const notable = context.events
    .filter(
      (event) => NOTABILITY[event.type] !== undefined && !(event.type === 'ingress' && event.body === 'moon'),
    )
    .sort((first, second) => rank(first) - rank(second) || first.utc.localeCompare(second.utc))
    .slice(0, OVERVIEW_COUNT)
    .sort((first, second) => first.utc.localeCompare(second.utc));
  return merge(listOf(notable, context), prose(busiestHouse(notable, context)), moonVisits(context));
}

function moonPhases(context: CalendarContext): CalendarSection {
  const phases = context.events.filter(isType([...LUNATIONS, ...ECLIPSES]));
  const first = context.events.find(isType(LUNATIONS));
  const opening =
    first?.sign && first.type in phaseLightWords
      ? context.voice.signLine(openingPhaseLines, 'opening-phase', {
          light: phaseLightWords[first.type as keyof typeof phaseLightWords],
          event: eventPhrase(first, first.sign),
          date: datedWithCountdown(first, context),
          house: houseOfSign(context, first.sign, 'opening-area').label,
        })
      : '';
  return merge(prose(opening), listOf(phases, context), moonVisits(context));
}

function planetaryTransits(context: CalendarContext): CalendarSection {
  const ingresses = context.events.filter(isPlanetIngress);
  const chart = computeChart({ utc: isoDateToUtc(context.date) });
  const standing = PERSONAL_PLANETS.map((body, index) => {
    const sign = chart.bodies[body].sign;
    const place = `${signs[sign].name} (your ${houseLabel(wholeSignHouse(sign, context.sign.id))})`;
    return index === 0 ? `${planetNames[body]} is in ${place}` : `${planetNames[body]} in ${place}`;
  });
  return merge(
    prose(context.voice.signLine(standingLines, 'standing', { facts: joinWords(standing) })),
    ingresses.length > 0
      ? listOf(ingresses, context)
      : prose(context.voice.signDated(noIngressLines, 'no-ingress', spanFrames)),
    moonVisits(context),
  );
}

function seasonalShifts(context: CalendarContext): CalendarSection {
  const sun = computeChart({ utc: isoDateToUtc(context.date) }).bodies.sun.sign;
  const season = (
    sign: typeof sun,
    salt: string,
    frames: readonly string[],
    bank: readonly string[],
    date = '',
  ) => {
    const { label, area } = houseOfSign(context, sign, `${salt}-area`);
    return context.voice.dated(bank, salt, frames, {
      season: `${signs[sign].name} season`,
      mood: seasonMoods[sign],
      house: label,
      area,
      date,
    });
  };
  const ingresses = context.events.filter((event) => event.type === 'ingress' && event.body === 'sun');
  const turnings = ingresses.flatMap((event) => {
    const turning = event.sign
      ? (cardinalTurnings as Partial<Record<string, string>>)[event.sign]
      : undefined;
    if (!event.sign || !turning) return [];
    return [
      context.voice.signLine(turningLines, 'turning', {
        turning,
        date: datedWithCountdown(event, context),
        house: houseOfSign(context, event.sign, 'turning-area').label,
      }),
    ];
  });
  const next = ingresses.flatMap((event) =>
    event.sign
      ? [
          season(
            event.sign,
            'next-season',
            SUN_MOVES_FRAMES,
            nextSeasonLines,
            datedWithCountdown(event, context),
          ),
        ]
      : [],
  );
  return merge(
    prose(season(sun, 'season', startFrames, seasonLines)),
    listOf(ingresses, context),
    prose(...next, ...turnings),
    moonVisits(context),
    {
      dates: [],
      context: [],
      facts: [`Sun in ${signs[sun].name} on ${shortDateLabel(context.date)}`],
    },
  );
}

function eclipseSeason(context: CalendarContext): CalendarSection {
  const eclipses = context.events.filter(isType(ECLIPSES));
  const north = computeChart({ utc: isoDateToUtc(context.date) }).bodies.trueNode.sign;
  const south = SIGN_IDS[(SIGN_IDS.indexOf(north) + 6) % 12] ?? north;
  const northHouse = houseOfSign(context, north, 'north-area');
  const southHouse = houseOfSign(context, south, 'south-area');
  const axis = context.voice.dated(nodeAxisLines, 'node-axis', spanFrames, {
    eventSign: signs[north].name,
    southSign: signs[south].name,
    house: `${ordinal(Math.min(northHouse.house, southHouse.house))} and ${ordinal(Math.max(northHouse.house, southHouse.house))} houses`,
    area: northHouse.area,
    from: southHouse.area,
  });
  const axisFacts = [`North Node in ${signs[north].name} on ${shortDateLabel(context.date)}`];
  if (eclipses.length > 0) {
    return merge(listOf(eclipses, context), prose(axis), moonVisits(context), {
      dates: [],
      context: [],
      facts: axisFacts,
    });
  }
  return merge(
    nextEclipseSection(context),
    prose(axis, context.voice.signDated(quietEclipseLines, 'quiet-eclipse', spanFrames)),
    moonVisits(context),
    { dates: [], context: [], facts: axisFacts },
  );
}

function retrogradePeriods(context: CalendarContext): CalendarSection {
  const chart = computeChart({ utc: isoDateToUtc(context.date) });
  const retrograde = PLANET_BODY_IDS.filter((body) => chart.bodies[body].retrograde);
  const ongoing = retrograde.map((body) => {
    const sign = chart.bodies[body].sign;
    const { label, area } = houseOfSign(context, sign, `ongoing-${body}-area`);
    // Stepped by the planet's place in the list, so two retrograde planets never share a line.
    const template = context.voice.stepped(ongoingRetrogradeLines, PLANET_BODY_IDS.indexOf(body));
    // A planet that turns direct inside the window is retrograde only until that date.
    const turning = context.events.find((event) => event.type === 'station-direct' && event.body === body);
    return fillCalendarTemplate(template, {
      until: turning
        ? `until it turns direct on ${datedWithCountdown(turning, context)}`
        : `through ${shortDateLabel(lastDay(context))}`,
      sign: context.sign.name,
      body: planetNames[body],
      eventSign: signs[sign].name,
      house: label,
      area,
      theme: planetThemes[body],
    });
  });
  const stations = context.events.filter(
    (event) => isType(STATIONS)(event) || (event.type === 'ingress' && event.retrograde === true),
  );
  return merge(
    prose(
      ...(ongoing.length > 0
        ? ongoing
        : [context.voice.signDated(allDirectLines, 'all-direct', startFrames)]),
    ),
    stations.length > 0
      ? listOf(stations, context)
      : prose(context.voice.signDated(noStationLines, 'no-station', spanFrames)),
    moonVisits(context),
    {
      dates: [],
      context: [],
      facts:
        retrograde.length > 0
          ? [
              `Retrograde on ${shortDateLabel(context.date)}: ${joinWords(retrograde.map((body) => planetNames[body]))}`,
            ]
          : [],
    },
  );
}

/** The spec's eight categories (§9), each a lens on the same 30 days of real events. */
export const calendarSections = {
  'current-events': currentEvents,
  'moon-phases': moonPhases,
  'planetary-transits': planetaryTransits,
  'seasonal-shifts': seasonalShifts,
  'eclipse-season': eclipseSeason,
  'meteor-showers': meteorShowersSection,
  'retrograde-periods': retrogradePeriods,
  'cosmic-alignments': alignmentsSection,
} as const satisfies Record<CalendarCategoryId, (context: CalendarContext) => CalendarSection>;
