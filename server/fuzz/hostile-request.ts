import type { FuzzContext, FuzzRequest } from './fuzz-request';
import { queryRouteRequest } from './query-requests';
import { readingRequest } from './reading-requests';
import { randomFor } from './seeded-random';
import { staticRequest } from './static-requests';
import { transitsRequest } from './transits-requests';
import { transportRequest } from './transport-requests';

/**
 * Request number `index` of the run with `seed`: a pure function of the two, so a reported
 * failure is regenerated exactly by the same seed and index.
 */
export function hostileRequest(seed: number, index: number, context: FuzzContext): FuzzRequest {
  const random = randomFor(seed, index);
  const family = random.weighted([
    [9, 'readings'],
    [2, 'transits'],
    [7, 'query-routes'],
    [4, 'static'],
    [1, 'transport'],
  ] as const);
  if (family === 'readings') return readingRequest(random, context);
  if (family === 'transits') return transitsRequest(random, context);
  if (family === 'query-routes') return queryRouteRequest(random, context.today);
  if (family === 'static') return staticRequest(random);
  return transportRequest(random);
}
