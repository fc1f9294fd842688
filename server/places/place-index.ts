import { readFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { isServerBundle, runtimePaths } from '../runtime-paths';
import { type PlaceIndexData, buildPlaceIndexData, placeIndexFrom } from './build-place-index';
import { geonamesDumpPath, readGeonamesDump } from './geonames-dump';
import type { PlaceIndex } from './place';
import type { RegionNames } from './place-columns-builder';
import { placeIndexFromBytes } from './place-index-file';

// Other-language names ("Köln", "Wien", "Москва") are indexed for cities of this size only:
// enough for the places people name in their own language, without the noise of small towns.
const ALTERNATE_NAMES_FROM_POPULATION = 100_000;

let loading: Promise<PlaceIndex> | undefined;

/**
 * The shared place index, loaded on first use and kept for the life of the process. The
 * compiled server reads the file `npm run build` wrote (a few milliseconds); the TypeScript
 * sources (tests, `npm run dev`) build it from the GeoNames dump in small batches (about a
 * second). The server calls this right after it starts listening to warm it in the background;
 * a failed load is forgotten so the next request tries again.
 */
export function getPlaceIndex(): Promise<PlaceIndex> {
  loading ??= (isServerBundle ? readPlaceIndexFile(runtimePaths.placeIndexFile) : loadPlaceIndex()).catch(
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Reads an index written by `placeIndexToBytes` (the build's dist/server/place-index.bin). */
export async function readPlaceIndexFile(path: string): Promise<PlaceIndex> {
  return placeIndexFrom(placeIndexFromBytes(await readFile(path)));
}

/** Builds a fresh index from the GeoNames dump (not memoised: for benchmarks and the build). */
export async function loadPlaceIndex(): Promise<PlaceIndex> {
  return placeIndexFrom(await loadPlaceIndexData());
}

/** The index's tables built from the GeoNames dump, in batches that yield to the event loop. */
export async function loadPlaceIndexData(): Promise<PlaceIndexData> {
  const regionNamesFile = new URL('./data/region-names.json', import.meta.url);
  const pause = () => nextTurn();
  const [places, regionNamesText] = await Promise.all([
    readGeonamesDump(geonamesDumpPath(), {
      alternateNamesFromPopulation: ALTERNATE_NAMES_FROM_POPULATION,
      pause,
    }),
    readFile(regionNamesFile, 'utf8'),
  ]);
  return buildPlaceIndexData(places, { regionNames: JSON.parse(regionNamesText) as RegionNames, pause });
}
