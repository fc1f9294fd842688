import { CALENDAR_CATEGORY_IDS } from '@core/content/calendar-categories';
import { PERSONA_IDS } from '@core/content/personas';
import { SIGN_IDS } from '@core/content/signs';
import { CAREER_TILE_IDS } from '@core/features/career/career-tiles';
import { PERIODS } from '@core/contract/common';
import { FEATURE_IDS, type FeatureId } from '@core/features/feature-ids';
import { WELLBEING_TOPIC_IDS } from '@core/features/wellbeing/wellbeing-topics';
import { LOTTERY_IDS, lotteries } from '@core/features/lucky-numbers/lotteries';
import { ANALYSIS_IDS, analysisTypes } from '@core/features/relationship-analysis/analysis-types';
import { LOVE_FOCUS_IDS } from '@core/features/love/love-foci';
import { PATTERN_IDS } from '@core/features/sacred-geometry/pattern';
import { ARCHETYPE_IDS } from '@core/content/archetypes/archetype';
import { CRYSTAL_IDS } from '@core/features/crystal-scrying/crystal';
import { POSE_IDS } from '@core/features/astro-yoga/yoga-pose';
import { PALM_FOCUS_IDS } from '@core/features/palmistry/palm-foci';
import { CHART_TYPE_IDS, needsPartner, needsTargetLocation } from '@core/sky/advanced/chart-type-ids';
import { TAROT_DECK_IDS, TAROT_DECKS } from '@core/features/tarot/deck/tarot-decks';
import { drawSpread } from '@core/features/tarot/draw/draw-spread';
import { SPREAD_IDS } from '@core/features/tarot/draw/spreads';
import { CHINESE_ANIMAL_IDS } from '@core/features/zodiac-diet/chinese-animals';
import { DIET_FOCUS_IDS } from '@core/features/zodiac-diet/diet-topics';
import { HOUSE_SYSTEM_IDS } from '@core/sky/house-systems';
import { DREAM_EMOTION_IDS } from '@core/features/dream-journal/dream-emotions';
import { DREAM_SYMBOL_IDS } from '@core/features/dream-journal/dream-symbols';
import { JOURNAL_WISDOM_TOPIC_IDS } from '@core/features/dream-journal/journal-wisdom-topics';
import { ANALYSIS_TYPE_IDS } from '@core/features/dream-oracle/analysis-types';
import { COSMIC_SYMBOL_IDS } from '@core/features/dream-oracle/cosmic-symbols';
import { ORACLE_WISDOM_TOPIC_IDS } from '@core/features/dream-oracle/oracle-wisdom-topics';
import { MOON_PHASE_IDS } from '@core/sky/moon-phases';
import { ANGEL_IDS } from '@core/features/angels/angel';
import { SPREAD_IDS as ANGEL_SPREAD_IDS, angelSpreads } from '@core/features/angels/angel-spreads';
import { addDays } from '@core/time/calendar-date';
import { FIRST_SUPPORTED_YEAR, LAST_SUPPORTED_YEAR } from '@core/time/supported-range';
import { type FuzzJson, FuzzObject, fromPlain } from './fuzz-json';
import { hostileText, spoiledWord } from './hostile-text';
import {
  PROTOTYPE_KEYS,
  hostileDate,
  hostileInstant,
  hostileNumber,
  hostileTime,
  hostileTimeZone,
  hostileValue,
  prototypePayload,
} from './hostile-values';
import type { Random } from './seeded-random';

/**
 * Bodies for `POST /api/readings`: a valid request of each feature, then zero or more
 * mutations, so the generated requests reach every depth of the validation and, when they
 * survive it, the composer, the chart engine and the provider path.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** Places at the edges of the globe too: polar latitudes defeat some house systems. */
const PLACES = [
  { name: 'London, United Kingdom', latitude: 51.5074, longitude: -0.1278, timeZone: 'Europe/London' },
  { name: 'Longyearbyen, Svalbard', latitude: 78.2232, longitude: 15.6267, timeZone: 'Arctic/Longyearbyen' },
  { name: 'North Pole', latitude: 90, longitude: 0 },
  { name: 'South Pole', latitude: -90, longitude: 180, timeZone: 'Antarctica/McMurdo' },
  { name: 'Null Island', latitude: 0, longitude: 0, timeZone: 'UTC' },
  { name: 'Kiritimati', latitude: 1.87, longitude: -157.4, timeZone: 'Pacific/Kiritimati' },
  { name: 'Date line', latitude: -16.5, longitude: -180, timeZone: 'Pacific/Fiji' },
  { name: 'Arctic Circle', latitude: 66.5634, longitude: 25.8, timeZone: 'Europe/Helsinki' },
];

/** A birth the contract accepts, anywhere in the supported years, at any minute of the day. */
function validBirth(random: Random, name: string): Record<string, unknown> {
  const year = random.chance(0.2)
    ? random.pick([FIRST_SUPPORTED_YEAR, LAST_SUPPORTED_YEAR])
    : random.int(FIRST_SUPPORTED_YEAR, LAST_SUPPORTED_YEAR);
  const date = random.chance(0.1)
    ? random.pick([`${FIRST_SUPPORTED_YEAR}-01-01`, `${LAST_SUPPORTED_YEAR}-12-31`])
    : `${year}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
  const time = `${pad(random.int(0, 23))}:${pad(random.int(0, 59))}`;
  const birth: Record<string, unknown> = { name, date, utc: `${date}T${time}:00Z`, offsetLabel: 'UTC' };
  if (random.chance(0.8)) birth.time = time;
  if (random.chance(0.85)) birth.place = random.pick(PLACES);
  return birth;
}

/** `count` different whole numbers from 1..`range`, ascending: a valid line of a lottery. */
function distinctNumbers(random: Random, count: number, range: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(random.int(1, range));
  return [...chosen].sort((first, second) => first - second);
}

export function validRequest(random: Random, feature: FeatureId, today: string): Record<string, unknown> {
  const date = random.chance(0.8) ? today : addDays(today, random.pick([-1, 1]));
  switch (feature) {
    case 'horoscope':
      return { feature, sign: random.pick(SIGN_IDS), period: random.pick(PERIODS), date };
    case 'cosmic-calendar':
      return { feature, sign: random.pick(SIGN_IDS), category: random.pick(CALENDAR_CATEGORY_IDS), date };
    case 'wellbeing':
      return { feature, sign: random.pick(SIGN_IDS), topic: random.pick(WELLBEING_TOPIC_IDS), date };
    case 'compatibility':
      return { feature, firstSign: random.pick(SIGN_IDS), secondSign: random.pick(SIGN_IDS), date };
    case 'relationship-analysis': {
      const analysis = random.pick(ANALYSIS_IDS);
      const request: Record<string, unknown> = { feature, analysis, firstSign: random.pick(SIGN_IDS), date };
      if (analysisTypes[analysis].requiresTwoSigns) request.secondSign = random.pick(SIGN_IDS);
      return request;
    }
    case 'career':
      return { feature, sign: random.pick(SIGN_IDS), tile: random.pick(CAREER_TILE_IDS), date };
    case 'love':
      return { feature, sign: random.pick(SIGN_IDS), focus: random.pick(LOVE_FOCUS_IDS), date };
    case 'sacred-geometry':
      return { feature, sign: random.pick(SIGN_IDS), pattern: random.pick(PATTERN_IDS), date };
    case 'mystical-personality':
      return { feature, sign: random.pick(SIGN_IDS), archetype: random.pick(ARCHETYPE_IDS), date };
    case 'crystal-scrying':
      return { feature, sign: random.pick(SIGN_IDS), crystal: random.pick(CRYSTAL_IDS), date };
    case 'astro-yoga': {
      const request: Record<string, unknown> = { feature, sign: random.pick(SIGN_IDS), date };
      if (random.chance(0.8)) request.pose = random.pick(POSE_IDS);
      return request;
    }
    case 'palmistry':
      return { feature, sign: random.pick(SIGN_IDS), focus: random.pick(PALM_FOCUS_IDS), date };
    case 'birth-chart': {
      const request: Record<string, unknown> = { feature, person: validBirth(random, 'Ada') };
      if (random.chance(0.7)) request.houseSystem = random.pick(HOUSE_SYSTEM_IDS);
      return request;
    }
    case 'advanced-chart': {
      const chartType = random.pick(CHART_TYPE_IDS);
      const request: Record<string, unknown> = {
        feature,
        chartType,
        firstSign: random.pick(SIGN_IDS),
        person: validBirth(random, 'Ada'),
        date,
      };
      if (needsPartner(chartType) || random.chance(0.1)) {
        request.partner = validBirth(random, 'Ben');
        request.secondSign = random.pick(SIGN_IDS);
      }
      if (needsTargetLocation(chartType) || random.chance(0.1)) request.targetLocation = random.pick(PLACES);
      return request;
    }
    case 'lucky-numbers': {
      const lottery = lotteries[random.pick(LOTTERY_IDS)];
      const numbers = {
        main: distinctNumbers(random, lottery.numbers, lottery.range),
        bonus: distinctNumbers(random, lottery.bonus, lottery.bonusRange),
      };
      return { feature, sign: random.pick(SIGN_IDS), lottery: lottery.id, numbers, date };
    }
    case 'numerology':
      return { feature, sign: random.pick(SIGN_IDS), name: 'Ada Lovelace', birthDate: '1990-07-14', date };
    case 'chat': {
      const history = Array.from({ length: random.int(0, 4) }, (_, index) => ({
        role: index % 2 === 0 ? 'user' : 'assistant',
        text: index % 2 === 0 ? 'What does the Moon say about my week?' : 'It asks you to rest and listen.',
      }));
      const profile: Record<string, unknown> = {
        name: 'Ada',
        sign: random.pick(SIGN_IDS),
        totalReadings: random.int(0, 40),
      };
      if (random.chance(0.5)) profile.birth = validBirth(random, 'Ada');
      return {
        feature,
        personaId: random.pick(PERSONA_IDS),
        message: 'Hello, how is my love life?',
        history,
        date,
        profile,
      };
    }
    case 'tarot': {
      const spread = random.pick(SPREAD_IDS);
      const deck = random.pick(TAROT_DECK_IDS);
      const cards = drawSpread(spread, TAROT_DECKS[deck], () => random.int(0, 0xffff_ffff));
      return { feature, spread, deck, cards, date };
    }
    case 'dream-journal': {
      const sign = random.pick(SIGN_IDS);
      if (random.chance(0.3))
        return { feature, kind: 'wisdom', sign, topic: random.pick(JOURNAL_WISDOM_TOPIC_IDS), date };
      const request: Record<string, unknown> = {
        feature,
        kind: 'analysis',
        sign,
        description: 'I was flying over a silver lake.\nThen I woke up.',
        emotions: DREAM_EMOTION_IDS.filter(() => random.chance(0.3)),
        symbols: DREAM_SYMBOL_IDS.filter(() => random.chance(0.3)),
        date,
      };
      if (random.chance(0.6)) request.title = 'The silver lake';
      if (random.chance(0.6)) request.moonPhase = random.pick(MOON_PHASE_IDS);
      return request;
    }
    case 'dream-oracle': {
      const sign = random.pick(SIGN_IDS);
      if (random.chance(0.3))
        return { feature, kind: 'wisdom', sign, topic: random.pick(ORACLE_WISDOM_TOPIC_IDS), date };
      return {
        feature,
        kind: 'analysis',
        sign,
        description: 'A temple of light where I was protecting a child.',
        symbols: COSMIC_SYMBOL_IDS.filter(() => random.chance(0.3)),
        analysisType: random.pick(ANALYSIS_TYPE_IDS),
        date,
      };
    }
    case 'angels': {
      const sign = random.pick(SIGN_IDS);
      const kind = random.pick(['reading', 'blessing', 'daily-message'] as const);
      if (kind === 'blessing') return { feature, type: kind, situation: 'A new job on Monday', sign, date };
      if (kind === 'daily-message') return { feature, type: kind, sign, date };
      const spread = random.pick(ANGEL_SPREAD_IDS);
      const pool = [...ANGEL_IDS];
      const angels = angelSpreads[spread].positions.map(
        () => pool.splice(random.int(0, pool.length - 1), 1)[0],
      );
      return { feature, type: kind, spread, angels, sign, question: 'What should I trust?', date };
    }
    case 'zodiac-diet': {
      const request: Record<string, unknown> = { feature, focus: random.pick(DIET_FOCUS_IDS), date };
      const halves = random.pick(['sign', 'animal', 'both'] as const);
      if (halves !== 'animal') request.sign = random.pick(SIGN_IDS);
      if (halves !== 'sign') request.animal = random.pick(CHINESE_ANIMAL_IDS);
      return request;
    }
  }
}

type Path = readonly string[];

/** Every path to a value inside nested objects (arrays are left whole). */
function pathsOf(value: FuzzJson, prefix: Path = []): Path[] {
  if (!(value instanceof FuzzObject)) return [];
  return value.entries.flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
}

function updateAt(
  value: FuzzJson,
  path: Path,
  change: (object: FuzzObject, key: string) => FuzzObject,
): FuzzJson {
  if (!(value instanceof FuzzObject) || path.length === 0) return value;
  const [key = '', ...rest] = path;
  if (rest.length === 0) return change(value, key);
  const inner = value.get(key);
  return inner === undefined ? value : value.with(key, updateAt(inner, rest, change));
}

/** A hostile value aimed at what the field holds, so a date gets bad dates, a zone bad zones. */
function hostileFor(random: Random, key: string, current: FuzzJson | undefined): FuzzJson {
  if (random.chance(0.3)) return hostileValue(random);
  if (key === 'date') return hostileDate(random);
  if (key === 'utc') return hostileInstant(random);
  if (key === 'time') return hostileTime(random);
  if (key === 'timeZone') return hostileTimeZone(random);
  if (key === 'latitude' || key === 'longitude') return hostileNumber(random);
  if (typeof current === 'string' && random.chance(0.5)) return spoiledWord(random, current);
  return hostileText(random, key === 'name' ? 200 : 60);
}

function mutate(random: Random, body: FuzzJson): { body: FuzzJson; how: string } {
  const paths = pathsOf(body);
  const path = paths.length > 0 ? random.pick(paths) : ['feature'];
  const key = path.at(-1) ?? 'feature';
  const how = random.weighted([
    [6, 'replace'],
    [2, 'remove'],
    [2, 'extra-key'],
    [2, 'duplicate-key'],
    [1, 'wrap-in-array'],
    [1, 'feature'],
  ] as const);
  switch (how) {
    case 'replace':
      return {
        how: `replace ${path.join('.')}`,
        body: updateAt(body, path, (object) => object.with(key, hostileFor(random, key, object.get(key)))),
      };
    case 'remove':
      return { how: `remove ${path.join('.')}`, body: updateAt(body, path, (object) => object.without(key)) };
    case 'extra-key': {
      const extra = random.chance(0.6) ? random.pick(PROTOTYPE_KEYS) : hostileText(random, 30);
      const value = random.chance(0.5) ? prototypePayload(random) : hostileValue(random);
      const parent = path.slice(0, -1);
      const add = (object: FuzzObject) => new FuzzObject([...object.entries, [extra, value]]);
      return {
        how: `extra key under ${parent.join('.') || '(body)'}`,
        body: parent.length === 0 && body instanceof FuzzObject ? add(body) : updateAt(body, parent, add),
      };
    }
    case 'duplicate-key':
      return {
        how: `duplicate ${path.join('.')}`,
        body: updateAt(body, path, (object) => {
          const twin = [key, hostileFor(random, key, object.get(key))] as const;
          return new FuzzObject(random.chance(0.5) ? [...object.entries, twin] : [twin, ...object.entries]);
        }),
      };
    case 'wrap-in-array':
      return {
        how: `wrap ${path.join('.')} in an array`,
        body: updateAt(body, path, (object) => object.with(key, [object.get(key) ?? null])),
      };
    case 'feature': {
      const feature = random.chance(0.5)
        ? random.pick(FEATURE_IDS)
        : spoiledWord(random, random.pick(FEATURE_IDS));
      return body instanceof FuzzObject
        ? { how: `feature ${JSON.stringify(feature)}`, body: body.with('feature', feature) }
        : { how: 'feature (no object)', body };
    }
  }
}

/** A reading request body: valid, or mutated one to four times. */
export function readingBody(random: Random, today: string): { body: FuzzJson; label: string } {
  const feature = random.pick(FEATURE_IDS);
  let body = fromPlain(validRequest(random, feature, today));
  const mutations = random.weighted([
    [3, 0],
    [5, 1],
    [2, 2],
    [1, 4],
  ] as const);
  const steps: string[] = [];
  for (let step = 0; step < mutations; step += 1) {
    const next = mutate(random, body);
    body = next.body;
    steps.push(next.how);
  }
  return { body, label: `${feature}${steps.length > 0 ? `: ${steps.join(', ')}` : ' (valid)'}` };
}
