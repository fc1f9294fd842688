import type { Place } from './place';

export interface CountryEntry {
  code: string;
  name: string;
  /** The name as a search key, for "london, canada". */
  key: string;
}
export interface RegionEntry {
  /** The admin1 code as a search key, for "springfield, il". */
  admin1: string;
  name: string | null;
  key: string;
}

/**
 * The places column by column in population order (the "rank"): numbers in typed arrays, names
 * in one UTF-8 text, and repeated texts (countries, regions, zones) stored once in small tables
 * that the columns point into. Plain data, so it can be written to a file and read back.
 */
export interface PlaceColumnsData {
  geonameIds: Uint32Array;
  populations: Uint32Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
  countryCodes: Uint16Array;
  regionCodes: Uint16Array;
  zoneCodes: Uint16Array;
  /** Every name, one after the other; rank r's is [nameStarts[r], nameStarts[r + 1]). */
  nameText: Uint8Array;
  nameStarts: Uint32Array;
  /** Ranks sorted by GeoNames id, for `rankOfId`. */
  ranksById: Uint32Array;
  countries: CountryEntry[];
  regions: RegionEntry[];
  zones: string[];
}

// Common short forms that Intl's English country names do not start with.
const COUNTRY_ALIASES: Readonly<Record<string, string>> = { usa: 'US', uk: 'GB', uae: 'AE', drc: 'CD' };

const UNKNOWN_COUNTRY: CountryEntry = { code: '', name: '', key: '' };
const NO_REGION: RegionEntry = { admin1: '', name: null, key: '' };

/** Answers questions about the places of a `PlaceColumnsData`. */
export class PlaceColumns {
  readonly size: number;
  readonly populations: Uint32Array;
  private readonly nameText: Buffer;

  constructor(private readonly data: PlaceColumnsData) {
    this.size = data.geonameIds.length;
    this.populations = data.populations;
    this.nameText = Buffer.from(data.nameText.buffer, data.nameText.byteOffset, data.nameText.byteLength);
  }

  placeAt(rank: number): Place {
    const { data } = this;
    const country = this.countryOf(rank);
    return {
      id: String(data.geonameIds[rank] ?? 0),
      name: this.nameText.toString('utf8', data.nameStarts[rank] ?? 0, data.nameStarts[rank + 1] ?? 0),
      region: this.regionOf(rank).name,
      country: country.name,
      countryCode: country.code,
      latitude: data.latitudes[rank] ?? 0,
      longitude: data.longitudes[rank] ?? 0,
      timeZone: data.zones[data.zoneCodes[rank] ?? 0] ?? 'Etc/UTC',
      population: data.populations[rank] ?? 0,
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
    const { ranksById, geonameIds } = this.data;
    let low = 0;
    let high = ranksById.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const rank = ranksById[middle] ?? 0;
      const candidate = geonameIds[rank] ?? 0;
      if (candidate === geonameId) return rank;
      if (candidate < geonameId) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  // Codes always point into the tables; the fallbacks only satisfy the type checker.
  private countryOf(rank: number): CountryEntry {
    return this.data.countries[this.data.countryCodes[rank] ?? 0] ?? UNKNOWN_COUNTRY;
  }

  private regionOf(rank: number): RegionEntry {
    return this.data.regions[this.data.regionCodes[rank] ?? 0] ?? NO_REGION;
  }
}
