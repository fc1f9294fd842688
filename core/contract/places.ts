import { z } from './zod-mini';

/** One populated place as `GET /api/places?q=` answers it; the client validates what it gets. */
export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  region: z.nullable(z.string()),
  country: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  population: z.number(),
});
export type PlaceResult = z.infer<typeof placeSchema>;

export const placeSearchResponseSchema = z.object({ places: z.array(placeSchema) });
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;
