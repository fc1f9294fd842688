import type { SignId } from '../../content/signs';
import { type SkyFacts, skyAt, skyForDate } from '../../sky/daily-sky';
import type { SkyEvent } from '../../sky/events';
import { type Lunation, eventDate, eventsOfType, lunationsOf, skyInDates } from '../../sky/sky-in-period';
import { type IsoDate, addDays, isoDateToUtc } from '../../time/calendar-date';

/**
 * What a horoscope period holds in the real sky, read from the exact event engine through
 * `skyInDates`: the lunations and the Sun's sign changes with their exact instants and signs,
 * and the Moon's path from its own ingresses.
 */
export interface PeriodSky {
  start: IsoDate;
  dayCount: number;
  /** The sky at noon UTC of the first day: the Moon's phase and the Sun's sign as the period opens. */
  opening: SkyFacts;
  lunations: Lunation[];
  sunIngresses: SkyEvent[];
  /** The planets' (Mercury to Pluto) stations and changes of sign inside the period. */
  planetEvents: SkyEvent[];
  /** The Moon's sign at the period's first instant, then every sign it enters, in order, no repeats. */
  moonPath: SignId[];
  /** The Moon's ingresses from the start until a few days past the end, to find where each visit ends. */
  moonIngresses: SkyEvent[];
}

const PLANETS = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;

/** A Moon ingress after the last day still ends a visit that began inside the period. */
const LOOK_AHEAD_DAYS = 3;

export function periodSky(start: IsoDate, dayCount: number): PeriodSky {
  const end = addDays(start, dayCount);
  const events = skyInDates(start, dayCount + LOOK_AHEAD_DAYS);
  const inPeriod = events.filter((event) => eventDate(event) < end);
  const moonIngresses = eventsOfType(events, ['ingress'], 'moon');
  const startSign = skyAt(isoDateToUtc(start)).moon.sign;
  const signsEntered = moonIngresses
    .filter((event) => eventDate(event) < end)
    .map((event) => event.sign)
    .filter((sign): sign is SignId => sign !== undefined);
  return {
    start,
    dayCount,
    opening: skyForDate(start),
    lunations: lunationsOf(inPeriod),
    sunIngresses: eventsOfType(inPeriod, ['ingress'], 'sun'),
    planetEvents: inPeriod.filter(
      (event) =>
        (event.type === 'ingress' ||
          event.type === 'station-retrograde' ||
          event.type === 'station-direct') &&
        event.body !== undefined &&
        (PLANETS as readonly string[]).includes(event.body) &&
        event.sign !== undefined,
    ),
    moonPath: [startSign, ...signsEntered].filter((sign, index, path) => path.indexOf(sign) === index),
    moonIngresses,
  };
}

export interface MoonVisit {
  /** The UTC date the Moon enters the sign (the period's first day if it is there already). */
  first: IsoDate;
  /** The UTC date it moves on. */
  last: IsoDate;
}

/** The Moon's first stay in `sign` that begins or is under way inside the period. */
export function moonVisitOf(sky: PeriodSky, sign: SignId): MoonVisit | undefined {
  const end = addDays(sky.start, sky.dayCount);
  const leaves = (after: string) => sky.moonIngresses.find((event) => event.utc > after);
  if (sky.moonPath[0] === sign) {
    const exit = leaves(isoDateToUtc(sky.start).toISOString());
    return { first: sky.start, last: exit ? eventDate(exit) : sky.start };
  }
  const entry = sky.moonIngresses.find((event) => event.sign === sign && eventDate(event) < end);
  if (!entry) return undefined;
  const exit = leaves(entry.utc);
  return { first: eventDate(entry), last: exit ? eventDate(exit) : eventDate(entry) };
}

/** An hour either side of the day, so the check below never misses a lunation near midnight. */
const MARGIN_MS = 3_600_000;
/** The Moon gains at most ~15.4° of phase a day; half a day plus the margin stays under this. */
const HALF_DAY_PHASE_REACH = 9;

/**
 * A lunation that is exact on this UTC date, if any. Scanning the sky costs milliseconds, so
 * it is only done when the day can hold one: the noon phase angle must lie within half a day's
 * motion of a quarter, and the angles at either end of the day must straddle it. The event
 * itself, with its exact instant and sign, comes from the scan.
 */
export function lunationOn(date: IsoDate, noonPhaseAngle: number): Lunation | undefined {
  const fromQuarter = noonPhaseAngle % 90;
  if (Math.min(fromQuarter, 90 - fromQuarter) > HALF_DAY_PHASE_REACH) return undefined;
  const dayStart = isoDateToUtc(date).getTime();
  const before = skyAt(new Date(dayStart - MARGIN_MS)).moon.phaseAngle;
  const after = skyAt(new Date(dayStart + 86_400_000 + MARGIN_MS)).moon.phaseAngle;
  if (Math.floor(before / 90) === Math.floor(after / 90)) return undefined;
  return lunationsOf(skyInDates(date, 1)).find((event) => eventDate(event) === date);
}
