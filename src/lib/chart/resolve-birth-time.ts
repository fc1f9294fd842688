import type { BirthPlace } from '@core/contract/birth-moment';
import { type ResolvedInstant, resolveLocalTime } from '@core/time/birth-time';
import { isIsoDate } from '@core/time/calendar-date';
import { type BirthDetails, type TimeOption, deviceTimeZone, isBirthTimeEntered } from './birth-details';
import { type FieldProblem, readBirthPlace } from './birth-place';
import { type LocalClock, clockToUtc } from './local-clock';

/** Without a known time the chart is cast for local noon: the day's positions are off by at most half a day. */
export const NOON = '12:00';

/** A clock time the clocks skipped (spring forward) or repeated (fall back), with its two readings. */
export interface TimeChoice {
  kind: 'ambiguous' | 'nonexistent';
  /** Ambiguous: the first and the second occurrence. Nonexistent: read with the offset after, then before, the jump. */
  options: [ResolvedInstant, ResolvedInstant];
  /** Minutes the clocks jumped by (nonexistent times only). */
  gapMinutes?: number;
  /** Names the date, time and zone, so a choice made for another time is not reused. */
  key: string;
  chosen: TimeOption | null;
}

export type BirthTimeResolution =
  /** Not enough entered yet to say how the time is read (no valid date, or an unfinished place). */
  | { status: 'incomplete' }
  /** The clocks skipped or repeated this time: the visitor must say which reading they meant. */
  | { status: 'needs-choice'; choice: TimeChoice; clock: LocalClock }
  | {
      status: 'resolved';
      instant: ResolvedInstant;
      clock: LocalClock;
      /** The clock time used: the birth time, or noon when it is unknown. */
      time: string;
      timeKnown: boolean;
      /** The place the time was read at, when one was given. */
      place?: BirthPlace;
      /** No place given: the time was read in this device's zone. */
      deviceZone: boolean;
      /** The offset was set by hand with "Adjust". */
      overridden: boolean;
      /** Present when the time was skipped or repeated and the visitor chose a reading. */
      choice?: TimeChoice;
    };

/**
 * How the entered local birth time maps to UTC: through the IANA history of the birth place's
 * zone (local mean time from the longitude before standard time), the device's zone when no
 * place is given, or the offset set by hand. Pure: call it on every render.
 */
export function resolveBirthTime(details: BirthDetails): BirthTimeResolution {
  if (!isIsoDate(details.date)) return { status: 'incomplete' };
  const placeReading = readBirthPlace(details);
  if (placeReading.status === 'problems') return { status: 'incomplete' };
  const place = placeReading.status === 'known' ? placeReading.place : undefined;
  const timeKnown = isBirthTimeEntered(details);
  const time = timeKnown ? details.time : NOON;
  const common = { time, timeKnown, ...(place ? { place } : {}), deviceZone: place === undefined };

  if (details.offsetOverride !== null) {
    const clock: LocalClock = { kind: 'offset', offsetMinutes: details.offsetOverride };
    return {
      status: 'resolved',
      instant: clockToUtc(clock, details.date, time),
      clock,
      ...common,
      overridden: true,
    };
  }
  const clock: LocalClock =
    placeReading.status === 'known' ? placeReading.clock : { kind: 'zone', timeZone: deviceTimeZone() };
  if (clock.kind === 'offset') {
    return {
      status: 'resolved',
      instant: clockToUtc(clock, details.date, time),
      clock,
      ...common,
      overridden: false,
    };
  }

  let resolution;
  try {
    resolution = resolveLocalTime({
      date: details.date,
      time,
      timeZone: clock.timeZone,
      ...(clock.longitude === undefined ? {} : { longitude: clock.longitude }),
    });
  } catch (error) {
    console.error('The birth time could not be resolved:', error);
    return { status: 'incomplete' };
  }
  if (resolution.kind === 'unique') {
    const { kind: _kind, ...instant } = resolution;
    return { status: 'resolved', instant, clock, ...common, overridden: false };
  }

  const key = timeChoiceKey(details.date, time, clock.timeZone);
  const stored = details.timeChoice?.key === key ? details.timeChoice.option : null;
  const choice: TimeChoice = {
    kind: resolution.kind,
    options: resolution.options,
    ...(resolution.kind === 'nonexistent' ? { gapMinutes: resolution.gapMinutes } : {}),
    key,
    chosen: stored,
  };
  // Noon is a stand-in for an unknown time, so which reading of it hardly matters: take the first.
  const chosen = stored ?? (timeKnown ? null : 0);
  if (chosen === null) return { status: 'needs-choice', choice, clock };
  return { status: 'resolved', instant: choice.options[chosen], clock, ...common, overridden: false, choice };
}

export const timeChoiceKey = (date: string, time: string, timeZone: string) => `${date} ${time} ${timeZone}`;

/** The problem to show for an unanswered skipped or repeated time. */
export function timeChoiceProblem(choice: TimeChoice, time: string): FieldProblem {
  return {
    field: 'timeChoice',
    message:
      choice.kind === 'ambiguous'
        ? `The clocks went back that night, so ${time} happened twice: choose which one you mean.`
        : `The clocks jumped forward over ${time} that night: choose how to read it.`,
  };
}
