/**
 * Local birth time → UTC through the IANA zone's history, using only the Intl API: Node and
 * Chromium both carry the full tz database (offsets back to each zone's local mean time, all DST
 * rules) in ICU, so client and server agree without shipping zone data.
 */
import { SmallLru } from '../lib/small-lru';
import { type IsoDate, isIsoDate } from './calendar-date';
import { SUPPORTED_START_MS } from './supported-range';
import { MAX_ZONE_NAME_LENGTH, lookUpTimeZone } from './time-zone-name';

export interface ResolvedInstant {
  utc: Date;
  /**
   * Offset from UTC, east positive, used to read the entered clock time: always
   * `utc = entered time − offsetMinutes`. Fractional for local mean time (−296.024 for −4:56:01.4).
   */
  offsetMinutes: number;
  /** The zone's abbreviation where English usage has one ("EDT", "BST", "IST", "AEDT"). */
  abbreviation?: string;
  /** For people: "UTC−4, EDT", "UTC+5:30, IST", "LMT (UTC−4:56)". */
  label: string;
  /** True when the time is local mean time (before the zone adopted standard time). */
  localMeanTime: boolean;
}

export type LocalTimeResolution =
  | ({ kind: 'unique' } & ResolvedInstant)
  /** The clocks went back: the time happened twice. Earlier reading first. */
  | { kind: 'ambiguous'; options: [ResolvedInstant, ResolvedInstant] }
  /**
   * The clocks jumped forward over this time. options[0] reads it with the offset after the jump
   * (the earlier instant); options[1] with the offset before it, the same instant as the time
   * "shifted forward" by the gap (what Temporal's default disambiguation picks).
   */
  | { kind: 'nonexistent'; options: [ResolvedInstant, ResolvedInstant]; gapMinutes: number };

export interface LocalTimeInput {
  date: IsoDate;
  /** "HH:MM" (24-hour); "HH:MM:SS" is accepted too. */
  time: string;
  timeZone: string;
  /** The birth place's longitude (east positive), for local mean time before standard time. */
  longitude?: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const MINUS = '\u2212';

// Locales whose ICU data carry the abbreviations used in English for their own zones:
// EST/EDT, NST (en-CA), BST and CET (en-GB), IST for Ireland (en-IE) and India (en-IN), AEDT...
const ABBREVIATION_LOCALES = [
  'en-US',
  'en-CA',
  'en-GB',
  'en-IE',
  'en-IN',
  'en-AU',
  'en-NZ',
  'en-ZA',
  'en-SG',
  'en-HK',
];
const ABBREVIATION = /^[A-Z][A-Z0-9]{1,5}$/;

/*
 * Zone names arrive from visitors (the chart API's `tz`, a birth place's zone), and Intl matches
 * them case-insensitively, so "europe/paris", "EUROPE/PARIS", ... are endless spellings of one
 * zone. Every cache is bounded: the spelling → canonical name map is an LRU, and the formatter
 * and transition caches are keyed by the canonical name only (a few hundred real zones), with
 * a bound as well in case a runtime accepts more names than the tz database has.
 */
const canonicalNames = new SmallLru<string, string | false>(2_048);
const fieldFormatters = new SmallLru<string, Intl.DateTimeFormat>(1_024);
const nameFormatters = new SmallLru<string, Intl.DateTimeFormat>(2_048);
const firstTransitions = new SmallLru<string, { ms: number | null }>(1_024);

/** Entry counts of the zone caches, for tests that hold them to their bounds. */
export const timeZoneCacheSizes = () => ({
  canonicalNames: canonicalNames.size,
  fieldFormatters: fieldFormatters.size,
  nameFormatters: nameFormatters.size,
  firstTransitions: firstTransitions.size,
});

/**
 * The IANA spelling of a zone name ("america/new_york" → "America/New_York"), or null when the
 * runtime's tz database does not know it. Offsets such as "+05:30" are time zones to newer Intl
 * versions but not IANA names, so they are refused too.
 */
export function canonicalTimeZone(name: string): string | null {
  if (name.length > MAX_ZONE_NAME_LENGTH) return null;
  const known = canonicalNames.get(name);
  if (known !== undefined) return known || null;
  const canonical = lookUpTimeZone(name);
  canonicalNames.set(name, canonical ?? false);
  return canonical;
}

export const isValidTimeZone = (name: string): boolean => canonicalTimeZone(name) !== null;

function requireTimeZone(name: string): string {
  const canonical = canonicalTimeZone(name);
  if (!canonical) throw new RangeError(`Unknown IANA time zone: ${name}`);
  return canonical;
}

/** The zone's offset from UTC at an instant, in minutes east (fractional for mean-time offsets). */
export function offsetAt(utc: Date, timeZone: string): number {
  return offsetSecondsAt(utc.getTime(), requireTimeZone(timeZone)) / 60;
}

/** The UTC instant of a local date and time read with a fixed offset (a manual override). */
export function utcFromOffset(date: IsoDate, time: string, offsetMinutes: number): Date {
  if (!Number.isFinite(offsetMinutes) || Math.abs(offsetMinutes) >= 24 * 60) {
    throw new RangeError(`An offset must be under 24 hours either way, in minutes: ${offsetMinutes}`);
  }
  return new Date(wallClockMs(date, time) - Math.round(offsetMinutes * MINUTE_MS));
}

/** "UTC−4", "UTC+5:30", "UTC−0:25:21"; seconds only when the offset has them. */
export function formatUtcOffset(offsetMinutes: number, options: { seconds?: boolean } = {}): string {
  const totalSeconds = Math.round(Math.abs(offsetMinutes) * 60);
  const shownSeconds = options.seconds === false ? Math.round(totalSeconds / 60) * 60 : totalSeconds;
  const hours = Math.floor(shownSeconds / 3600);
  const minutes = Math.floor((shownSeconds % 3600) / 60);
  const seconds = shownSeconds % 60;
  const sign = offsetMinutes < 0 && shownSeconds > 0 ? MINUS : '+';
  let text = `UTC${sign}${hours}`;
  if (minutes > 0 || seconds > 0) text += `:${String(minutes).padStart(2, '0')}`;
  if (seconds > 0) text += `:${String(seconds).padStart(2, '0')}`;
  return text;
}

/**
 * Resolves a local date and time at a place to UTC. Throws a RangeError for a malformed date or
 * time or an unknown zone. Before the zone's first transition (its local mean time), the offset
 * comes from the birth place's longitude when given, else from the zone's reference city.
 */
export function resolveLocalTime(input: LocalTimeInput): LocalTimeResolution {
  const { longitude } = input;
  const timeZone = requireTimeZone(input.timeZone);
  if (longitude !== undefined && !(Math.abs(longitude) <= 180)) {
    throw new RangeError(`A longitude must be between −180 and 180 degrees: ${longitude}`);
  }
  const wall = wallClockMs(input.date, input.time);
  const meanTimeEnds = firstTransitionMs(timeZone);

  // 15 degrees of longitude per hour: 240 seconds per degree.
  if (meanTimeEnds !== null && longitude !== undefined) {
    const offsetSeconds = longitude * 240;
    const utc = wall - Math.round(offsetSeconds * 1000);
    if (utc < meanTimeEnds) return { kind: 'unique', ...localMeanTime(utc, offsetSeconds) };
  }

  // The offsets a day either side bracket any single transition (the method of Temporal's
  // GetPossibleEpochNanoseconds); each is right if the instant it gives really has that offset.
  const offsetBefore = offsetSecondsAt(wall - DAY_MS, timeZone);
  const offsetAfter = offsetSecondsAt(wall + DAY_MS, timeZone);
  const readings = [...new Set([offsetBefore, offsetAfter])]
    .map((offsetSeconds) => ({ utc: wall - offsetSeconds * 1000, offsetSeconds }))
    .filter((reading) => offsetSecondsAt(reading.utc, timeZone) === reading.offsetSeconds)
    .sort((left, right) => left.utc - right.utc);

  const describe = (utc: number, offsetSeconds: number, reference: number): ResolvedInstant =>
    meanTimeEnds !== null && utc < meanTimeEnds
      ? localMeanTime(utc, offsetSeconds)
      : zoneTime(utc, offsetSeconds, timeZone, reference);

  const [first, second] = readings;
  if (first && second) {
    return {
      kind: 'ambiguous',
      options: [
        describe(first.utc, first.offsetSeconds, first.utc),
        describe(second.utc, second.offsetSeconds, second.utc),
      ],
    };
  }
  if (first) return { kind: 'unique', ...describe(first.utc, first.offsetSeconds, first.utc) };
  // A gap: the offset after the jump is the larger one; each reading is named as of its side.
  return {
    kind: 'nonexistent',
    options: [
      describe(wall - offsetAfter * 1000, offsetAfter, wall + DAY_MS),
      describe(wall - offsetBefore * 1000, offsetBefore, wall - DAY_MS),
    ],
    gapMinutes: (offsetAfter - offsetBefore) / 60,
  };
}

function zoneTime(utc: number, offsetSeconds: number, timeZone: string, reference: number): ResolvedInstant {
  const offsetMinutes = offsetSeconds / 60;
  const abbreviation = abbreviationAt(reference, timeZone, offsetMinutes);
  const offsetText = formatUtcOffset(offsetMinutes);
  return {
    utc: new Date(utc),
    offsetMinutes,
    ...(abbreviation ? { abbreviation } : {}),
    label: abbreviation ? `${offsetText}, ${abbreviation}` : offsetText,
    localMeanTime: false,
  };
}

function localMeanTime(utc: number, offsetSeconds: number): ResolvedInstant {
  const offsetMinutes = offsetSeconds / 60;
  return {
    utc: new Date(utc),
    offsetMinutes,
    label: `LMT (${formatUtcOffset(offsetMinutes, { seconds: false })})`,
    localMeanTime: true,
  };
}

/** The local date and time as if it were UTC, in milliseconds; throws on malformed text. */
function wallClockMs(date: IsoDate, time: string): number {
  const clock = TIME.exec(time);
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  if (!clock) throw new RangeError(`Not a time of day (HH:MM, 24-hour): ${time}`);
  const [hours, minutes, seconds] = [clock[1], clock[2], clock[3]].map((part) => Number(part ?? 0));
  return (
    Date.parse(`${date}T00:00:00Z`) + ((hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0)) * 1000
  );
}

function offsetSecondsAt(epochMs: number, timeZone: string): number {
  let formatter = fieldFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    fieldFormatters.set(timeZone, formatter);
  }
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  const field: Record<string, number> = {};
  let beforeCommonEra = false;
  for (const part of formatter.formatToParts(wholeSecond)) {
    if (part.type === 'era') beforeCommonEra = part.value.startsWith('B');
    else if (part.type !== 'literal') field[part.type] = Number(part.value);
  }
  const year = beforeCommonEra ? 1 - (field.year ?? 0) : (field.year ?? 0);
  const local = new Date(0);
  local.setUTCFullYear(year, (field.month ?? 1) - 1, field.day ?? 1);
  local.setUTCHours(field.hour ?? 0, field.minute ?? 0, field.second ?? 0, 0);
  return Math.round((local.getTime() - wholeSecond) / 1000);
}

function abbreviationAt(epochMs: number, timeZone: string, offsetMinutes: number): string | undefined {
  for (const locale of ABBREVIATION_LOCALES) {
    const key = `${locale} ${timeZone}`;
    let formatter = nameFormatters.get(key);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
      nameFormatters.set(key, formatter);
    }
    const name = formatter.formatToParts(epochMs).find((part) => part.type === 'timeZoneName')?.value ?? '';
    // ICU writes "GMT-4" where a locale has no abbreviation. Plain "GMT" names British and West
    // African winter time; "UTC" would only repeat the label's "UTC+0".
    if (name === 'GMT') return offsetMinutes === 0 ? name : undefined;
    if (name === 'UTC') return undefined;
    if (ABBREVIATION.test(name)) return name;
  }
  return undefined;
}

/**
 * When the zone left local mean time: its first change of offset, or null for a zone that never
 * changes (Etc/GMT+5, UTC). Every geographic tz zone starts in LMT (or "-00", uninhabited).
 * Found once per zone by sampling twice a year from the first supported year, then bisecting to
 * the second.
 */
function firstTransitionMs(timeZone: string): number | null {
  const known = firstTransitions.get(timeZone);
  if (known !== undefined) return known.ms;
  const start = SUPPORTED_START_MS;
  const initial = offsetSecondsAt(start, timeZone);
  const horizon = Date.UTC(new Date().getUTCFullYear() + 2, 0, 1);
  const step = 182 * DAY_MS;
  let found: number | null = null;
  for (let low = start; low < horizon; low += step) {
    const high = Math.min(low + step, horizon);
    if (offsetSecondsAt(high, timeZone) === initial) continue;
    let [unchanged, changed] = [low, high];
    while (changed - unchanged > 1000) {
      const middle = unchanged + Math.floor((changed - unchanged) / 2000) * 1000;
      if (offsetSecondsAt(middle, timeZone) === initial) unchanged = middle;
      else changed = middle;
    }
    found = changed;
    break;
  }
  firstTransitions.set(timeZone, { ms: found });
  return found;
}
