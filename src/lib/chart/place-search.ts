import { MAX_PLACE_QUERY_LENGTH } from '@core/contract/place-limits';
import type { PlaceResult } from '@core/contract/places';

export type { PlaceResult };

/** The server refuses longer queries; nobody types a place name this long anyway. */

export interface PlaceSearchOptions {
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/** Searches places whose name starts with `query`; every kind of failure is an empty list. */
export type PlaceSearch = (query: string, options?: PlaceSearchOptions) => Promise<PlaceResult[]>;

/**
 * `GET /api/places?q=`: populated places, most populous first. A birth place is optional, so a
 * failed search must never block the form: it is logged and answered with no suggestions, and the
 * visitor can still type coordinates.
 */
export const searchPlaces: PlaceSearch = async (query, { signal, fetchImpl = fetch } = {}) => {
  const text = query.trim().slice(0, MAX_PLACE_QUERY_LENGTH);
  if (text === '') return [];
  // The answer's schema (zod and the contract) loads beside the first search, not with the page.
  const contract = import('@core/contract/places');
  // Answered before the schema is needed (a failed fetch): its own failure is then nobody's concern.
  contract.catch(() => undefined);
  try {
    const response = await fetchImpl(`/api/places?q=${encodeURIComponent(text)}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) {
      console.error(`Place search failed with HTTP ${response.status} for "${text}"`);
      return [];
    }
    const { placeSearchResponseSchema } = await contract;
    const parsed = placeSearchResponseSchema.safeParse(await response.json());
    if (!parsed.success) {
      console.error('Place search answered something that is not a place list:', parsed.error);
      return [];
    }
    return parsed.data.places;
  } catch (error) {
    // A newer keystroke cancelled this search: that is not a failure.
    if (!signal?.aborted) console.error('Place search failed:', error);
    return [];
  }
};

/** "London, England, United Kingdom"; the region is left out where it only repeats the name. */
export function placeDisplayName(place: Pick<PlaceResult, 'name' | 'region' | 'country'>): string {
  const region = place.region && place.region !== place.name ? place.region : null;
  return [place.name, region, place.country].filter((part): part is string => Boolean(part)).join(', ');
}
