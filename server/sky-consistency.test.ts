import { lunationFact } from '@core/compose/sky-event-facts';
import type { SkyEvent } from '@core/sky/events';
import { type Lunation, eventDate, lunationsOf, skyInDates } from '@core/sky/sky-in-period';
import { type IsoDate, monthStart, weekRange } from '@core/time/calendar-date';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { parseEnv } from './env';
import { createLogger } from './logging/logger';

/**
 * `GET /api/sky/events` names every lunation of 2026-2027 in the sign the readings name it in
 * (the horoscope and calendar prompts and composers are checked against the same lunations in
 * core/features/sky-consistency.test.ts).
 */
const LUNATIONS = lunationsOf(skyInDates('2026-01-01', 730));
const app = createApp({ env: parseEnv({}), logger: createLogger('silent') });

const label = (lunation: Lunation) => `${lunationFact(lunation)} (${lunation.utc})`;

async function apiEvents(from: IsoDate, days: number): Promise<SkyEvent[]> {
  const response = await app.request(`/api/sky/events?from=${from}&days=${days}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { events: SkyEvent[] }).events;
}

describe('one lunation, one sign, everywhere (2026-2027)', () => {
  it('covers every lunation of the two years', () => {
    expect(LUNATIONS).toHaveLength(99);
  });

  it('returns each lunation from GET /api/sky/events for its week and month, with the same sign', async () => {
    const wrong: string[] = [];
    for (const lunation of LUNATIONS) {
      const date = eventDate(lunation);
      const week = await apiEvents(weekRange(date).start, 7);
      const month = await apiEvents(monthStart(date), 31);
      for (const events of [week, month]) {
        const served = events.find((event) => event.type === lunation.type && event.utc === lunation.utc);
        if (served?.sign !== lunation.sign)
          wrong.push(`${label(lunation)}: served ${served?.sign ?? 'nothing'}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
