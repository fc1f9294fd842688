import { Hono } from 'hono';
import { rejectInvalid, validate } from '../http/validate';
import { placeQuerySchema } from '@core/contract/place-query';
import type { ApiError } from '@core/contract/reading';
import type { Logger } from '../logging/logger';
import { getPlaceIndex } from '../places/place-index';
import type { Place, PlaceIndex } from '../places/place';

export interface PlacesResponse {
  places: Place[];
}

export interface PlaceRoutesOptions {
  /** The index to search; the shared lazily built one unless a test passes its own. */
  loadIndex?: () => Promise<PlaceIndex>;
  logger?: Pick<Logger, 'error'>;
}

// The data only changes with a new package version, so browsers and proxies may keep answers.
const CACHE_CONTROL = 'public, max-age=86400';
const UNAVAILABLE = 'Place search is not available right now. Please try again in a moment.';

/**
 * `GET /api/places?q=<prefix>&limit=<n>`: populated places whose name starts with the text typed,
 * most populous first. `GET /api/places/:id` returns one place by its id.
 */
export function createPlaceRoutes(options: PlaceRoutesOptions = {}): Hono {
  const { loadIndex = getPlaceIndex, logger = console } = options;

  const withIndex = async (
    use: (index: PlaceIndex) => Response,
    unavailable: () => Response,
  ): Promise<Response> => {
    let index: PlaceIndex;
    try {
      index = await loadIndex();
    } catch (error) {
      logger.error('The place index could not be loaded', { detail: String(error) });
      return unavailable();
    }
    return use(index);
  };

  return new Hono()
    .get('/places', async (context) => {
      const parsed = validate(placeQuerySchema, {
        q: context.req.query('q'),
        limit: context.req.query('limit') || undefined,
      });
      if (!parsed.success) return rejectInvalid(context, 'The place search', parsed.issues);
      const { q, limit } = parsed.data;
      return withIndex(
        (index) => {
          context.header('Cache-Control', CACHE_CONTROL);
          return context.json<PlacesResponse>({ places: index.search(q, limit) });
        },
        () => context.json<ApiError>({ error: UNAVAILABLE }, 503),
      );
    })
    .get('/places/:id', async (context) => {
      const id = context.req.param('id');
      if (!/^\d{1,10}$/.test(id)) {
        return context.json<ApiError>(
          { error: 'The place id is not valid.', issues: [{ path: 'id', message: 'must be a number' }] },
          400,
        );
      }
      return withIndex(
        (index) => {
          const place = index.byId(id);
          if (!place) return context.json<ApiError>({ error: `No place has the id ${id}.` }, 404);
          context.header('Cache-Control', CACHE_CONTROL);
          return context.json<Place>(place);
        },
        () => context.json<ApiError>({ error: UNAVAILABLE }, 503),
      );
    });
}
