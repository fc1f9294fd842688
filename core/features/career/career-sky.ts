import { signs, type SignId } from '../../content/signs';
import type { Period } from '../../contract/common';
import type { HouseNumber } from '../../compose/chart/bank/house-lines';
import { ordinal, wholeSignHouse } from '../../compose/chart/chart-words';
import { type SignSky, careerSkyFacts, signSkyFor } from '../../compose/sign-sky';
import { ingressFact, lunationFact } from '../../compose/sky-event-facts';
import type { AspectId } from '../../sky/aspects';
import { moonPhaseAdjectives } from '../../compose/moon-phase-words';
import { eventDate, isLunation, skyInDates } from '../../sky/sky-in-period';
import { type IsoDate, addDays, shortDateLabel } from '../../time/calendar-date';
import { BODY_NAMES } from '../../content/body-names';
import type { DayPlanetId } from '../../sky/planets-on-date';
import { planetsOnDate } from '../../sky/planets-on-date';
import type { KeyDateKind } from './bank/day-leads';
import { houseThemes, marsThemes } from './bank/house-themes';
import { type MarsTone } from './bank/sky-frames';
import { careerPeriodDays } from './career-period';
import type { CareerCategoryId } from './career-tiles';
import type { CareerSlots } from './career-voice';

/**
 * The real sky a career reading stands on, read for one sign: Jupiter's and Saturn's solar
 * houses (the usual sun-sign reading of growth and duty), Mars and its angle to the Sun, the
 * Moon, and for a week or a month the period's lunations and the Sun's change of sign.
 */
export interface CareerSky {
  sky: SignSky;
  /** Jupiter, Saturn and Mars as the whole span may name them. */
  span: Record<'jupiter' | 'saturn' | 'mars', SpanPlanet>;
  slots: CareerSlots;
  marsTone: MarsTone | null;
  /** Dated events of the period, each placed in the reader's solar houses (weekly and monthly only). */
  keyDates: KeyDate[];
  /** Plain statements of the facts the text names, for `ComposedReading.facts`. */
  facts: string[];
}

const MARS_TONE_OF = {
  conjunction: 'blend',
  sextile: 'flow',
  trine: 'flow',
  square: 'tension',
  quincunx: 'tension',
  opposition: 'tension',
} as const satisfies Record<AspectId, MarsTone>;

const MOON_WHEN = {
  daily: 'today',
  weekly: 'as the week opens',
  monthly: 'as the month opens',
} as const satisfies Record<Period, string>;

const WINDOW_EARLY_MS = 14 * 3_600_000;
const WINDOW_LATE_MS = 36 * 3_600_000;

/**
 * A planet as a reading of the whole span may name it (issue 24 §3): a daily reading gives its
 * degree; a week or a month gives only the sign it holds for most of the span, with the date it
 * changes sign; "retrograde" only when it is retrograde from the first hour to the last; a station
 * within the span is named with its date. The span is the one a visitor anywhere can read it in:
 * from 14 h before its first UTC midnight to 36 h after its last.
 */
export interface SpanPlanet {
  /** "Saturn at 7° Aries (turning direct on Dec 10)", "Mars in Virgo (from Dec 14)". */
  text: string;
  sign: SignId;
  /** 'retrograde' throughout, 'direct' throughout, or the station the span holds. */
  motion: 'retrograde' | 'direct' | 'station-retrograde' | 'station-direct';
}

export function spanPlanet(id: DayPlanetId, period: Period, start: IsoDate): SpanPlanet {
  const days = careerPeriodDays(period, start);
  const from = new Date(Date.parse(`${start}T00:00:00Z`) - WINDOW_EARLY_MS).getTime();
  const to = Date.parse(`${addDays(start, days - 1)}T00:00:00Z`) + WINDOW_LATE_MS;
  const events = skyInDates(addDays(start, -1), days + 3).filter((event) => {
    const at = Date.parse(event.utc);
    return event.body === id && at >= from && at <= to;
  });
  const station = events.find(
    (event) => event.type === 'station-retrograde' || event.type === 'station-direct',
  );
  const first = planetsOnDate(start).planets[id];
  const last = planetsOnDate(addDays(start, days - 1)).planets[id];
  const ingress = events.find((event) => event.type === 'ingress');
  const name = BODY_NAMES[id];
  const motion: SpanPlanet['motion'] = station
    ? station.type === 'station-retrograde'
      ? 'station-retrograde'
      : 'station-direct'
    : first.retrograde
      ? 'retrograde'
      : 'direct';
  const notes: string[] = [];
  if (station)
    notes.push(
      `turning ${motion === 'station-retrograde' ? 'retrograde' : 'direct'} on ${shortDateLabel(eventDate(station))}`,
    );
  let sign = first.sign;
  let place: string;
  if (period === 'daily' && !ingress) place = `at ${first.degree}° ${signs[first.sign].name}`;
  else if (ingress && ingress.sign) {
    // The sign held for the larger part of the span.
    const enteredAt = Date.parse(ingress.utc);
    const later = enteredAt - from < to - enteredAt;
    sign = later ? ingress.sign : first.sign === ingress.sign ? last.sign : first.sign;
    place = `in ${signs[sign].name}`;
    notes.push(`${later ? 'from' : 'until'} ${shortDateLabel(eventDate(ingress))}`);
  } else place = `in ${signs[first.sign].name}`;
  const retro = motion === 'retrograde' ? ' retrograde' : '';
  const note = notes.length > 0 ? ` (${notes.join(', ')})` : '';
  return { text: `${name}${retro} ${place}${note}`, sign, motion };
}

/** A dated event of a week or month, placed in the reader's solar houses. */
export interface KeyDate {
  /** "Full Moon in Gemini on Nov 24". */
  fact: string;
  kind: KeyDateKind;
  house: HouseNumber;
  /** The UTC date the event falls on. */
  date: IsoDate;
}

function keyDatesFor(sign: SignId, period: Period, start: IsoDate): KeyDate[] {
  if (period === 'daily') return [];
  const dates: KeyDate[] = [];
  for (const event of skyInDates(start, careerPeriodDays(period, start))) {
    const lunation = isLunation(event) ? event : null;
    const sunIngress = event.type === 'ingress' && event.body === 'sun';
    if ((!lunation && !sunIngress) || !event.sign) continue;
    dates.push({
      fact: lunation ? lunationFact(lunation) : ingressFact(event, 'Sun'),
      kind: lunation ? lunation.type : 'sun-ingress',
      house: wholeSignHouse(event.sign, sign),
      date: eventDate(event),
    });
  }
  return dates;
}

export function careerSkyFor(
  sign: SignId,
  category: CareerCategoryId,
  period: Period,
  start: IsoDate,
): CareerSky {
  const sky = signSkyFor(sign, start);
  const { mars } = sky.planets;
  const moon = sky.day.sky.moon;
  // On a lunation's day the Moon is named in the lunation's sign, which can differ from its noon sign.
  const moonSign = moon.lunation?.sign ?? moon.sign;
  const moonHouse = wholeSignHouse(moonSign, sign);
  const keyDates = keyDatesFor(sign, period, start);
  const span = {
    jupiter: spanPlanet('jupiter', period, start),
    saturn: spanPlanet('saturn', period, start),
    mars: spanPlanet('mars', period, start),
  };
  const house = (planet: SpanPlanet) => wholeSignHouse(planet.sign, sign);
  return {
    sky,
    span,
    slots: {
      jupiter: span.jupiter.text,
      jupiterHouse: ordinal(house(span.jupiter)),
      jupiterTheme: houseThemes[category][house(span.jupiter)],
      saturn: span.saturn.text,
      saturnHouse: ordinal(house(span.saturn)),
      saturnTheme: houseThemes[category][house(span.saturn)],
      mars: span.mars.text,
      marsHouse: ordinal(house(span.mars)),
      marsTheme: marsThemes[house(span.mars)],
      marsAspect: mars.aspectToSun ?? '',
      moonPhase: moonPhaseAdjectives[moon.phase],
      moonSign: signs[moonSign].name,
      moonHouse: ordinal(moonHouse),
      moonWhen: MOON_WHEN[period],
    },
    marsTone: mars.aspectToSun ? MARS_TONE_OF[mars.aspectToSun] : null,
    keyDates,
    facts: [
      ...(period === 'daily' ? careerSkyFacts(sky) : [span.jupiter.text, span.saturn.text, span.mars.text]),
      ...keyDates.map((date) => date.fact),
    ],
  };
}
