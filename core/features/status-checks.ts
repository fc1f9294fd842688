import type { ReadingSource } from '../contract/reading';
import type { IsoDate } from '../time/calendar-date';
import { angelicStatusOf } from './angels/angelic-status';
import type { FeatureId } from './feature-ids';
import type { RequestFor } from './reading-request';

/**
 * A feature whose spec gives it a status endpoint (`GET /api/<feature>/status`): the reading
 * that tests its service on a given server date, and how the result of that reading is told.
 */
export interface StatusCheck<Feature extends FeatureId> {
  testRequest(date: IsoDate): RequestFor<Feature>;
  describe(text: string, source: ReadingSource, interrupted: boolean): object;
}

/**
 * Every status endpoint, one line each, so the server's routes list none by name. The angelic
 * service (tool spec §4, §8) tests itself with the universal daily message of the day: a
 * cacheable reading, so checking often costs at most one provider call a day while it is well.
 */
export const statusChecks = {
  angels: {
    testRequest: (date) => ({ feature: 'angels', type: 'daily-message', date }),
    describe: angelicStatusOf,
  },
} as const satisfies { [Feature in FeatureId]?: StatusCheck<Feature> };
