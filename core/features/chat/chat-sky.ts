import { SIGN_IDS, type SignId, signForIsoDate } from '../../content/signs';
import { type Aspect, type AspectId, type AspectPoint, aspectsBetween } from '../../sky/aspects';
import { type BodyId, PHYSICAL_BODY_IDS } from '../../sky/body-ids';
import { type NatalChart, computeChart } from '../../sky/chart';
import { type SkyFacts, skyForDate } from '../../sky/daily-sky';
import { type IsoDate, isoDateToUtc } from '../../time/calendar-date';
import type { ChatProfile } from './chat-request';

/**
 * The real sky a chat answer stands on, computed the same way for the server's prompt, the
 * server's offline composer and the browser's: today's Sun and Moon for the visitor's date and,
 * when the profile has a birth date (with time and place, or alone at noon), that person's
 * natal chart and today's transits to it.
 */

/** Moving bodies whose aspects to a birth chart are worth naming (the Moon changes too fast). */
const TRANSITING: readonly BodyId[] = PHYSICAL_BODY_IDS.filter((id) => id !== 'moon');
/** The natal points a transit is read against: the personal planets and the two social ones. */
const NATAL: readonly BodyId[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'];
const MAJOR_ASPECTS: ReadonlySet<AspectId> = new Set([
  'conjunction',
  'sextile',
  'square',
  'trine',
  'opposition',
]);
/** Slow planets first: a Saturn square lasts months, a Sun trine a day or two. */
const TRANSIT_WEIGHT: Partial<Record<BodyId, number>> = {
  pluto: 7,
  neptune: 6,
  uranus: 6,
  saturn: 5,
  jupiter: 4,
  mars: 3,
};
/** How many transits a chat answer hears about. */
export const CHAT_TRANSIT_LIMIT = 5;

export interface Transit {
  /** The moving body today. */
  transiting: BodyId;
  /** The birth chart's point. */
  natal: BodyId;
  aspect: Aspect<BodyId>;
}

export interface ChatSky {
  today: SkyFacts;
  /** Present when the profile has a birth date. */
  natal?: { chart: NatalChart; timeKnown: boolean; placeKnown: boolean };
  /** Today's transits to the natal chart, the weightiest and tightest first. */
  transits: Transit[];
}

/** The reader's sign: the profile's, else the one their birth date falls in. */
export function readerSign(profile: ChatProfile): SignId | undefined {
  if (profile.sign) return profile.sign;
  const date = profile.birth?.date ?? profile.birthDate;
  return date ? signForIsoDate(date)?.id : undefined;
}

/** The whole-sign solar house a sign falls in, counting the reader's sign as the 1st. */
export function solarHouseOf(reader: SignId, sign: SignId): number {
  return ((SIGN_IDS.indexOf(sign) - SIGN_IDS.indexOf(reader) + 12) % 12) + 1;
}

const noonOf = (date: IsoDate) => new Date(isoDateToUtc(date).getTime() + 12 * 3_600_000);

function natalChartOf(profile: ChatProfile): ChatSky['natal'] {
  const birth = profile.birth;
  if (birth) {
    const timeKnown = birth.time !== undefined;
    const place = timeKnown ? birth.place : undefined;
    const chart = computeChart({
      utc: new Date(birth.utc),
      ...(place ? { latitude: place.latitude, longitude: place.longitude } : {}),
    });
    return { chart, timeKnown, placeKnown: place !== undefined };
  }
  if (!profile.birthDate) return undefined;
  return { chart: computeChart({ utc: noonOf(profile.birthDate) }), timeKnown: false, placeKnown: false };
}

const pointsOf = (chart: NatalChart, ids: readonly BodyId[]): AspectPoint<BodyId>[] =>
  ids.map((id) => ({ id, lon: chart.bodies[id].lon, speed: chart.bodies[id].speed }));

export function transitsTo(natal: NatalChart, date: IsoDate): Transit[] {
  const sky = computeChart({ utc: noonOf(date) });
  // The natal points stand still: a transit applies or separates by the moving body alone.
  const natalPoints = pointsOf(natal, NATAL).map((point) => ({ ...point, speed: 0 }));
  return aspectsBetween(pointsOf(sky, TRANSITING), natalPoints)
    .filter((aspect) => MAJOR_ASPECTS.has(aspect.type))
    .map((aspect) => ({ transiting: aspect.a, natal: aspect.b, aspect }))
    .sort(
      (first, second) =>
        (TRANSIT_WEIGHT[second.transiting] ?? 1) - (TRANSIT_WEIGHT[first.transiting] ?? 1) ||
        first.aspect.orb - second.aspect.orb,
    )
    .slice(0, CHAT_TRANSIT_LIMIT);
}

export function chatSky(profile: ChatProfile, date: IsoDate): ChatSky {
  const natal = natalChartOf(profile);
  return {
    today: skyForDate(date),
    ...(natal ? { natal } : {}),
    transits: natal ? transitsTo(natal.chart, date) : [],
  };
}
