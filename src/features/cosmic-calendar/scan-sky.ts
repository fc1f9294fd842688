import type { SkyEvent } from '@core/sky/events';

export interface SkyScanQuestion {
  /** ISO 8601 instant the scan starts at. */
  from: string;
  days: number;
}
export type SkyScanAnswer = { events: readonly SkyEvent[] } | { error: string };

const scanHere = async (from: Date, days: number): Promise<readonly SkyEvent[]> =>
  (await import('@core/sky/sky-in-period')).skyInPeriod(from, days);

/**
 * The sky's events for `days` days from `from`. A 30-day scan holds a phone's main thread for
 * several hundred milliseconds (Lighthouse measured 774 ms of blocking time on the calendar), so
 * it runs in a worker, which also loads the astronomy code off the page. Where no worker can
 * run (an old browser, tests without one) or the worker fails, the scan runs here as before.
 */
export function scanSky(from: Date, days: number): Promise<readonly SkyEvent[]> {
  if (typeof Worker === 'undefined') return scanHere(from, days);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./sky-scan.worker.ts', import.meta.url), {
        type: 'module',
        name: 'sky-scan',
      });
    } catch {
      resolve(scanHere(from, days));
      return;
    }
    const finish = (events: Promise<readonly SkyEvent[]> | readonly SkyEvent[]) => {
      worker.terminate();
      resolve(events);
    };
    worker.onmessage = (message: MessageEvent<SkyScanAnswer>) => {
      if ('events' in message.data) finish(message.data.events);
      else {
        console.warn('The sky scan failed in its worker; scanning on the page:', message.data.error);
        finish(scanHere(from, days));
      }
    };
    worker.onerror = (event) => {
      // A worker that cannot load (offline before the service worker has it, say) falls back.
      event.preventDefault();
      finish(scanHere(from, days));
    };
    const question: SkyScanQuestion = { from: from.toISOString(), days };
    worker.postMessage(question);
  });
}
