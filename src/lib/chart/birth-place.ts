import type { BirthPlace } from '@core/contract/birth-moment';
import { isValidTimeZone } from '@core/time/birth-time';
import { type BirthDetails, coordinateZoneOf } from './birth-details';
import type { LocalClock } from './local-clock';
import { placeDisplayName } from './place-search';
import { parseFixedOffset } from './time-zone-options';

export const BIRTH_DETAIL_FIELDS = [
  'name',
  'date',
  'time',
  'place',
  'latitude',
  'longitude',
  'zone',
  'timeChoice',
  'offset',
] as const;
export type BirthDetailField = (typeof BIRTH_DETAIL_FIELDS)[number];

export interface FieldProblem {
  field: BirthDetailField;
  message: string;
}

export type BirthPlaceReading =
  | { status: 'none' }
  | { status: 'problems'; problems: FieldProblem[] }
  | { status: 'known'; place: BirthPlace; clock: LocalClock };

/** Decimal degrees as typed; "51,5" is accepted for locales that write a decimal comma. */
function parseDegrees(text: string, limit: number): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Math.abs(value) <= limit ? value : null;
}

/** "51.5074°N, 0.1278°W"-style text would not survive every font: plain signed decimals. */
const formatCoordinate = (value: number) => String(Math.round(value * 10_000) / 10_000);

export const LATITUDE_PROBLEM = 'Enter a latitude between −90 (south) and 90 (north).';
export const LONGITUDE_PROBLEM = 'Enter a longitude between −180 (west) and 180 (east).';

/** Problems of the coordinate boxes as typed, shown while typing rather than after a submit. */
export function coordinateProblems(details: Pick<BirthDetails, 'latitude' | 'longitude'>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (details.latitude.trim() !== '' && parseDegrees(details.latitude, 90) === null) {
    problems.push({ field: 'latitude', message: LATITUDE_PROBLEM });
  }
  if (details.longitude.trim() !== '' && parseDegrees(details.longitude, 180) === null) {
    problems.push({ field: 'longitude', message: LONGITUDE_PROBLEM });
  }
  return problems;
}

/**
 * The birth place and the clock it kept, from either the picked suggestion or the typed
 * coordinates and zone. A place is optional: nothing entered is `none`, not a problem.
 */
export function readBirthPlace(details: BirthDetails): BirthPlaceReading {
  if (details.placeMode === 'search') {
    if (details.place) {
      const { place } = details;
      return {
        status: 'known',
        place: {
          name: placeDisplayName(place),
          latitude: place.latitude,
          longitude: place.longitude,
          timeZone: place.timeZone,
        },
        clock: { kind: 'zone', timeZone: place.timeZone, longitude: place.longitude },
      };
    }
    if (details.placeQuery.trim() === '') return { status: 'none' };
    return {
      status: 'problems',
      problems: [
        {
          field: 'place',
          message: 'Pick the birth place from the suggestions, or clear the box to leave it out.',
        },
      ],
    };
  }

  const latitude = parseDegrees(details.latitude, 90);
  const longitude = parseDegrees(details.longitude, 180);
  const zone = coordinateZoneOf(details);
  const fixedOffset = parseFixedOffset(zone);
  const zoneKnown = fixedOffset !== null || isValidTimeZone(zone);
  const problems: FieldProblem[] = [];
  if (latitude === null) problems.push({ field: 'latitude', message: LATITUDE_PROBLEM });
  if (longitude === null) problems.push({ field: 'longitude', message: LONGITUDE_PROBLEM });
  if (!zoneKnown) problems.push({ field: 'zone', message: 'Choose the time zone of the birth place.' });
  if (latitude === null || longitude === null || !zoneKnown) return { status: 'problems', problems };

  const name = `Custom location (${formatCoordinate(latitude)}, ${formatCoordinate(longitude)})`;
  return fixedOffset === null
    ? {
        status: 'known',
        place: { name, latitude, longitude, timeZone: zone },
        clock: { kind: 'zone', timeZone: zone, longitude },
      }
    : {
        status: 'known',
        place: { name, latitude, longitude },
        clock: { kind: 'offset', offsetMinutes: fixedOffset },
      };
}
