/** One populated place as the place search answers it (GET /api/places). */
export interface Place {
  /** The GeoNames id, as a string so clients can keep it as an opaque key. */
  id: string;
  name: string;
  /** First-level region (state, province, county), or null where GeoNames gives none. */
  region: string | null;
  /** English country name. */
  country: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  latitude: number;
  longitude: number;
  /** IANA time zone, e.g. "Europe/London". */
  timeZone: string;
  population: number;
}

export interface PlaceIndex {
  /** Number of places held. */
  readonly size: number;
  /**
   * Places whose name starts with the query, accent- and case-insensitive, most populous first.
   * Text after a comma narrows by region or country: "springfield, il", "london, canada".
   */
  search(query: string, limit?: number): Place[];
  byId(id: string): Place | undefined;
}

export const DEFAULT_PLACE_LIMIT = 10;
