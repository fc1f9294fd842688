import { z } from 'zod';
import { MAX_PLACE_LIMIT, MAX_PLACE_QUERY_LENGTH } from './place-limits';

/** The query of `GET /api/places` (classic zod, as the other route schemas: see chart-query.ts). */
export const placeQuerySchema = z.object({
  q: z
    .string({ message: 'is required: the start of a place name' })
    .trim()
    .min(1, { message: 'must not be empty: type the start of a place name' })
    .max(MAX_PLACE_QUERY_LENGTH, { message: `must be at most ${MAX_PLACE_QUERY_LENGTH} characters` }),
  limit: z.coerce
    .number({ message: `must be a whole number from 1 to ${MAX_PLACE_LIMIT}` })
    .int({ message: `must be a whole number from 1 to ${MAX_PLACE_LIMIT}` })
    .min(1, { message: `must be a whole number from 1 to ${MAX_PLACE_LIMIT}` })
    .max(MAX_PLACE_LIMIT, { message: `must be a whole number from 1 to ${MAX_PLACE_LIMIT}` })
    .optional(),
});
