import type { BirthMoment } from '../contract/birth-moment';
import type { ChartMoment } from '../sky/advanced/birth-moment';

/**
 * The sky a reading request stands on, computed the same way wherever the reading is written:
 * in the server's prompts, by the server's offline composer, and by the browser's own composer
 * when the server cannot be reached.
 */

/** The birth time is optional (spec §5); without it there are no houses or angles. */
export const isTimeKnown = (person: BirthMoment): boolean => person.time !== undefined;

/** The contract's birth moment as the chart engine reads it. */
export function chartMomentOf(person: BirthMoment): ChartMoment {
  return {
    utc: new Date(person.utc),
    timeKnown: isTimeKnown(person),
    ...(person.place ? { latitude: person.place.latitude, longitude: person.place.longitude } : {}),
  };
}
