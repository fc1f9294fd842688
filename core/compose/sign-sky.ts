import { ASPECT_WORDS, BODY_NAMES } from '../content/body-names';
import { type SignId, signName } from '../content/signs';
import { type DayPlanet, type DayPlanetId, type PlanetsOnDate, planetsOnDate } from '../sky/planets-on-date';
import type { IsoDate } from '../time/calendar-date';
import { houseAreas, type HouseNumber } from './chart/bank/house-lines';
import { ordinal, wholeSignHouse } from './chart/chart-words';
import { moonFact } from './reading-facts';

/**
 * The real sky of a date read for one Sun sign: the standard sun-sign technique of counting
 * whole-sign "solar houses" from the reader's sign. Love, compatibility, relationship, career,
 * money and luck readings (prompts and offline composers alike) take their facts from here, so
 * a prompt and a composed text name the same Venus, the same Jupiter house, the same Moon.
 */
export interface SignPlanet extends DayPlanet {
  /** The whole-sign house the planet's sign is, counted from the reader's sign as the 1st. */
  solarHouse: HouseNumber;
}

export interface SignSky {
  date: IsoDate;
  sign: SignId;
  day: PlanetsOnDate;
  planets: Record<DayPlanetId, SignPlanet>;
}

export function signSkyFor(sign: SignId, date: IsoDate): SignSky {
  const day = planetsOnDate(date);
  const planets = {} as Record<DayPlanetId, SignPlanet>;
  for (const [id, planet] of Object.entries(day.planets) as [DayPlanetId, DayPlanet][]) {
    planets[id] = { ...planet, solarHouse: wholeSignHouse(planet.sign, sign) };
  }
  return { date, sign, day, planets };
}

/** "Venus retrograde at 7° Scorpio" / "Mars at 29° Leo". */
export function placementFact(planet: DayPlanet): string {
  const motion = planet.retrograde ? ' retrograde' : '';
  return `${BODY_NAMES[planet.id]}${motion} at ${planet.degree}° ${signName(planet.sign)}`;
}

/** "Mars at 29° Leo, square the Sun" (the aspect only when there is one). */
export function planetWithSunFact(planet: DayPlanet): string {
  const aspect = planet.aspectToSun ? `, ${ASPECT_WORDS[planet.aspectToSun]} the Sun` : '';
  return `${placementFact(planet)}${aspect}`;
}

/** "Jupiter at 26° Leo, in your 8th solar house (intimacy, shared resources and deep change)". */
export function solarHouseFact(planet: SignPlanet): string {
  const area = houseAreas[planet.solarHouse][0];
  return `${placementFact(planet)}, in your ${ordinal(planet.solarHouse)} solar house (${area})`;
}

/** "Venus and Mars are square" or null when they make no aspect. */
export function venusMarsFact(sky: SignSky): string | null {
  const aspect = sky.day.venusToMars;
  return aspect ? `Venus ${ASPECT_WORDS[aspect]} Mars` : null;
}

/** The facts a love or relationship reading rests on: Venus, Mars, how they meet, the Moon. */
export function loveSkyFacts(sky: SignSky): string[] {
  const facts = [planetWithSunFact(sky.planets.venus), planetWithSunFact(sky.planets.mars)];
  const meeting = venusMarsFact(sky);
  if (meeting) facts.push(meeting);
  facts.push(`Venus in your ${ordinal(sky.planets.venus.solarHouse)} solar house`);
  facts.push(moonFact(sky.day.sky));
  return facts;
}

/** The facts a career, money or purpose reading rests on: Jupiter's and Saturn's solar houses, Mars, the Moon. */
export function careerSkyFacts(sky: SignSky): string[] {
  return [
    solarHouseFact(sky.planets.jupiter),
    solarHouseFact(sky.planets.saturn),
    planetWithSunFact(sky.planets.mars),
    moonFact(sky.day.sky),
  ];
}
