import { SIGN_IDS, type SignId } from '../content/signs';
import { LUNATION_TYPES } from './lunation-types';
import type { AspectId } from './aspects';
import { ECLIPSE_LATITUDE_LIMIT, type EclipseKind, eclipseAt } from './eclipses';
import { normalizeDegrees, physicalBodyPosition } from './positions';
import { PHYSICAL_BODY_IDS, PLANET_BODY_IDS, type PhysicalBodyId, type PlanetBodyId } from './body-ids';
import { skyFrame } from './sky-frame';
import { type SkyTrack, difference, findCrossings, sampleSky, signalAt, trackTime } from './sky-track';
import { voidOfCoursePeriods } from './void-of-course';

export const SKY_EVENT_TYPES = [
  'new-moon',
  'first-quarter',
  'full-moon',
  'last-quarter',
  'solar-eclipse',
  'lunar-eclipse',
  'station-retrograde',
  'station-direct',
  'ingress',
  'void-of-course-start',
  'void-of-course-end',
] as const;
export type SkyEventType = (typeof SKY_EVENT_TYPES)[number];

export interface SkyEvent {
  type: SkyEventType;
  /** The exact instant, ISO 8601 UTC. */
  utc: string;
  /** The body concerned: the Moon for lunations and void periods, the planet for stations and ingresses. */
  body?: PhysicalBodyId;
  /** Sign of the body at the event; for an ingress the sign entered, for void-of-course the Moon's sign. */
  sign?: SignId;
  /** Apparent ecliptic longitude of the body at the event, degrees. */
  longitude?: number;
  /** Eclipses only. */
  kind?: EclipseKind;
  /** Ingresses only: true when a retrograde planet backs into the previous sign. */
  retrograde?: boolean;
  /** void-of-course-start: the aspect that ended the Moon's course, and when the period ends. */
  lastAspect?: { body: PhysicalBodyId; aspect: AspectId };
  endUtc?: string;
  /** void-of-course-end: when the period began. */
  startUtc?: string;
}

const DAY_MS = 86_400_000;
/** Half-day samples: Hermite interpolation then tracks the Moon to ~0.01″. */
const STEP_DAYS = 0.5;
/** The Moon spends at most ~2.7 days in a sign; void periods straddling the range need this much context. */
const VOID_MARGIN_DAYS = 3;

const TYPE_ORDER = new Map<SkyEventType, number>(SKY_EVENT_TYPES.map((type, index) => [type, index]));

const signAt = (longitude: number): SignId =>
  SIGN_IDS[Math.floor(normalizeDegrees(longitude) / 30) % 12] ?? 'aries';
const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

function lunations(track: SkyTrack, events: SkyEvent[]): void {
  const moon = track.longitudes.moon;
  const phase = difference(moon, track.longitudes.sun);
  for (const crossing of findCrossings(track, phase, 360, [0, 90, 180, 270], 'rising')) {
    const quarter = Math.round(normalizeDegrees(crossing.level) / 90) % 4;
    const type = LUNATION_TYPES[quarter] ?? 'new-moon';
    const longitude = normalizeDegrees(signalAt(track, moon, crossing.ms));
    events.push({ type, utc: iso(crossing.ms), body: 'moon', sign: signAt(longitude), longitude });
    if (quarter !== 0 && quarter !== 2) continue;
    const position = (crossing.ms - track.startMs) / (track.stepDays * DAY_MS);
    const index = Math.floor(position);
    const before = track.moonLatitudes[index] ?? 90;
    const latitude = before + ((track.moonLatitudes[index + 1] ?? before) - before) * (position - index);
    if (Math.abs(latitude) > ECLIPSE_LATITUDE_LIMIT) continue;
    const eclipse = eclipseAt(crossing.ms, quarter === 0);
    if (eclipse) {
      events.push({
        type: quarter === 0 ? 'solar-eclipse' : 'lunar-eclipse',
        utc: iso(eclipse.ms),
        kind: eclipse.kind,
        sign: signAt(longitude),
        longitude,
      });
    }
  }
}

function ingresses(track: SkyTrack, events: SkyEvent[]): void {
  for (const body of PHYSICAL_BODY_IDS) {
    for (const crossing of findCrossings(track, track.longitudes[body], 30, [0])) {
      const longitude = normalizeDegrees(crossing.level);
      const entered = crossing.rising ? longitude + 15 : longitude - 15;
      events.push({
        type: 'ingress',
        utc: iso(crossing.ms),
        body,
        sign: signAt(entered),
        longitude,
        retrograde: !crossing.rising,
      });
    }
  }
}

const exactSpeed = (body: PlanetBodyId, ms: number) =>
  physicalBodyPosition(skyFrame(new Date(ms)), body).speed;

/** Refines a sign change of the speed between two samples with regula falsi (Illinois) on exact speeds. */
function refineStation(
  body: PlanetBodyId,
  startMs: number,
  startSpeed: number,
  endMs: number,
  endSpeed: number,
): number {
  let [aMs, aSpeed, bMs, bSpeed] = [startMs, startSpeed, endMs, endSpeed];
  let side = 0;
  let guess = aMs;
  for (let iteration = 0; iteration < 12; iteration += 1) {
    guess = bMs - (bSpeed * (bMs - aMs)) / (bSpeed - aSpeed);
    const speed = exactSpeed(body, guess);
    if (Math.sign(speed) === Math.sign(bSpeed)) {
      [bMs, bSpeed] = [guess, speed];
      if (side === -1) aSpeed /= 2;
      side = -1;
    } else {
      [aMs, aSpeed] = [guess, speed];
      if (side === 1) bSpeed /= 2;
      side = 1;
    }
    if (Math.abs(bMs - aMs) < 10_000) break;
  }
  return guess;
}

function stations(track: SkyTrack, events: SkyEvent[]): void {
  for (const body of PLANET_BODY_IDS) {
    const { rates } = track.longitudes[body];
    for (let index = 0; index + 1 < track.length; index += 1) {
      const before = rates[index] ?? 0;
      const after = rates[index + 1] ?? 0;
      if (before === 0 || Math.sign(before) === Math.sign(after)) continue;
      const ms = refineStation(body, trackTime(track, index), before, trackTime(track, index + 1), after);
      const longitude = normalizeDegrees(signalAt(track, track.longitudes[body], ms));
      events.push({
        type: before > 0 ? 'station-retrograde' : 'station-direct',
        utc: iso(ms),
        body,
        sign: signAt(longitude),
        longitude,
      });
    }
  }
}

function voidsOfCourse(track: SkyTrack, events: SkyEvent[]): void {
  const moon = track.longitudes.moon;
  const moonIngresses = findCrossings(track, moon, 30, [0], 'rising');
  for (const period of voidOfCoursePeriods(track, moonIngresses)) {
    const sign = signAt(signalAt(track, moon, period.startMs) + 1e-6);
    events.push({
      type: 'void-of-course-start',
      utc: iso(period.startMs),
      body: 'moon',
      sign,
      endUtc: iso(period.endMs),
      ...(period.lastAspect ? { lastAspect: period.lastAspect } : {}),
    });
    events.push({
      type: 'void-of-course-end',
      utc: iso(period.endMs),
      body: 'moon',
      sign,
      startUtc: iso(period.startMs),
    });
  }
}

/**
 * Every lunation, eclipse, station, ingress (Sun to Pluto and the Moon) and void-of-course
 * start and end from `from` for `days` days, sorted by time. Positions are apparent and of date,
 * the same as the chart engine's, so the events agree with charts cast for their instants.
 */
export function findSkyEvents(from: Date, days: number): SkyEvent[] {
  const startMs = from.getTime();
  const endMs = startMs + days * DAY_MS;
  const track = sampleSky(startMs - VOID_MARGIN_DAYS * DAY_MS, endMs + VOID_MARGIN_DAYS * DAY_MS, STEP_DAYS);
  const events: SkyEvent[] = [];
  lunations(track, events);
  ingresses(track, events);
  stations(track, events);
  voidsOfCourse(track, events);
  return events
    .filter((event) => {
      const ms = Date.parse(event.utc);
      return ms >= startMs && ms < endMs;
    })
    .sort(
      (first, second) =>
        first.utc.localeCompare(second.utc) ||
        (TYPE_ORDER.get(first.type) ?? 0) - (TYPE_ORDER.get(second.type) ?? 0),
    );
}
