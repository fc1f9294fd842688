import { type FuzzJson, FuzzObject, RawToken } from './fuzz-json';
import { hostileText } from './hostile-text';
import type { Random } from './seeded-random';

/**
 * Hostile values for every kind of field a route reads: numbers, dates, instants, clock times,
 * time zones and whole JSON structures. Text forms serve query strings; JSON forms serve bodies.
 */

/** Numbers as a query string or a JSON token spells them; several are not JSON at all. */
export const NUMBER_SPELLINGS = [
  '0',
  '-0',
  '1',
  '-1',
  '0.5',
  '90',
  '-90',
  '90.0000001',
  '180',
  '-180.0000001',
  '91',
  '366',
  '1e309',
  '-1e309',
  '1e-324',
  '5e-324',
  '1.7976931348623157e308',
  '9007199254740993',
  '-9007199254740993',
  '1e21',
  '99999999999999999999999999999999999999',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '0b101',
  '017',
  '1_000',
  '1.',
  '.5',
  '+5',
  '1e',
  ' 5',
  '5 ',
  '5abc',
  '',
  '\uff15',
  '\u0663',
] as const;

/** A number in JSON: sometimes exact, sometimes a raw spelling that JSON.parse may refuse. */
export function hostileNumber(random: Random): FuzzJson {
  if (random.chance(0.3))
    return random.pick([0, -1, 0.1 + 0.2, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE, -Number.MAX_VALUE]);
  return new RawToken(random.pick(NUMBER_SPELLINGS) || '0');
}

export const DATE_SPELLINGS = [
  '1799-12-31',
  '1800-01-01',
  '2199-12-31',
  '2200-01-01',
  '0000-01-01',
  '9999-12-31',
  '-000001-01-01',
  '+275760-09-13',
  '2026-02-29',
  '2024-02-29',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '2026-3-5',
  '20260320',
  '2026-03-20T00:00:00Z',
  '2026-03-20 ',
  '2026/03/20',
  '\uff12\uff10\uff12\uff16-03-20',
  'today',
  'yesterday',
  '1e3',
  '',
] as const;

export const INSTANT_SPELLINGS = [
  '1990-07-15T14:30:00Z',
  '1990-07-15T14:30:00+14:00',
  '1990-07-15T14:30:00+14:01',
  '1990-07-15T14:30:00-12:00',
  '1990-07-15T24:00:00Z',
  '1990-07-15T14:30:60Z',
  '1990-07-15T14:30:00.123456789Z',
  '1990-07-15T14:30Z',
  '1990-07-15t14:30:00z',
  '1990-07-15T14:30:00',
  '1799-12-31T23:59:59Z',
  '2200-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '-271821-04-20T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '2026-02-30T12:00:00Z',
  '1990-07-15',
  'now',
] as const;

export const TIME_SPELLINGS = [
  '00:00',
  '23:59',
  '24:00',
  '12:60',
  '7:05',
  '12:00:00',
  '12:00 ',
  '-1:00',
  '',
] as const;

export const TIME_ZONE_SPELLINGS = [
  'Europe/London',
  'europe/london',
  'EUROPE/PARIS',
  'UTC',
  'utc',
  'Etc/GMT+12',
  'Etc/GMT-14',
  'Pacific/Kiritimati',
  'Pacific/Chatham',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'America/St_Johns',
  'Antarctica/Troll',
  'America/Argentina/ComodRivadavia',
  'US/Pacific-New',
  'Mars/Olympus_Mons',
  'Z',
  '+05:30',
  'GMT+5',
  'Europe/London\u0000',
  ' Europe/Paris',
  '../../etc/localtime',
  'Europe//London',
  '',
] as const;

/** A calendar date: usually one of the tricky spellings, sometimes any hostile text. */
export const hostileDate = (random: Random): string =>
  random.chance(0.85) ? random.pick(DATE_SPELLINGS) : hostileText(random, 40);

export const hostileInstant = (random: Random): string =>
  random.chance(0.85) ? random.pick(INSTANT_SPELLINGS) : hostileText(random, 40);

export const hostileTime = (random: Random): string =>
  random.chance(0.85) ? random.pick(TIME_SPELLINGS) : hostileText(random, 12);

export const hostileTimeZone = (random: Random): string =>
  random.chance(0.8) ? random.pick(TIME_ZONE_SPELLINGS) : hostileText(random, 80);

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** `{"__proto__": {"polluted": true}}` and its cousins, the classic prototype-pollution payloads. */
export function prototypePayload(random: Random): FuzzObject {
  const key = random.pick(PROTOTYPE_KEYS);
  const inner = new FuzzObject([['polluted', true]]);
  if (key === 'constructor') return new FuzzObject([[key, new FuzzObject([['prototype', inner]])]]);
  return new FuzzObject([[key, inner]]);
}

/** Nesting far deeper than any real request, written as raw text so building it costs nothing. */
export function deeplyNested(random: Random, depth = random.int(100, 3_000)): RawToken {
  if (random.chance(0.5)) return new RawToken(`${'['.repeat(depth)}${']'.repeat(depth)}`);
  return new RawToken(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
}

/** Any value where a field expects something else: wrong type, wrong shape, wrong size. */
export function hostileValue(random: Random): FuzzJson {
  const kind = random.weighted([
    [3, 'text'],
    [3, 'number'],
    [1, 'boolean'],
    [1, 'null'],
    [2, 'array'],
    [1, 'object'],
    [1, 'prototype'],
    [1, 'nested'],
    [1, 'date'],
  ] as const);
  switch (kind) {
    case 'text':
      return hostileText(random);
    case 'number':
      return hostileNumber(random);
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'array':
      return random.pick<FuzzJson>([[], [hostileText(random, 20)], [null, 1, 'leo'], [[[]]]]);
    case 'object':
      return random.pick<FuzzJson>([new FuzzObject([]), new FuzzObject([['0', 'leo']])]);
    case 'prototype':
      return prototypePayload(random);
    case 'nested':
      return deeplyNested(random, random.int(10, 500));
    case 'date':
      return random.chance(0.5) ? hostileDate(random) : hostileInstant(random);
  }
}
