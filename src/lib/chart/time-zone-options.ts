import { formatUtcOffset } from '@core/time/birth-time';

/** Prefix of a fixed-offset choice in the coordinates' time-zone select: "offset:-270". */
const OFFSET_PREFIX = 'offset:';

export interface TimeZoneOption {
  value: string;
  label: string;
}

export const fixedOffsetValue = (offsetMinutes: number): string => `${OFFSET_PREFIX}${offsetMinutes}`;

/** The minutes east of UTC of a fixed-offset choice, or null for an IANA zone name. */
export function parseFixedOffset(value: string): number | null {
  if (!value.startsWith(OFFSET_PREFIX)) return null;
  const minutes = Number(value.slice(OFFSET_PREFIX.length));
  return Number.isInteger(minutes) && Math.abs(minutes) < 24 * 60 ? minutes : null;
}

/** Every IANA zone the browser knows, from its own tz database. */
export function ianaTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
}

/**
 * Fixed offsets from UTC−12 to UTC+14 in quarter hours: for a place whose zone is unknown or
 * a birth recorded in a time the tz database does not describe.
 */
export function fixedOffsetOptions(): TimeZoneOption[] {
  const options: TimeZoneOption[] = [];
  for (let minutes = -12 * 60; minutes <= 14 * 60; minutes += 15) {
    options.push({ value: fixedOffsetValue(minutes), label: formatUtcOffset(minutes) });
  }
  return options;
}

/** "Europe/Paris" → "Europe / Paris", "America/Argentina/Buenos_Aires" → "America / Argentina / Buenos Aires". */
export const timeZoneLabel = (zone: string): string => zone.replaceAll('_', ' ').split('/').join(' / ');
