// Offline-composed readings on a server with no provider key, against its own `/api/health`.
import { localIsoDate } from '@core/time/calendar-date';
import { startServerProcess } from '../e2e/support/server-process';
import { type Throughput, bestThroughput, measureThroughput, sharedReadingGet } from './throughput';

export interface OfflineReadingFigures {
  health: Throughput;
  daily: Throughput;
  calendar: Throughput;
}

/** Against the server of the checkout at `root` (default this one). */
export async function benchOfflineReadings(root?: string): Promise<OfflineReadingFigures> {
  const server = await startServerProcess({ LOG_LEVEL: 'error' }, root);
  try {
    // Measured once the place index is in, so its load does not slow the trivial route's figure.
    const warm = await fetch(`${server.url}/api/places?q=lon`, { signal: AbortSignal.timeout(60_000) });
    if (!warm.ok) throw new Error(`The place index did not load: HTTP ${warm.status}`);
    const date = localIsoDate();
    const daily = sharedReadingGet(server.url, { feature: 'horoscope', sign: 'leo', period: 'daily', date });
    const calendar = sharedReadingGet(server.url, {
      feature: 'cosmic-calendar',
      sign: 'leo',
      category: 'eclipse-season',
      date,
    });
    for (const { url, init } of [daily, calendar]) {
      const response = await fetch(url, init);
      const reading = (await response.json()) as { source?: string };
      if (reading.source !== 'offline') throw new Error(`Expected an offline reading, got ${reading.source}`);
    }
    // Three alternating rounds, each figure the best one: on a shared machine a burst of other
    // work in one 4-second window would otherwise decide the ratio.
    const rounds: OfflineReadingFigures[] = [];
    for (let round = 0; round < 3; round += 1) {
      rounds.push({
        health: await measureThroughput(`${server.url}/api/health`),
        daily: await measureThroughput(daily.url, daily.init),
        calendar: await measureThroughput(calendar.url, calendar.init),
      });
    }
    if (rounds.some((figures) => Object.values(figures).some((figure) => figure.non2xx > 0)))
      throw new Error('Some offline reading benchmark requests failed');
    const best = (pick: (figures: OfflineReadingFigures) => Throughput) => bestThroughput(rounds.map(pick));
    return {
      health: best((figures) => figures.health),
      daily: best((figures) => figures.daily),
      calendar: best((figures) => figures.calendar),
    };
  } finally {
    await server.stop();
  }
}
