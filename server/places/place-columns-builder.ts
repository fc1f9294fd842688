import { type GeonamesPlace, detachString } from './geonames-dump';
import type { CountryEntry, PlaceColumnsData, RegionEntry } from './place-columns';
import { searchKey } from './search-key';

/** Region names keyed "CC.admin1" (see data/region-names.json). */
export type RegionNames = Readonly<Record<string, string>>;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

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
 * Fills the columns one place at a time with `put` (so the index builder can pause between
 * batches), then `seal` names the countries and regions and lays the names out as one text.
 */
export class PlaceColumnsBuilder {
  private readonly geonameIds: Uint32Array;
  private readonly names: string[];
  private readonly latitudes: Float64Array;
  private readonly longitudes: Float64Array;
  private readonly populations: Uint32Array;
  private readonly countryCodes: Uint16Array;
  private readonly regionCodes: Uint16Array;
  private readonly zoneCodes: Uint16Array;
  private readonly countryTable = new Table();
  private readonly regionTable = new Table();
  private readonly zoneTable = new Table();

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

  /** Stores the place of this rank. */
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

  /** Ends filling: names the countries and regions, packs the names and sorts the ids. */
  seal(regionNames: RegionNames): PlaceColumnsData {
    const countries = this.countryTable.values.map((code): CountryEntry => {
      const name = countryNames.of(code) ?? code;
      return { code, name, key: searchKey(name) };
    });
    const regions = this.regionTable.values.map((code): RegionEntry => {
      const name = regionNames[code] ?? null;
      return { admin1: searchKey(code.slice(code.indexOf('.') + 1)), name, key: name ? searchKey(name) : '' };
    });
    const encodedNames = this.names.map((name) => Buffer.from(name ?? '', 'utf8'));
    const nameStarts = new Uint32Array(this.size + 1);
    encodedNames.forEach((bytes, rank) => {
      nameStarts[rank + 1] = (nameStarts[rank] ?? 0) + bytes.length;
    });
    const nameText = new Uint8Array(nameStarts[this.size] ?? 0);
    encodedNames.forEach((bytes, rank) => nameText.set(bytes, nameStarts[rank] ?? 0));
    // Sort packed numbers (id · rank) natively rather than ranks through a comparator: ten
    // times faster, which matters when the index is built while the server answers requests.
    const RANK_SPAN = 2 ** 18;
    if (this.size > RANK_SPAN) throw new RangeError(`PlaceColumns packs at most ${RANK_SPAN} places`);
    const packed = Float64Array.from(
      this.geonameIds,
      (geonameId, rank) => geonameId * RANK_SPAN + rank,
    ).sort();
    return {
      geonameIds: this.geonameIds,
      populations: this.populations,
      latitudes: this.latitudes,
      longitudes: this.longitudes,
      countryCodes: this.countryCodes,
      regionCodes: this.regionCodes,
      zoneCodes: this.zoneCodes,
      nameText,
      nameStarts,
      ranksById: Uint32Array.from(packed, (value) => value % RANK_SPAN),
      countries,
      regions,
      zones: this.zoneTable.values,
    };
  }
}
