import { type AspectPoint } from './aspects';
import { ayanamsaOf } from './ayanamsa';
import { type BodyPosition, isNodePair } from './chart';
import { type AspectChoice, type ChartAspectId, chartAspectsBetween } from './chart-aspects';
import { chironPosition, hasChiron } from './chiron';
import { BODY_IDS, type BodyId, type ChartBodyId } from './body-ids';
import { type Houses, computeHouses, houseOf } from './houses';
import type { HouseSystemId } from './house-systems';
import { meanLunarApogee } from './lunar-apogee';
import { type EclipticPosition, computePositions, normalizeDegrees } from './positions';
import { skyFrame } from './sky-frame';
import type { AyanamsaId, ZodiacChoice } from './zodiacs';
import { zodiacPlace } from './zodiac-place';
import type { Aspect } from './aspects';

export type ChartZodiac =
  { zodiac: 'tropical' } | { zodiac: 'sidereal'; ayanamsa: AyanamsaId; ayanamsaDegrees: number };

/** A point of the chart that is not a body: a longitude with its sign and house. */
export interface ChartPoint {
  lon: number;
  sign: BodyPosition['sign'];
  degree: number;
  minute: number;
  house: number;
}

export interface PartOfFortune extends ChartPoint {
  /** Day chart (the Sun above the horizon): Asc + Moon − Sun; night chart: Asc + Sun − Moon. */
  formula: 'day' | 'night';
}

export interface AstrologerChart {
  utc: string;
  zodiac: ChartZodiac;
  /** The bodies, Lilith, and Chiron when the instant lies in 1900–2100 (its tabulated orbit). */
  bodies: Record<BodyId | 'lilith', BodyPosition> & { chiron?: BodyPosition };
  houses?: Houses;
  /** With a birth time and place. */
  points?: { partOfFortune: PartOfFortune; vertex: ChartPoint };
  aspectChoice: AspectChoice;
  aspects: Aspect<ChartBodyId, ChartAspectId>[];
}

export interface AstrologerChartInput {
  utc: Date;
  latitude?: number;
  longitude?: number;
  houseSystem?: HouseSystemId;
  zodiac?: ZodiacChoice;
  aspects?: AspectChoice;
}

/** Every longitude of the chart less the ayanamsa; whole-sign cusps start again from 0° of the sidereal sign. */
function siderealHouses(houses: Houses, ayanamsa: number): Houses {
  const shift = (lon: number) => normalizeDegrees(lon - ayanamsa);
  const asc = shift(houses.asc);
  const cusps =
    houses.system === 'whole-sign'
      ? houses.cusps.map((_, index) => normalizeDegrees(Math.floor(asc / 30) * 30 + 30 * index))
      : houses.cusps.map(shift);
  return { ...houses, asc, mc: shift(houses.mc), vertex: shift(houses.vertex), cusps };
}

const pointAt = (lon: number, cusps: readonly number[]): ChartPoint => ({
  lon,
  ...zodiacPlace(lon),
  house: houseOf(lon, cusps),
});

/**
 * The chart an astrologer asks for: every body with Lilith and Chiron, houses in any of the twelve
 * systems, the Part of Fortune and the Vertex, in the tropical or a sidereal zodiac, with the
 * chosen aspects and orbs. The readings keep using computeChart, whose bodies and aspects they
 * have words for.
 */
export function computeAstrologerChart({
  utc,
  latitude,
  longitude,
  houseSystem = 'placidus',
  zodiac = { zodiac: 'tropical' },
  aspects = { set: 'usual', orbs: 'standard' },
}: AstrologerChartInput): AstrologerChart {
  const frame = skyFrame(utc);
  const tropical: Partial<Record<ChartBodyId, EclipticPosition>> = {
    ...computePositions(frame),
    lilith: meanLunarApogee(frame),
    ...(hasChiron(frame) ? { chiron: chironPosition(frame) } : {}),
  };
  const ayanamsa = zodiac.zodiac === 'sidereal' ? ayanamsaOf(zodiac.ayanamsa, frame) : { value: 0, rate: 0 };
  const tropicalHouses =
    latitude === undefined || longitude === undefined
      ? undefined
      : computeHouses({ instant: frame.time, latitude, longitude, system: houseSystem });
  const houses =
    tropicalHouses &&
    (ayanamsa.value === 0 ? tropicalHouses : siderealHouses(tropicalHouses, ayanamsa.value));

  const bodies: Partial<Record<ChartBodyId, BodyPosition>> = {};
  const ids: ChartBodyId[] = [...BODY_IDS, 'lilith', ...(tropical.chiron ? (['chiron'] as const) : [])];
  for (const id of ids) {
    const position = tropical[id];
    if (!position) continue;
    const lon = normalizeDegrees(position.lon - ayanamsa.value);
    const speed = position.speed - ayanamsa.rate;
    bodies[id] = {
      lon,
      lat: position.lat,
      speed,
      retrograde: speed < 0,
      ...zodiacPlace(lon),
      ...(houses ? { house: houseOf(lon, houses.cusps) } : {}),
    };
  }
  const points: AspectPoint<ChartBodyId>[] = ids.flatMap((id) => {
    const body = bodies[id];
    return body ? [{ id, lon: body.lon, speed: body.speed }] : [];
  });
  const chart: AstrologerChart = {
    utc: utc.toISOString(),
    zodiac:
      zodiac.zodiac === 'sidereal'
        ? { zodiac: 'sidereal', ayanamsa: zodiac.ayanamsa, ayanamsaDegrees: ayanamsa.value }
        : { zodiac: 'tropical' },
    bodies: bodies as AstrologerChart['bodies'],
    aspectChoice: aspects,
    aspects: chartAspectsBetween(points, points, aspects).filter((aspect) => !isNodePair(aspect.a, aspect.b)),
  };
  if (!houses || !tropicalHouses) return chart;
  const sun = tropical.sun?.lon ?? 0;
  const moon = tropical.moon?.lon ?? 0;
  // The Sun is above the horizon when it lies in the half of the ecliptic from the Descendant over the Midheaven to the Ascendant.
  const daytime = normalizeDegrees(sun - tropicalHouses.asc) >= 180;
  const fortune = normalizeDegrees(houses.asc + (daytime ? moon - sun : sun - moon));
  return {
    ...chart,
    houses,
    points: {
      partOfFortune: { ...pointAt(fortune, houses.cusps), formula: daytime ? 'day' : 'night' },
      vertex: pointAt(houses.vertex, houses.cusps),
    },
  };
}
