import type { PlanetId, SignId } from '../../content/signs';
import { type NatalChart, computeChart } from '../../sky/chart';
import { type SkyEvent } from '../../sky/events';
import { normalizeDegrees, physicalBodyPosition } from '../../sky/positions';
import { skyFrame } from '../../sky/sky-frame';
import { type Lunation, eventDate, eventsOfType, lunationsOf, skyInDates } from '../../sky/sky-in-period';
import { zodiacPlace } from '../../sky/zodiac-place';
import { type IsoDate, addDays, isoDateToUtc, utcToIsoDate } from '../../time/calendar-date';

/**
 * Sky figures the offline chat states, each computed here from core/sky: where a planet stands
 * today, when a slow planet comes back to its birth degree (a Saturn or Jupiter return, found by
 * scanning the days and narrowing to the hour), Mercury's next stations, the lunations and sign
 * changes ahead. Nothing here writes prose.
 */

const DAY_MS = 86_400_000;
const YEAR_MS = 365.2422 * DAY_MS;
const noonMs = (date: IsoDate) => isoDateToUtc(date).getTime() + DAY_MS / 2;

const todayCharts = new Map<IsoDate, NatalChart>();
/** The sky at noon UTC of a date, every body with sign, degree and motion (kept for a few dates). */
export function skyChartOn(date: IsoDate): NatalChart {
  let chart = todayCharts.get(date);
  if (!chart) {
    chart = computeChart({ utc: new Date(noonMs(date)) });
    if (todayCharts.size > 32) todayCharts.clear();
    todayCharts.set(date, chart);
  }
  return chart;
}

export interface ChatPlacement {
  sign: SignId;
  degree: number;
  retrograde: boolean;
  house?: number;
}

export const placementIn = (chart: NatalChart, planet: PlanetId): ChatPlacement => {
  const body = chart.bodies[planet];
  return {
    sign: body.sign,
    degree: body.degree,
    retrograde: body.retrograde,
    ...(body.house === undefined ? {} : { house: body.house }),
  };
};

const longitudeAt = (planet: PlanetId, ms: number) =>
  physicalBodyPosition(skyFrame(new Date(ms)), planet).lon;

/** Signed distance from `target` to `lon`, -180 to 180. */
const offset = (lon: number, target: number) => ((normalizeDegrees(lon - target) + 540) % 360) - 180;

/** Every instant in [fromMs, toMs] when the planet stands exactly on `target` (scan, then bisect). */
export function passesOver(
  planet: PlanetId,
  target: number,
  fromMs: number,
  toMs: number,
  stepDays: number,
): number[] {
  const found: number[] = [];
  let previousMs = fromMs;
  let previous = offset(longitudeAt(planet, fromMs), target);
  for (let ms = fromMs + stepDays * DAY_MS; ms <= toMs; ms += stepDays * DAY_MS) {
    const current = offset(longitudeAt(planet, ms), target);
    if (Math.sign(current) !== Math.sign(previous) && Math.abs(current - previous) < 90) {
      let low = previousMs;
      let high = ms;
      let lowValue = previous;
      while (high - low > 3_600_000) {
        const middle = (low + high) / 2;
        const value = offset(longitudeAt(planet, middle), target);
        if (Math.sign(value) === Math.sign(lowValue)) {
          low = middle;
          lowValue = value;
        } else high = middle;
      }
      found.push((low + high) / 2);
    }
    previousMs = ms;
    previous = current;
  }
  return found;
}

export interface PlanetReturn {
  /** 1 for the first return, 2 for the second... */
  number: number;
  /** The dates transiting planet stands exactly on its birth degree (one, or three with a retrograde loop). */
  passes: IsoDate[];
  /** Age in whole years at the first pass. */
  age: number;
}

export interface ReturnFacts {
  natal: ChatPlacement;
  /** The latest return whose last pass is before the date, if any. */
  previous?: PlanetReturn;
  /** The return in progress or the next one. */
  next?: PlanetReturn;
}

const PERIOD_YEARS = { saturn: 29.457, jupiter: 11.862 } as const;
const WINDOW_YEARS = { saturn: 2.6, jupiter: 1.1 } as const;
const STEP_DAYS = { saturn: 4, jupiter: 2 } as const;

const returnCache = new Map<string, ReturnFacts>();

/**
 * The Saturn or Jupiter returns around `date` for a birth chart: the transiting planet's exact
 * passes over the natal longitude, searched in a window around each multiple of its period.
 */
export function returnFacts(natal: NatalChart, planet: 'saturn' | 'jupiter', date: IsoDate): ReturnFacts {
  const key = `${natal.utc}|${planet}|${date}`;
  const cached = returnCache.get(key);
  if (cached) return cached;
  const birthMs = Date.parse(natal.utc);
  const target = natal.bodies[planet].lon;
  const todayMs = noonMs(date);
  const age = (todayMs - birthMs) / YEAR_MS;
  const around = Math.max(1, Math.floor(age / PERIOD_YEARS[planet]));
  const returns: PlanetReturn[] = [];
  for (const number of [around - 1, around, around + 1]) {
    if (number < 1) continue;
    const center = birthMs + number * PERIOD_YEARS[planet] * YEAR_MS;
    const passes = passesOver(
      planet,
      target,
      center - WINDOW_YEARS[planet] * YEAR_MS,
      center + WINDOW_YEARS[planet] * YEAR_MS,
      STEP_DAYS[planet],
    );
    const first = passes[0];
    if (first === undefined) continue;
    returns.push({
      number,
      passes: passes.map((ms) => utcToIsoDate(new Date(ms))),
      age: Math.floor((first - birthMs) / YEAR_MS),
    });
  }
  const previous = returns.filter((item) => (item.passes.at(-1) ?? '') < date).at(-1);
  const next = returns.find((item) => (item.passes.at(-1) ?? '') >= date);
  const facts: ReturnFacts = {
    natal: placementIn(natal, planet),
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
  };
  if (returnCache.size > 64) returnCache.clear();
  returnCache.set(key, facts);
  return facts;
}

export interface RetrogradeFacts {
  /** Mercury is retrograde on the date. */
  now: boolean;
  /** Mercury's place today. */
  place: ChatPlacement;
  /** The next station retrograde (after the date), with the sign it happens in. */
  nextStart?: { date: IsoDate; sign: SignId; degree: number };
  /** The next station direct after the date. */
  nextEnd?: { date: IsoDate; sign: SignId; degree: number };
}

const stationOf = (event: SkyEvent | undefined) => {
  if (!event || event.longitude === undefined) return undefined;
  const place = zodiacPlace(event.longitude);
  return { date: eventDate(event), sign: place.sign, degree: place.degree };
};

export function mercuryRetrogradeFacts(date: IsoDate): RetrogradeFacts {
  const events = skyInDates(addDays(date, 1), 150);
  const start = eventsOfType(events, ['station-retrograde'], 'mercury')[0];
  const end = eventsOfType(events, ['station-direct'], 'mercury')[0];
  const nextStart = stationOf(start);
  const nextEnd = stationOf(end);
  return {
    now: skyChartOn(date).bodies.mercury.retrograde,
    place: placementIn(skyChartOn(date), 'mercury'),
    ...(nextStart ? { nextStart } : {}),
    ...(nextEnd ? { nextEnd } : {}),
  };
}

export interface LunationFact {
  date: IsoDate;
  sign: SignId;
  kind: 'new' | 'full' | 'quarter';
}

const lunationFactOf = (lunation: Lunation): LunationFact => ({
  date: eventDate(lunation),
  sign: lunation.sign,
  kind: lunation.type === 'new-moon' ? 'new' : lunation.type === 'full-moon' ? 'full' : 'quarter',
});

/** The next New Moon and Full Moon after the date. */
export function nextLunations(date: IsoDate): { newMoon?: LunationFact; fullMoon?: LunationFact } {
  const lunations = lunationsOf(skyInDates(addDays(date, 1), 35), ['new-moon', 'full-moon']).map(
    lunationFactOf,
  );
  const newMoon = lunations.find((item) => item.kind === 'new');
  const fullMoon = lunations.find((item) => item.kind === 'full');
  return { ...(newMoon ? { newMoon } : {}), ...(fullMoon ? { fullMoon } : {}) };
}

export interface Ingress {
  planet: PlanetId;
  date: IsoDate;
  sign: SignId;
  retrograde: boolean;
}

const ingressOf = (event: SkyEvent): Ingress | undefined =>
  event.body && event.sign
    ? { planet: event.body, date: eventDate(event), sign: event.sign, retrograde: event.retrograde === true }
    : undefined;

/** A planet's next change of sign within `days` after the date. */
export function nextIngress(planet: PlanetId, date: IsoDate, days = 90): Ingress | undefined {
  const event = eventsOfType(skyInDates(addDays(date, 1), days), ['ingress'], planet)[0];
  return event ? ingressOf(event) : undefined;
}

export interface WeekFacts {
  start: IsoDate;
  end: IsoDate;
  lunations: LunationFact[];
  /** Sign changes of the Sun and the planets (not the Moon). */
  ingresses: Ingress[];
  stations: { planet: PlanetId; date: IsoDate; direct: boolean }[];
  /** The signs the Moon crosses, in order. */
  moonSigns: SignId[];
}

/** The seven days after the date. */
export function weekAhead(date: IsoDate): WeekFacts {
  const start = addDays(date, 1);
  const events = skyInDates(start, 7);
  const moonSigns: SignId[] = [];
  for (let day = 0; day < 7; day += 1) {
    const sign = skyChartOn(addDays(start, day)).bodies.moon.sign;
    if (moonSigns.at(-1) !== sign) moonSigns.push(sign);
  }
  return {
    start,
    end: addDays(date, 7),
    lunations: lunationsOf(events).map(lunationFactOf),
    ingresses: eventsOfType(events, ['ingress'])
      .filter((event) => event.body !== 'moon')
      .flatMap((event) => ingressOf(event) ?? []),
    stations: eventsOfType(events, ['station-retrograde', 'station-direct']).flatMap((event) =>
      event.body
        ? [{ planet: event.body, date: eventDate(event), direct: event.type === 'station-direct' }]
        : [],
    ),
    moonSigns,
  };
}

/** The planets (Mercury to Pluto) retrograde on the date. */
/**
 * The planets retrograde throughout the date: one within a day of a station is turning, not
 * simply retrograde, so it is left out (every page's sky claims are held to this).
 */
export const retrogradesOn = (date: IsoDate): PlanetId[] => {
  const stations = eventsOfType(skyInDates(addDays(date, -1), 3), ['station-retrograde', 'station-direct']);
  return (['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const).filter(
    (planet) =>
      skyChartOn(date).bodies[planet].retrograde && !stations.some((station) => station.body === planet),
  );
};

/** The signs the Moon held over a birth date, from its start to its end in UTC. */
export function moonSignsOfBirthDate(date: IsoDate): SignId[] {
  const startMs = isoDateToUtc(date).getTime();
  const signs = [startMs, startMs + DAY_MS - 60_000].map((ms) => zodiacPlace(longitudeAt('moon', ms)).sign);
  return signs[0] === signs[1] ? [signs[0] as SignId] : (signs as SignId[]);
}
