import type { Sign } from '../../content/signs';
import type { Period } from '../../contract/common';
import { moonFact, signFact, signName, spanLabel } from '../../compose/reading-facts';
import { joinNames, percentLit } from '../../compose/reading-writer';
import { LUNATION_NAMES, ingressFact, lunationFact } from '../../compose/sky-event-facts';
import type { Slots } from '../../compose/template';
import { eventDate } from '../../sky/sky-in-period';
import type { SkyEvent } from '../../sky/events';
import type { SkyFacts } from '../../sky/daily-sky';
import { BODY_NAMES } from '../../content/body-names';
import {
  type IsoDate,
  addDays,
  daysBetween,
  monthStart,
  monthName,
  monthYearLabel,
  shortDateLabel,
  weekRangeLabel,
} from '../../time/calendar-date';
import { affirmations } from './bank/affirmations';
import { monthlyHeadlines, weeklyHeadlines } from './bank/headlines';
import { lunationPeriodLines, repeatLunationLines } from './bank/lunation-lines';
import {
  monthlyIntros,
  moonPathLines,
  moonVisitLines,
  sunIngressLines,
  weeklyIntros,
} from './bank/period-lines';
import { phaseLines } from './bank/phase-lines';
import {
  PLANET_AREAS,
  planetIngressLines,
  stationDirectLines,
  stationRetrogradeLines,
} from './bank/planet-event-lines';
import type { HoroscopeDraft } from './compose-horoscope';
import { type HoroscopeWriter, createHoroscopeWriter, turnOf } from './horoscope-writer';
import { type PieceWriters, monthlySkeletonFor, weeklySkeletonFor } from './horoscope-skeletons';
import { type PeriodSky, moonVisitOf, periodSky } from './period-sky';
import { sharedPieces } from './shared-pieces';

/** How a weekly and a monthly reading differ; the rest of their making is shared. */
interface PeriodShape {
  period: Exclude<Period, 'daily'>;
  slots: (start: IsoDate) => Slots;
  label: (start: IsoDate) => string;
  intros: readonly string[];
  headlines: readonly string[];
  skeletonFor: (sign: Sign['id'], turn: number) => readonly (readonly string[])[];
  /** Ways of saying the period, each pool line with {period} dealt once per way (see `day-words`). */
  names?: (start: IsoDate, opening: SkyFacts) => readonly string[];
}

const WEEKLY: PeriodShape = {
  period: 'weekly',
  slots: (start) => ({ period: 'this week', opening: 'as the week opens', range: weekRangeLabel(start) }),
  label: (start) => `Week of ${weekRangeLabel(start)}`,
  intros: weeklyIntros,
  headlines: weeklyHeadlines,
  skeletonFor: weeklySkeletonFor,
  names: (start, opening) => [
    'this week',
    `this ${monthName(start)} week`,
    `this week of ${signName(opening.sun.sign)} season`,
  ],
};

const MONTHLY: PeriodShape = {
  period: 'monthly',
  slots: (start) => ({ period: 'this month', opening: 'as the month begins', range: monthYearLabel(start) }),
  label: (start) => `Month of ${monthYearLabel(start)}`,
  intros: monthlyIntros,
  headlines: monthlyHeadlines,
  skeletonFor: monthlySkeletonFor,
};

export const composeWeekly = (sign: Sign, start: IsoDate): HoroscopeDraft =>
  composePeriod(WEEKLY, sign, start, periodSky(start, 7));

export function composeMonthly(sign: Sign, start: IsoDate): HoroscopeDraft {
  const dayCount = daysBetween(start, monthStart(addDays(start, 31)));
  return composePeriod(MONTHLY, sign, start, periodSky(start, dayCount));
}

function composePeriod(shape: PeriodShape, sign: Sign, start: IsoDate, sky: PeriodSky): HoroscopeDraft {
  const { opening } = sky;
  const turn = turnOf(shape.period, start);
  const moonPath = sky.moonPath.map(signName);
  const writer = createHoroscopeWriter(
    sign,
    shape.period,
    turn,
    {
      ...shape.slots(start),
      sign: sign.name,
      moonSign: signName(opening.moon.sign),
      sunSign: signName(opening.sun.sign),
      illumination: percentLit(opening.moon.illumination),
      moonSigns: joinNames(moonPath),
    },
    shape.names?.(start, opening),
    false,
  );
  const visit = moonVisitOf(sky, sign.id);
  const visitSpan = visit && spanLabel(visit.first, visit.last);
  const shared = sharedPieces(writer, opening.sun.sign);
  const pieces: PieceWriters = {
    ...shared,
    intro: () => [writer.everySign(shape.intros, 'intro')],
    sky: () =>
      openingIsALunation(sky)
        ? []
        : [writer.everySign(phaseLines[opening.moon.phase], `phase|${opening.moon.phase}`)],
    events: () => eventLines(writer, sky),
    path: () => [writer.everySign(moonPathLines, 'moon-path')],
    // A week without the Moon in the sign speaks of the Sun's angle instead; a month has both.
    visit: () =>
      visitSpan
        ? [writer.everySign(moonVisitLines, 'moon-visit', { eventDate: visitSpan })]
        : shape.period === 'weekly'
          ? shared.sun()
          : [],
  };
  const skeleton = shape.skeletonFor(sign.id, turn);
  return {
    headline: writer.everySign(shape.headlines, 'headline'),
    paragraphs: skeleton.map((paragraph) =>
      paragraph.flatMap((piece) => pieces[piece as keyof PieceWriters]?.() ?? []),
    ),
    affirmation: writer.elementMates(affirmations[sign.element], 'affirmation'),
    facts: [
      shape.label(start),
      `${shortDateLabel(start)}: ${moonFact(opening)}`,
      ...(shape.period === 'weekly' ? [`Moon travels through ${joinNames(moonPath)}`] : []),
      ...sky.lunations.map(lunationFact),
      ...(sky.sunIngresses.length > 0
        ? sky.sunIngresses.map((event) => ingressFact(event, 'Sun'))
        : [`Sun in ${signName(opening.sun.sign)}`]),
      ...chosenPlanetEvents(sky).map(planetEventFact),
      ...(visitSpan ? [`Moon in ${sign.name} ${visitSpan}`] : []),
      signFact(sign),
    ],
  };
}

/**
 * When a lunation falls on the first day or the next, the opening phase is that lunation: the
 * event's own sentence names it, so the phase sentence would say it twice.
 */
function openingIsALunation(sky: PeriodSky): boolean {
  const soon = addDays(sky.start, 1);
  return sky.lunations.some((event) => event.type === sky.opening.moon.phase && eventDate(event) <= soon);
}

/** The period's lunations and the Sun's sign changes, in time order, one sentence each. */
function eventLines(writer: HoroscopeWriter, sky: PeriodSky): string[] {
  const seen = new Set<string>();
  const lunations = sky.lunations.map((event) => {
    const slots = { eventDate: shortDateLabel(eventDate(event)), eventSign: signName(event.sign) };
    // A month can hold two lunations of one type (a second Full Moon): the second has its own pool.
    const text = seen.has(event.type)
      ? writer.everySign(repeatLunationLines, 'lunation-repeat', {
          ...slots,
          lunation: LUNATION_NAMES[event.type],
        })
      : writer.everySign(lunationPeriodLines[event.type], `lunation|${event.type}`, slots);
    seen.add(event.type);
    return { utc: event.utc, text };
  });
  const ingresses = sky.sunIngresses.map((event) => ({
    utc: event.utc,
    text: writer.everySign(sunIngressLines, 'sun-ingress', {
      eventDate: shortDateLabel(eventDate(event)),
      eventSign: event.sign ? signName(event.sign) : '',
    }),
  }));
  return [...lunations, ...ingresses, ...planetEventLines(writer, sky)]
    .sort((first, second) => first.utc.localeCompare(second.utc))
    .map((event) => event.text);
}

/** At most this many planet events are told; stations first, then the faster planets' ingresses. */
const MAX_PLANET_EVENTS = 4;
const EVENT_RANK: Partial<Record<SkyEvent['type'], number>> = {
  'station-retrograde': 0,
  'station-direct': 0,
  ingress: 1,
};
const PLANET_ORDER = Object.keys(PLANET_AREAS);

function chosenPlanetEvents(sky: PeriodSky): SkyEvent[] {
  return [...sky.planetEvents]
    .sort(
      (first, second) =>
        (EVENT_RANK[first.type] ?? 2) - (EVENT_RANK[second.type] ?? 2) ||
        PLANET_ORDER.indexOf(first.body ?? '') - PLANET_ORDER.indexOf(second.body ?? ''),
    )
    .slice(0, MAX_PLANET_EVENTS);
}

const planetOf = (event: SkyEvent) => (event.body ?? 'mercury') as keyof typeof PLANET_AREAS;

function planetEventFact(event: SkyEvent): string {
  const name = BODY_NAMES[planetOf(event)];
  const date = shortDateLabel(eventDate(event));
  const place = event.sign ? signName(event.sign) : '';
  if (event.type === 'station-retrograde') return `${name} turns retrograde in ${place} on ${date}`;
  if (event.type === 'station-direct') return `${name} turns direct in ${place} on ${date}`;
  return ingressFact(event, name);
}

/** Each chosen planet event in its own sentence, with its date and the part of life it touches. */
function planetEventLines(writer: HoroscopeWriter, sky: PeriodSky): { utc: string; text: string }[] {
  return chosenPlanetEvents(sky).map((event, index) => {
    const planet = planetOf(event);
    const pool =
      event.type === 'station-retrograde'
        ? stationRetrogradeLines
        : event.type === 'station-direct'
          ? stationDirectLines
          : planetIngressLines;
    const named = pool.map((line) =>
      line.replaceAll('{planet}', BODY_NAMES[planet]).replaceAll('{area}', PLANET_AREAS[planet]),
    );
    return {
      utc: event.utc,
      text: writer.everySign(named, `${event.type}|${index}`, {
        eventDate: shortDateLabel(eventDate(event)),
        eventSign: event.sign ? signName(event.sign) : '',
      }),
    };
  });
}
