// Offline-composed readings on a server with no provider key, against its own `/api/health`.
import { localIsoDate } from '@core/time/calendar-date';
import { startServerProcess } from '../e2e/support/server-process';
import { type Throughput, measureThroughput } from './throughput';

export interface OfflineReadingFigures {
  health: Throughput;
  daily: Throughput;
  calendar: Throughput;
}

const jsonPost = (body: object) => ({
  method: 'POST' as const,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', accept: 'application/json' },
});

export async function benchOfflineReadings(): Promise<OfflineReadingFigures> {
  const server = await startServerProcess({ LOG_LEVEL: 'error' });
  try {
    // Measured once the place index is in, so its load does not slow the trivial route's figure.
    const warm = await fetch(`${server.url}/api/places?q=lon`, { signal: AbortSignal.timeout(60_000) });
    if (!warm.ok) throw new Error(`The place index did not load: HTTP ${warm.status}`);
    const date = localIsoDate();
    const daily = jsonPost({ feature: 'horoscope', sign: 'leo', period: 'daily', date });
    const calendar = jsonPost({ feature: 'cosmic-calendar', sign: 'leo', category: 'eclipse-season', date });
    for (const init of [daily, calendar]) {
      const response = await fetch(`${server.url}/api/readings`, init);
      const reading = (await response.json()) as { source?: string };
      if (reading.source !== 'offline') throw new Error(`Expected an offline reading, got ${reading.source}`);
    }
    const figures = {
      health: await measureThroughput(`${server.url}/api/health`),
      daily: await measureThroughput(`${server.url}/api/readings`, daily),
      calendar: await measureThroughput(`${server.url}/api/readings`, calendar),
    };
    if (Object.values(figures).some((figure) => figure.non2xx > 0))
      throw new Error('Some offline reading benchmark requests failed');
    return figures;
  } finally {
    await server.stop();
  }
}
