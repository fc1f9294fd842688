import { type FuzzContext, type FuzzRequest, hostileQuery } from './fuzz-request';
import { type FuzzJson, FuzzObject, writeJson } from './fuzz-json';
import {
  deeplyNested,
  hostileDate,
  hostileNumber,
  hostileTime,
  hostileTimeZone,
  hostileValue,
  prototypePayload,
} from './hostile-values';
import { jsonPostHeaders, withInvalidUtf8 } from './reading-requests';
import type { Random } from './seeded-random';

/**
 * `POST /api/transits` (issue 28): a birth and a window, each field sometimes valid, sometimes a
 * hostile spelling or value; sometimes the birth in the query string, spoiled bytes or a body
 * past the 2 KiB limit.
 */
const field = <T extends FuzzJson>(random: Random, valid: () => T, hostile: () => FuzzJson): FuzzJson =>
  random.chance(0.7) ? valid() : hostile();

function birth(random: Random): FuzzJson {
  const entries: [string, FuzzJson][] = [
    [
      'date',
      field(
        random,
        () => random.pick(['1990-05-17', '1900-01-01', '2049-12-31']),
        () => hostileDate(random),
      ),
    ],
    [
      'tz',
      field(
        random,
        () => random.pick(['Europe/Paris', 'UTC', 'America/Argentina/Buenos_Aires']),
        () => hostileTimeZone(random),
      ),
    ],
  ];
  if (random.chance(0.7))
    entries.push([
      'time',
      field(
        random,
        () => '16:30',
        () => hostileTime(random),
      ),
    ]);
  if (random.chance(0.6)) {
    entries.push([
      'lat',
      field(
        random,
        () => random.int(-89, 89),
        () => hostileNumber(random),
      ),
    ]);
    entries.push([
      'lon',
      field(
        random,
        () => random.int(-179, 179),
        () => hostileNumber(random),
      ),
    ]);
  }
  if (random.chance(0.05)) entries.push(['__proto__', prototypePayload(random)]);
  return new FuzzObject(entries);
}

function transitsBody(random: Random, today: string): FuzzJson {
  const kind = random.weighted([
    [12, 'request'],
    [1, 'value'],
    [1, 'nested'],
  ] as const);
  if (kind === 'value') return hostileValue(random);
  if (kind === 'nested') return deeplyNested(random);
  return new FuzzObject([
    ['birth', random.chance(0.9) ? birth(random) : hostileValue(random)],
    [
      'from',
      field(
        random,
        () => today,
        () => hostileDate(random),
      ),
    ],
    [
      'days',
      field(
        random,
        () => random.pick([1, 30, 90, 366]),
        () => hostileNumber(random),
      ),
    ],
  ]);
}

export function transitsRequest(random: Random, context: FuzzContext): FuzzRequest {
  const text = writeJson(transitsBody(random, context.today));
  const how = random.weighted([
    [10, 'json'],
    [1, 'invalid-utf8'],
    [1, 'over-limit'],
  ] as const);
  const body =
    how === 'invalid-utf8'
      ? withInvalidUtf8(random, text)
      : Buffer.from(how === 'over-limit' ? text.padEnd(2_049 + random.int(0, 64), ' ') : text, 'utf8');
  const path = random.chance(0.05)
    ? `/api/transits${hostileQuery(random, [['date', '1990-05-17']])}`
    : '/api/transits';
  return {
    label: `POST transits [${how}]`,
    method: 'POST',
    path,
    headers: jsonPostHeaders(random, context),
    body,
  };
}
