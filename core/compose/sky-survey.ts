import { type SignId, signForLongitude } from '../content/signs';
import { type SkyFacts, skyForDate } from '../sky/daily-sky';
import { type IsoDate, addDays } from '../time/calendar-date';

/** The four principal lunar phases: the exact instants the Moon is 0°, 90°, 180°, 270° from the Sun. */
export const LUNATION_IDS = ['new-moon', 'first-quarter', 'full-moon', 'last-quarter'] as const;
export type LunationId = (typeof LUNATION_IDS)[number];

const LUNATION_ANGLES = [
  { id: 'new-moon', angle: 0 },
  { id: 'first-quarter', angle: 90 },
  { id: 'full-moon', angle: 180 },
  { id: 'last-quarter', angle: 270 },
] as const satisfies readonly { id: LunationId; angle: number }[];

export interface DaySky {
  date: IsoDate;
  sky: SkyFacts;
}

export interface SkyEvent<Kind> {
  kind: Kind;
  /** UTC calendar date the event falls on, to within a day (noon samples, linear in between). */
  date: IsoDate;
  sign: SignId;
}

export interface SkySurvey {
  days: DaySky[];
  lunations: SkyEvent<LunationId>[];
  sunIngresses: SkyEvent<'sun-ingress'>[];
}

/** Degrees travelled from `from` to `to` going forward around the circle, 0–360. */
const forwardDistance = (from: number, to: number) => (((to - from) % 360) + 360) % 360;

/**
 * Samples the sky once per day at noon and finds what happened between samples: principal
 * lunar phases and the Sun changing sign. Scanning day by day is cheap (one sky evaluation a
 * day, at most ~32 for a month) and reuses the shared sky module rather than a second
 * astronomy code path. `lookBehind` extra days before `start` only help detect events on the
 * first day; events are reported from `start` onward.
 */
export function surveySky(start: IsoDate, dayCount: number, lookBehind = 1): SkySurvey {
  const samples: DaySky[] = [];
  for (let offset = -lookBehind; offset < dayCount; offset += 1) {
    const date = addDays(start, offset);
    samples.push({ date, sky: skyForDate(date) });
  }
  const lunations: SkyEvent<LunationId>[] = [];
  const sunIngresses: SkyEvent<'sun-ingress'>[] = [];

  for (let index = 1; index < samples.length; index += 1) {
    const before = samples[index - 1];
    const after = samples[index];
    if (!before || !after) continue;
    // An event before the UTC midnight between the two noons belongs to the earlier date.
    const dateAt = (fraction: number) => (fraction < 0.5 ? before.date : after.date);

    const phaseStep = forwardDistance(before.sky.moon.phaseAngle, after.sky.moon.phaseAngle);
    const moonStep = forwardDistance(before.sky.moon.longitude, after.sky.moon.longitude);
    for (const { id, angle } of LUNATION_ANGLES) {
      const distance = forwardDistance(before.sky.moon.phaseAngle, angle);
      if (distance === 0 || distance > phaseStep) continue;
      const fraction = distance / phaseStep;
      const longitude = before.sky.moon.longitude + fraction * moonStep;
      lunations.push({ kind: id, date: dateAt(fraction), sign: signForLongitude(longitude).id });
    }

    if (before.sky.sun.sign !== after.sky.sun.sign) {
      const sunStep = forwardDistance(before.sky.sun.longitude, after.sky.sun.longitude);
      const boundary = Math.ceil(before.sky.sun.longitude / 30) * 30;
      const fraction = sunStep === 0 ? 1 : forwardDistance(before.sky.sun.longitude, boundary) / sunStep;
      sunIngresses.push({ kind: 'sun-ingress', date: dateAt(fraction), sign: after.sky.sun.sign });
    }
  }

  const inRange = (event: { date: IsoDate }) => event.date >= start;
  return {
    days: samples.slice(lookBehind),
    lunations: lunations.filter(inRange),
    sunIngresses: sunIngresses.filter(inRange),
  };
}

/** Runs of consecutive surveyed days on which the Moon (at noon) was in the given sign. */
export function moonVisits(days: readonly DaySky[], sign: SignId): { first: IsoDate; last: IsoDate }[] {
  const visits: { first: IsoDate; last: IsoDate }[] = [];
  let current: { first: IsoDate; last: IsoDate } | null = null;
  for (const day of days) {
    if (day.sky.moon.sign === sign) {
      if (current) current.last = day.date;
      else current = { first: day.date, last: day.date };
    } else if (current) {
      visits.push(current);
      current = null;
    }
  }
  if (current) visits.push(current);
  return visits;
}
