import { MAX_PLACE_LIMIT } from '@core/contract/place-limits';
import type { GeonamesPlace } from './geonames-dump';
import { KeyList, KeyListBuilder, type KeyListData } from './key-list';
import { DEFAULT_PLACE_LIMIT, type Place, type PlaceIndex } from './place';
import { PlaceColumns, type PlaceColumnsData } from './place-columns';
import { PlaceColumnsBuilder, type RegionNames } from './place-columns-builder';
import { searchKey } from './search-key';

/** Everything the place search reads: plain typed arrays and small tables, no per-place objects. */
export interface PlaceIndexData {
  columns: PlaceColumnsData;
  /** Keys of places' own names (and their ASCII spellings). */
  ownNames: KeyListData;
  /** Keys of big cities' other-language names. */
  otherNames: KeyListData;
}

/**
 * A match on another-language name ("Wien", "Bombay") ranks as if the city were this much
 * smaller, so a town's own name still comes first ("Lund" before London's "Lundun") while big
 * cities stay within the first results for their local names.
 */
const ALTERNATE_NAME_WEIGHT = 1 / 500;
// Batch sizes that keep each stretch of work between pauses to roughly 10–20 ms.
const PLACES_PER_PAUSE = 10_000;
const ALTERNATES_PER_PAUSE = 500;

export interface BuildOptions {
  regionNames: RegionNames;
  /** Called between batches so a server building the index keeps answering other requests. */
  pause?: () => Promise<void>;
}

/** Builds the searchable place index from the rows of the GeoNames dump. */
export async function buildPlaceIndex(
  source: readonly GeonamesPlace[],
  options: BuildOptions,
): Promise<PlaceIndex> {
  return placeIndexFrom(await buildPlaceIndexData(source, options));
}

/** Lays the rows of the GeoNames dump out as the index's tables (kept in memory or written to a file). */
export async function buildPlaceIndexData(
  source: readonly GeonamesPlace[],
  options: BuildOptions,
): Promise<PlaceIndexData> {
  const { pause = async () => {} } = options;
  const places = populationOrder(source);
  await pause();
  const columns = new PlaceColumnsBuilder(places.length);
  const ownNames = new KeyListBuilder();
  const otherNames = new KeyListBuilder();
  const otherKeysByRank: [number, string[]][] = [];
  const otherKeys = new Set<string>();

  // Other-language names first, so own names can be checked against them as they are added.
  for (const [rank, place] of places.entries()) {
    if (!place.alternateNames) continue;
    const others = new Set(place.alternateNames.split(',').map(searchKey));
    const kept = [...others].filter((key) => key.length >= 2 && !/^[\d ]+$/.test(key));
    otherKeysByRank.push([rank, kept]);
    for (const key of kept) otherKeys.add(key);
    if (otherKeysByRank.length % ALTERNATES_PER_PAUSE === 0) await pause();
  }

  // An other-language name that is some place's own name (London's "Landen", New York's
  // "Manhattan", or the place's own) is dropped, so it never pushes that place down.
  const ownNamesOfOthers = new Set<string>();
  for (const [rank, place] of places.entries()) {
    columns.put(rank, place);
    const nameKey = searchKey(place.name);
    const asciiKey = place.asciiName === place.name ? nameKey : searchKey(place.asciiName);
    for (const key of asciiKey === nameKey ? [nameKey] : [nameKey, asciiKey]) {
      if (key === '') continue;
      ownNames.add(key, rank);
      if (otherKeys.has(key)) ownNamesOfOthers.add(key);
    }
    if (rank % PLACES_PER_PAUSE === PLACES_PER_PAUSE - 1) await pause();
  }
  for (const [position, [rank, keys]] of otherKeysByRank.entries()) {
    for (const key of keys) if (!ownNamesOfOthers.has(key)) otherNames.add(key, rank);
    if (position % ALTERNATES_PER_PAUSE === ALTERNATES_PER_PAUSE - 1) await pause();
  }
  const columnsData = columns.seal(options.regionNames);
  await pause();
  const ownNamesData = ownNames.build();
  await pause();
  return { columns: columnsData, ownNames: ownNamesData, otherNames: otherNames.build() };
}

/** Searches the tables of `buildPlaceIndexData`, whether just built or read from a file. */
export function placeIndexFrom(data: PlaceIndexData): PlaceIndex {
  const columns = new PlaceColumns(data.columns);
  const ownNames = new KeyList(data.ownNames);
  const otherNames = new KeyList(data.otherNames);
  return {
    size: columns.size,
    search(query: string, limit: number = DEFAULT_PLACE_LIMIT): Place[] {
      const [namePart = '', ...qualifierParts] = query.split(',');
      const prefix = searchKey(namePart);
      if (prefix === '') return [];
      const qualifiers = qualifierParts.map(searchKey).filter(Boolean);
      const wanted = Math.min(Math.max(Math.trunc(limit) || DEFAULT_PLACE_LIMIT, 1), MAX_PLACE_LIMIT);
      const found: number[] = [];
      for (const rank of mergeByScore(
        ownNames.matches(prefix),
        otherNames.matches(prefix),
        columns.populations,
      )) {
        if (found.includes(rank)) continue;
        if (!qualifiers.every((qualifier) => columns.isIn(rank, qualifier))) continue;
        found.push(rank);
        if (found.length === wanted) break;
      }
      return found.map((rank) => columns.placeAt(rank));
    },
    byId(id: string): Place | undefined {
      if (!/^\d{1,10}$/.test(id)) return undefined;
      const rank = columns.rankOfId(Number(id));
      return rank === undefined ? undefined : columns.placeAt(rank);
    },
  };
}

/** Merges own-name and other-name matches (each in rank order) by weighted population. */
function* mergeByScore(
  own: Iterator<number, void>,
  other: Iterator<number, void>,
  populations: Uint32Array,
): Generator<number, void, undefined> {
  let nextOwn = own.next();
  let nextOther = other.next();
  while (!nextOwn.done || !nextOther.done) {
    const takeOwn =
      nextOther.done ||
      (!nextOwn.done &&
        (populations[nextOwn.value] ?? 0) >= (populations[nextOther.value] ?? 0) * ALTERNATE_NAME_WEIGHT);
    if (takeOwn && !nextOwn.done) {
      yield nextOwn.value;
      nextOwn = own.next();
    } else if (!nextOther.done) {
      yield nextOther.value;
      nextOther = other.next();
    }
  }
}

/**
 * Most populous first; among equals, shorter names first. Sorting packed numbers natively is
 * several times faster than a comparator over 200,000 objects, which matters at server start.
 */
function populationOrder(places: readonly GeonamesPlace[]): GeonamesPlace[] {
  const INDEX_SPAN = 2 ** 18;
  const NAME_SPAN = 2 ** 8;
  const POPULATION_SPAN = 2 ** 25;
  if (places.length > INDEX_SPAN) throw new RangeError(`populationOrder packs at most ${INDEX_SPAN} places`);
  // population (25 bits) · name shortness (8) · position (18): 51 bits, exact in a double.
  const packed = new Float64Array(places.length);
  places.forEach((place, position) => {
    const population = Math.min(place.population, POPULATION_SPAN - 1);
    const shortness = NAME_SPAN - 1 - Math.min(place.name.length, NAME_SPAN - 1);
    packed[position] = (population * NAME_SPAN + shortness) * INDEX_SPAN + position;
  });
  packed.sort();
  const ordered: GeonamesPlace[] = [];
  for (let slot = packed.length - 1; slot >= 0; slot -= 1) {
    const place = places[(packed[slot] ?? 0) % INDEX_SPAN];
    if (place) ordered.push(place);
  }
  return ordered;
}
