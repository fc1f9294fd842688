import type { BirthMoment, BirthPlace } from '@core/contract/birth-moment';
import { featureApiCases } from '@core/features/api-cases';
import { FEATURE_IDS, type FeatureId } from '@core/features/feature-ids';
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
const PLACES: BirthPlace[] = [
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
function validBirth(random: Random, name: string, before?: string): BirthMoment {
  // A chart that counts forward from birth needs a birth before its date: an earlier year.
  const lastYear = before === undefined ? LAST_SUPPORTED_YEAR : Number(before.slice(0, 4)) - 1;
  const year = random.chance(0.2)
    ? random.pick([FIRST_SUPPORTED_YEAR, lastYear])
    : random.int(FIRST_SUPPORTED_YEAR, lastYear);
  const date = random.chance(0.1)
    ? random.pick([`${FIRST_SUPPORTED_YEAR}-01-01`, `${lastYear}-12-31`])
    : `${year}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
  const time = `${pad(random.int(0, 23))}:${pad(random.int(0, 59))}`;
  return {
    name,
    date,
    utc: `${date}T${time}:00Z`,
    offsetLabel: 'UTC',
    ...(random.chance(0.8) ? { time } : {}),
    ...(random.chance(0.85) ? { place: random.pick(PLACES) } : {}),
  };
}

/**
 * A valid request of one feature, from the generator in its API cases
 * (`core/features/<id>/<id>.api-cases.ts`), on today or a day either side of it.
 */
export function validRequest(random: Random, feature: FeatureId, today: string): Record<string, unknown> {
  const date = random.chance(0.8) ? today : addDays(today, random.pick([-1, 1]));
  const world = {
    birth: (name: string, before?: string) => validBirth(random, name, before),
    place: () => random.pick(PLACES),
  };
  return { ...featureApiCases[feature].sample(random, date, world) };
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
