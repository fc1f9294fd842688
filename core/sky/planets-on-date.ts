import type { SignId } from '../content/signs';
import { type IsoDate, isoDateToUtc } from '../time/calendar-date';
import { type AspectId, aspectBetween } from './aspects';
import { zodiacPlace } from './zodiac-place';
import { type SkyFacts, skyAt } from './daily-sky';
import { computePositions } from './positions';

/**
 * The planets the relationship, career and money readings stand on, for one calendar date:
 * where Venus, Mars, Jupiter and Saturn are (sign, degree, retrograde), how Venus and Mars
 * meet the Sun and each other, and the Moon's phase. The same for every sign, so it is computed
 * once per date and cached; what it means for a sign (its solar houses) is read in
 * `core/compose/sign-sky.ts`.
 */
export const DAY_PLANET_IDS = ['venus', 'mars', 'jupiter', 'saturn'] as const;
export type DayPlanetId = (typeof DAY_PLANET_IDS)[number];

export interface DayPlanet {
  id: DayPlanetId;
  /** Tropical ecliptic longitude of date, degrees [0, 360). */
  lon: number;
  sign: SignId;
  /** Whole degrees within the sign, 0–29. */
  degree: number;
  retrograde: boolean;
  /** The aspect this planet makes to the Sun within the chart engine's orbs, if any. */
  aspectToSun: AspectId | null;
}

export interface PlanetsOnDate {
  date: IsoDate;
  /** The instant the positions are for: 12:00 UTC, the day's representative sky (as daily-sky). */
  instant: string;
  sky: SkyFacts;
  planets: Record<DayPlanetId, DayPlanet>;
  /** Venus to Mars: the classic measure of the day's romantic weather. */
  venusToMars: AspectId | null;
}

const NOON_MS = 12 * 3_600_000;
const CACHE_LIMIT = 512;
const cache = new Map<IsoDate, PlanetsOnDate>();

function compute(date: IsoDate): PlanetsOnDate {
  const instant = new Date(isoDateToUtc(date).getTime() + NOON_MS);
  const positions = computePositions(instant);
  const sun = { id: 'sun', lon: positions.sun.lon, speed: positions.sun.speed };
  const planets = {} as Record<DayPlanetId, DayPlanet>;
  for (const id of DAY_PLANET_IDS) {
    const { lon, speed } = positions[id];
    const place = zodiacPlace(lon);
    planets[id] = {
      id,
      lon,
      sign: place.sign,
      degree: place.degree,
      retrograde: speed < 0,
      aspectToSun: aspectBetween({ id, lon, speed }, sun)?.type ?? null,
    };
  }
  const venusToMars = aspectBetween(
    { id: 'venus', lon: positions.venus.lon, speed: positions.venus.speed },
    { id: 'mars', lon: positions.mars.lon, speed: positions.mars.speed },
  );
  return {
    date,
    instant: instant.toISOString(),
    sky: skyAt(instant),
    planets,
    venusToMars: venusToMars?.type ?? null,
  };
}

/** The planets on a date, from a bounded cache: every sign and feature asking about one day shares it. */
export function planetsOnDate(date: IsoDate): PlanetsOnDate {
  const cached = cache.get(date);
  if (cached) return cached;
  const computed = compute(date);
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(date, computed);
  return computed;
}
