import type { MySkyRequest } from './my-sky-request';
import { findRequestedTransit } from './requested-transit';
import { composeTransitReading } from './transit-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: MySkyRequest) => string = (request) => {
  const found = findRequestedTransit(request);
  // The schema refuses a transit that does not happen; a caller that skipped it gets told.
  if (!found) throw new RangeError('The requested transit does not happen for this birth chart.');
  return composeTransitReading({ name: request.person.name, ...found });
};
