import {
  type ResolvedInstant,
  formatUtcOffset,
  offsetAt,
  resolveLocalTime,
  utcFromOffset,
} from '@core/time/birth-time';
import type { IsoDate } from '@core/time/calendar-date';

/** How local clock times at the birth place turn into UTC. */
export type LocalClock =
  | {
      kind: 'zone';
      /** IANA zone name. */
      timeZone: string;
      /** The place's longitude, for local mean time before the zone's standard time began. */
      longitude?: number;
    }
  | { kind: 'offset'; offsetMinutes: number };

/**
 * The UTC instant of a local date and time. A time the clocks skipped or repeated takes the
 * first reading: callers that must ask the visitor use resolveLocalTime themselves.
 */
export function clockToUtc(clock: LocalClock, date: IsoDate, time: string): ResolvedInstant {
  if (clock.kind === 'offset') {
    return {
      utc: utcFromOffset(date, time, clock.offsetMinutes),
      offsetMinutes: clock.offsetMinutes,
      label: formatUtcOffset(clock.offsetMinutes),
      localMeanTime: false,
    };
  }
  const resolution = resolveLocalTime({
    date,
    time,
    timeZone: clock.timeZone,
    ...(clock.longitude === undefined ? {} : { longitude: clock.longitude }),
  });
  return resolution.kind === 'unique' ? resolution : resolution.options[0];
}

const pad = (value: number) => String(value).padStart(2, '0');
const MINUTE_MS = 60_000;

/**
 * The local date and time ("HH:MM") an instant showed at the birth place. Found by reading
 * back through clockToUtc, so local mean time from the longitude is honoured too: start from
 * the zone's offset and, for mean time, correct once by how far that guess lands from the instant.
 */
export function utcToClock(clock: LocalClock, utc: Date): { date: IsoDate; time: string } {
  const offsetGuess = clock.kind === 'offset' ? clock.offsetMinutes : offsetAt(utc, clock.timeZone);
  let local = new Date(Math.round((utc.getTime() + offsetGuess * MINUTE_MS) / MINUTE_MS) * MINUTE_MS);
  const readBack = clockToUtc(clock, local.toISOString().slice(0, 10), local.toISOString().slice(11, 16));
  const drift = Math.round((utc.getTime() - readBack.utc.getTime()) / MINUTE_MS) * MINUTE_MS;
  // Only local mean time can disagree with the zone's offset; a repeated hour reads back to its
  // first occurrence, which must not "correct" an instant in the second.
  if (readBack.localMeanTime && drift !== 0) local = new Date(local.getTime() + drift);
  return {
    date: local.toISOString().slice(0, 10),
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}
