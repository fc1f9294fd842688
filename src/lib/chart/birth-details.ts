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
  /** Coordinates mode: an IANA zone ("Europe/Paris") or a fixed offset (see time-zone-options). */
  coordinateZone: string;
  /** Minutes east of UTC set by hand with "Adjust"; null uses the zone's own offset. */
  offsetOverride: number | null;
  /**
   * Which reading was meant for a time the clocks skipped or repeated. `key` names the date, time
   * and zone it was chosen for, so a stale choice is ignored once any of them changes.
   */
  timeChoice: { key: string; option: TimeOption } | null;
}

/** The device's own IANA zone: the best guess for where someone was born until they say. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

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
    coordinateZone: deviceTimeZone(),
    offsetOverride: null,
    timeChoice: null,
  };
}

/** True when the chart can use a clock time: the box is filled and "unknown" is not ticked. */
export const isTimeKnown = (details: Pick<BirthDetails, 'time' | 'timeUnknown'>): boolean =>
  !details.timeUnknown && details.time !== '';
