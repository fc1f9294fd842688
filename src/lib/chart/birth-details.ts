import type { PlaceResult } from './place-search';

export const PLACE_MODES = ['search', 'coordinates'] as const;
export type PlaceMode = (typeof PLACE_MODES)[number];

/** The reading of a clock time the clocks skipped or repeated: index into its two options. */
export type TimeOption = 0 | 1;

/**
 * What one person's birth-details fieldset holds, exactly as typed. Nothing here is resolved:
 * `birthDetailsToMoment` turns it into a BirthMoment and says what is still missing.
 */
export interface BirthDetails {
  name: string;
  /** `YYYY-MM-DD` from the date input, or '' while empty. */
  date: string;
  /** `HH:MM` from the time input, or '' (an empty time counts as unknown). */
  time: string;
  /** "I don't know my birth time": a noon chart without houses or angles. */
  timeUnknown: boolean;
  placeMode: PlaceMode;
  /** The text in the place search box. */
  placeQuery: string;
  /** The place picked from the suggestions; null until one is picked and again once the text changes. */
  place: PlaceResult | null;
  /** Coordinates mode: decimal degrees as typed, north and east positive. */
  latitude: string;
  longitude: string;
  /**
   * Coordinates mode: an IANA zone ("Europe/Paris") or a fixed offset (see time-zone-options);
   * empty until one is chosen, which reads as the device's own zone (coordinateZoneOf).
   */
  coordinateZone: string;
  /** Minutes east of UTC set by hand with "Adjust"; null uses the zone's own offset. */
  offsetOverride: number | null;
  /**
   * Which reading was meant for a time the clocks skipped or repeated. `key` names the date, time
   * and zone it was chosen for, so a stale choice is ignored once any of them changes.
   */
  timeChoice: { key: string; option: TimeOption } | null;
}

let deviceZone: string | undefined;

/**
 * The device's own IANA zone: the best guess for where someone was born until they say. Read
 * once per page: the first read loads the locale's data (about 10 ms of a phone's main thread),
 * and a device does not change zone under an open form.
 */
export function deviceTimeZone(): string {
  deviceZone ??= readDeviceTimeZone();
  return deviceZone;
}

function readDeviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The zone typed coordinates are read in: the one chosen, or else the device's own. */
export const coordinateZoneOf = (details: Pick<BirthDetails, 'coordinateZone'>): string =>
  details.coordinateZone || deviceTimeZone();

export function emptyBirthDetails(): BirthDetails {
  return {
    name: '',
    date: '',
    time: '',
    timeUnknown: false,
    placeMode: 'search',
    placeQuery: '',
    place: null,
    latitude: '',
    longitude: '',
    // The device's zone until one is chosen (coordinateZoneOf): reading it costs a page load
    // about 10 ms of a phone's main thread, and only the coordinates form needs it.
    coordinateZone: '',
    offsetOverride: null,
    timeChoice: null,
  };
}

/** True when the chart can use a clock time: the box is filled and "unknown" is not ticked. */
export const isBirthTimeEntered = (details: Pick<BirthDetails, 'time' | 'timeUnknown'>): boolean =>
  !details.timeUnknown && details.time !== '';
