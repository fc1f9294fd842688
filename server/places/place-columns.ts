import { type GeonamesPlace, detachString } from './geonames-dump';
import type { Place } from './place';
import { searchKey } from './search-key';

/** Region names keyed "CC.admin1" (see data/region-names.json). */
export type RegionNames = Readonly<Record<string, string>>;

// Common short forms that Intl's English country names do not start with.
const COUNTRY_ALIASES: Readonly<Record<string, string>> = { usa: 'US', uk: 'GB', uae: 'AE', drc: 'CD' };

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

interface CountryEntry {
  code: string;
  name: string;
  /** The name as a search key, for "london, canada". */
  key: string;
}
interface RegionEntry {
  /** The admin1 code as a search key, for "springfield, il". */
  admin1: string;
  name: string | null;
  key: string;
}
const UNKNOWN_COUNTRY: CountryEntry = { code: '', name: '', key: '' };
const NO_REGION: RegionEntry = { admin1: '', name: null, key: '' };

/** Interns repeated strings (countries, regions, zones) as small integer codes. */
class Table {
  /** The interned values; a value given a scope is stored as "scope.value" ("US.NY"). */
  readonly values: string[] = [];
  private readonly codes = new Map<string, Map<string, number>>();

  code(value: string, scope = ''): number {
    let scoped = this.codes.get(scope);
    if (!scoped) {
      scoped = new Map();
      this.codes.set(detachString(scope), scoped);
    }
    let code = scoped.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(detachString(scope && value ? `${scope}.${value}` : value));
      scoped.set(detachString(value), code);
    }
    return code;
  }
}

/**
 * The places stored column by column in population order (the "rank"): 200,000 places fit in a
 * few megabytes of typed arrays, and repeated texts (countries, regions, zones) are stored once.
 * Filled one place at a time with `put` (so the builder can pause between batches), then `seal`.
 */
export class PlaceColumns {
  readonly populations: Uint32Array;
  private readonly geonameIds: Uint32Array;
  private readonly names: string[];
  private readonly latitudes: Float64Array;
  private readonly longitudes: Float64Array;
  private readonly countryCodes: Uint16Array;
  private readonly regionCodes: Uint16Array;
  private readonly zoneCodes: Uint16Array;
  private readonly countryTable = new Table();
  private readonly regionTable = new Table();
  private readonly zoneTable = new Table();
  private countries: CountryEntry[] = [];
  private regions: RegionEntry[] = [];
  private ranksById = new Uint32Array(0);

  constructor(readonly size: number) {
    this.geonameIds = new Uint32Array(size);
    this.names = new Array<string>(size);
    this.latitudes = new Float64Array(size);
    this.longitudes = new Float64Array(size);
    this.populations = new Uint32Array(size);
    this.countryCodes = new Uint16Array(size);
    this.regionCodes = new Uint16Array(size);
    this.zoneCodes = new Uint16Array(size);
  }

  /** Stores the place of this rank; its name must already be detached from the file text. */
  put(rank: number, place: GeonamesPlace): void {
    this.geonameIds[rank] = place.geonameId;
    this.names[rank] = place.name;
    this.latitudes[rank] = place.latitude;
    this.longitudes[rank] = place.longitude;
    this.populations[rank] = place.population;
    this.countryCodes[rank] = this.countryTable.code(place.countryCode);
    const admin1 = place.admin1Code === '00' ? '' : place.admin1Code;
    this.regionCodes[rank] = this.regionTable.code(admin1, place.countryCode);
    this.zoneCodes[rank] = this.zoneTable.code(place.timeZone);
  }

  /** Ends filling: names the countries and regions and sorts the ids for `rankOfId`. */
  seal(regionNames: RegionNames): void {
    this.countries = this.countryTable.values.map((code) => {
      const name = countryNames.of(code) ?? code;
      return { code, name, key: searchKey(name) };
    });
    this.regions = this.regionTable.values.map((code) => {
      const name = regionNames[code] ?? null;
      return { admin1: searchKey(code.slice(code.indexOf('.') + 1)), name, key: name ? searchKey(name) : '' };
    });
    // Sort packed numbers (id · rank) natively rather than ranks through a comparator: it is
    // ten times faster, and this runs while the server is answering requests.
    const RANK_SPAN = 2 ** 18;
    if (this.size > RANK_SPAN) throw new RangeError(`PlaceColumns packs at most ${RANK_SPAN} places`);
    const packed = Float64Array.from(
      this.geonameIds,
      (geonameId, rank) => geonameId * RANK_SPAN + rank,
    ).sort();
    this.ranksById = Uint32Array.from(packed, (value) => value % RANK_SPAN);
  }

  placeAt(rank: number): Place {
    const country = this.countryOf(rank);
    return {
      id: String(this.geonameIds[rank] ?? 0),
      name: this.names[rank] ?? '',
      region: this.regionOf(rank).name,
      country: country.name,
      countryCode: country.code,
      latitude: this.latitudes[rank] ?? 0,
      longitude: this.longitudes[rank] ?? 0,
      timeZone: this.zoneTable.values[this.zoneCodes[rank] ?? 0] ?? 'Etc/UTC',
      population: this.populations[rank] ?? 0,
    };
  }

  /** Does a query's qualifier (already a search key) name this place's region or country? */
  isIn(rank: number, qualifier: string): boolean {
    const country = this.countryOf(rank);
    const region = this.regionOf(rank);
    return (
      country.key.startsWith(qualifier) ||
      country.code.toLowerCase() === qualifier ||
      COUNTRY_ALIASES[qualifier] === country.code ||
      (region.key !== '' && region.key.startsWith(qualifier)) ||
      region.admin1 === qualifier
    );
  }

  rankOfId(geonameId: number): number | undefined {
    let low = 0;
    let high = this.ranksById.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const rank = this.ranksById[middle] ?? 0;
      const candidate = this.geonameIds[rank] ?? 0;
      if (candidate === geonameId) return rank;
      if (candidate < geonameId) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  // Codes always point into the tables; the fallbacks only satisfy the type checker.
  private countryOf(rank: number): CountryEntry {
    return this.countries[this.countryCodes[rank] ?? 0] ?? UNKNOWN_COUNTRY;
  }

  private regionOf(rank: number): RegionEntry {
    return this.regions[this.regionCodes[rank] ?? 0] ?? NO_REGION;
  }
}
