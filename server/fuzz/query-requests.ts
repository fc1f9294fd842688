import { HOUSE_SYSTEM_IDS } from '@core/sky/house-systems';
import { FEATURE_IDS } from '@core/features/feature-ids';
import { type FuzzRequest, hostileQuery, percentEncode } from './fuzz-request';
import { validRequest } from './reading-bodies';
import { hostileText } from './hostile-text';
import {
  NUMBER_SPELLINGS,
  hostileDate,
  hostileInstant,
  hostileTime,
  hostileTimeZone,
} from './hostile-values';
import type { Random } from './seeded-random';

/**
 * Requests for the read-only API routes, which take their input from the query string or the
 * path: the chart, sky events, the sky calendar feed, the sky now, place search and lookup, health, shared readings,
 * and API paths that do not exist. Each parameter is sometimes valid, so the request gets past the first check.
 */
type Pairs = [string, string][];

const sometimes = (random: Random, valid: string, hostile: () => string) =>
  random.chance(0.5) ? valid : hostile();

const degrees = (random: Random, limit: number) =>
  random.chance(0.5) ? String(random.int(-limit, limit)) : random.pick(NUMBER_SPELLINGS);

function chartPairs(random: Random): Pairs {
  const pairs: Pairs = [];
  if (random.chance(0.4)) {
    pairs.push(['utc', sometimes(random, '1990-07-15T14:30:00Z', () => hostileInstant(random))]);
  } else {
    pairs.push(['date', sometimes(random, '1990-07-15', () => hostileDate(random))]);
    if (random.chance(0.8)) pairs.push(['time', sometimes(random, '15:30', () => hostileTime(random))]);
    if (random.chance(0.8))
      pairs.push(['tz', sometimes(random, 'Europe/London', () => hostileTimeZone(random))]);
  }
  if (random.chance(0.6)) {
    pairs.push([
      'lat',
      random.chance(0.3) ? random.pick(['90', '-90', '89.99', '66.6', '0']) : degrees(random, 90),
    ]);
    pairs.push(['lon', degrees(random, 180)]);
  }
  if (random.chance(0.5))
    pairs.push(['houses', sometimes(random, random.pick(HOUSE_SYSTEM_IDS), () => hostileText(random, 20))]);
  return pairs;
}

function skyEventPairs(random: Random): Pairs {
  const pairs: Pairs = [];
  if (random.chance(0.9)) pairs.push(['from', sometimes(random, '2026-03-20', () => hostileDate(random))]);
  if (random.chance(0.7))
    pairs.push(['days', random.chance(0.4) ? String(random.int(0, 120)) : random.pick(NUMBER_SPELLINGS)]);
  return pairs;
}

function placePairs(random: Random): Pairs {
  const pairs: Pairs = [];
  if (random.chance(0.9))
    pairs.push([
      'q',
      sometimes(random, random.pick(['Lon', 'par', 'São', 'N', 'new y', "'s-Her"]), () =>
        hostileText(random, 120),
      ),
    ]);
  if (random.chance(0.5))
    pairs.push(['limit', random.chance(0.4) ? String(random.int(-2, 60)) : random.pick(NUMBER_SPELLINGS)]);
  return pairs;
}

const PLACE_IDS = [
  '2643743',
  '0',
  '00000000001',
  '99999999999',
  '-1',
  '1e3',
  '2643743.0',
  '%20',
  '..',
  '%2e%2e',
];

function placeIdPath(random: Random): string {
  const id = random.chance(0.6) ? random.pick(PLACE_IDS) : percentEncode(hostileText(random, 40));
  return `/api/places/${id}`;
}

const UNKNOWN_API_PATHS = [
  '/api',
  '/api/',
  '/api/readings/1',
  '/api/admin',
  '/api/health/',
  '/api/../api/health',
  '/api/%2e%2e/index.html',
  '/api/places/',
  '/api/sky',
  '/api/sky/events/extra',
  '/api//health',
  '/api/.env',
  '/api/__proto__',
  '/api/constructor/prototype',
];

/** Methods a read-only route does not expect, and the one it does (most often). */
const METHODS = [
  [12, 'GET'],
  [1, 'HEAD'],
  [1, 'POST'],
  [1, 'PUT'],
  [1, 'DELETE'],
  [1, 'PATCH'],
  [1, 'OPTIONS'],
] as const;

const ACCEPT_ENCODINGS = [
  'gzip',
  'br',
  'deflate',
  'gzip, deflate, br',
  'zstd',
  '*',
  'gzip;q=0',
  'identity',
  'bogus, ,;q=',
];

/** Headers a browser, a script or a scanner might send with a read. */
export function readHeaders(random: Random): Record<string, string> {
  const headers: Record<string, string> = {};
  if (random.chance(0.4)) headers['accept-encoding'] = random.pick(ACCEPT_ENCODINGS);
  if (random.chance(0.2)) headers.accept = random.pick(['application/json', 'text/html', '*/*', 'nonsense']);
  if (random.chance(0.1)) headers.origin = random.pick(['https://evil.example', 'null', '::::']);
  if (random.chance(0.1)) headers['if-none-match'] = random.pick(['*', '"x"', 'W/"0"', '"']);
  return headers;
}

/**
 * A reading request's fields as query pairs, as the client asks for a shared reading by GET:
 * any feature (so personal ones are seen refused), arrays and objects written as JSON.
 */
function readingPairs(random: Random, today: string): Pairs {
  const request = validRequest(random, random.pick(FEATURE_IDS), today);
  return Object.entries(request).map(([name, value]) => [
    name,
    typeof value === 'string' ? value : JSON.stringify(value),
  ]);
}

export function queryRouteRequest(random: Random, today: string): FuzzRequest {
  const route = random.weighted([
    [4, 'chart'],
    [3, 'sky-events'],
    [1, 'sky-calendar'],
    [1, 'sky-now'],
    [3, 'places'],
    [2, 'place'],
    [1, 'health'],
    [3, 'readings'],
    [2, 'unknown'],
  ] as const);
  const method = random.weighted(METHODS);
  const headers = readHeaders(random);
  const label = `${method} ${route}`;
  switch (route) {
    case 'chart':
      return { label, method, headers, path: `/api/chart${hostileQuery(random, chartPairs(random))}` };
    case 'sky-events':
      return {
        label,
        method,
        headers,
        path: `/api/sky/events${hostileQuery(random, skyEventPairs(random))}`,
      };
    case 'sky-calendar':
      return {
        label,
        method,
        headers,
        path: `/calendar/sky.ics${hostileQuery(random, random.chance(0.6) ? [['sign', sometimes(random, 'leo', () => hostileText(random, 30))]] : [])}`,
      };
    case 'sky-now':
      return {
        label,
        method,
        headers,
        path: `/api/sky/now${hostileQuery(random, [['at', hostileDate(random)]])}`,
      };
    case 'places':
      return { label, method, headers, path: `/api/places${hostileQuery(random, placePairs(random))}` };
    case 'place':
      return { label, method, headers, path: placeIdPath(random) };
    case 'health':
      return { label, method, headers, path: `/api/health${hostileQuery(random, [['verbose', '1']])}` };
    case 'readings':
      return {
        label,
        method,
        headers,
        path: `/api/readings${hostileQuery(random, readingPairs(random, today))}`,
      };
    case 'unknown':
      return {
        label,
        method,
        headers,
        path: random.chance(0.7)
          ? random.pick(UNKNOWN_API_PATHS)
          : `/api/${percentEncode(hostileText(random, 60))}`,
      };
  }
}
