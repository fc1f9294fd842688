import type { PersonalSkyEvent } from '@core/sky/transits/personal-sky-event';

export interface PersonalSkyQuestion {
  /** The birth instant, ISO 8601. */
  utc: string;
  timeKnown: boolean;
  latitude?: number;
  longitude?: number;
  /** ISO 8601 instant the scan starts at. */
  from: string;
  days: number;
}
export type PersonalSkyAnswer = { events: PersonalSkyEvent[] } | { error: string };

export async function scanHere(question: PersonalSkyQuestion): Promise<PersonalSkyEvent[]> {
  const { personalSky } = await import('@core/sky/transits/personal-sky');
  const { utc, timeKnown, latitude, longitude, from, days } = question;
  const place = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : {};
  return personalSky({ utc: new Date(utc), timeKnown, ...place }, new Date(from), days).events;
}

/**
 * One person's sky, scanned in a worker: a 90-day scan is tens of milliseconds on a desktop and
 * several times that on a phone, and the engine is a large chunk, so both stay off the page's
 * main thread. Where no worker can run, or it fails, the scan runs here instead (as the
 * calendar's scan does).
 */
export function scanPersonalSky(question: PersonalSkyQuestion): Promise<PersonalSkyEvent[]> {
  if (typeof Worker === 'undefined') return scanHere(question);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./personal-sky.worker.ts', import.meta.url), {
        type: 'module',
        name: 'personal-sky',
      });
    } catch {
      resolve(scanHere(question));
      return;
    }
    const finish = (events: Promise<PersonalSkyEvent[]> | PersonalSkyEvent[]) => {
      worker.terminate();
      resolve(events);
    };
    worker.onmessage = (message: MessageEvent<PersonalSkyAnswer>) => {
      if ('events' in message.data) finish(message.data.events);
      else {
        console.warn('The personal sky scan failed in its worker; scanning on the page:', message.data.error);
        finish(scanHere(question));
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish(scanHere(question));
    };
    worker.postMessage(question);
  });
}
