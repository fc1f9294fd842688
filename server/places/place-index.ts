import { readFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { buildPlaceIndex } from './build-place-index';
import { geonamesDumpPath, readGeonamesDump } from './geonames-dump';
import type { PlaceIndex } from './place';
import type { RegionNames } from './place-columns';

// Other-language names ("Köln", "Wien", "Москва") are indexed for cities of this size only:
// enough for the places people name in their own language, without the noise of small towns.
const ALTERNATE_NAMES_FROM_POPULATION = 100_000;

let loading: Promise<PlaceIndex> | undefined;

/**
 * The shared place index, built on first use (about a second; see bench/places.ts) and kept for
 * the life of the process. The server can call it right after it starts listening to warm it in
 * the background; a failed load is forgotten so the next request tries again.
 */
export function getPlaceIndex(): Promise<PlaceIndex> {
  loading ??= loadPlaceIndex().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Builds a fresh index from the GeoNames dump (not memoised: for benchmarks). */
export async function loadPlaceIndex(): Promise<PlaceIndex> {
  const regionNamesFile = new URL('./data/region-names.json', import.meta.url);
  // Work in batches so a server warming the index keeps answering other requests meanwhile.
  const pause = () => nextTurn();
  const [places, regionNamesText] = await Promise.all([
    readGeonamesDump(geonamesDumpPath(), {
      alternateNamesFromPopulation: ALTERNATE_NAMES_FROM_POPULATION,
      pause,
    }),
    readFile(regionNamesFile, 'utf8'),
  ]);
  return buildPlaceIndex(places, { regionNames: JSON.parse(regionNamesText) as RegionNames, pause });
}
