import { localIsoDate } from '@core/time/calendar-date';

/** Headers of a reading asked for as one JSON answer, as a script (not a browser) sends them. */
export const JSON_READING_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

/** Today's daily horoscope for one sign: the same for every visitor, so served from the cache. */
export const cachedReadingBody = (): string =>
  JSON.stringify({ feature: 'horoscope', sign: 'leo', period: 'daily', date: localIsoDate() });

const DAY_MS = 86_400_000;
const FIRST_BIRTH = Date.UTC(1960, 0, 1, 12);

/** The n-th of many different people born at noon UTC on different days: never cached. */
export function birthChartBody(n: number): string {
  const utc = new Date(FIRST_BIRTH + n * DAY_MS).toISOString();
  return JSON.stringify({
    feature: 'birth-chart',
    person: { name: `Soak visitor ${n}`, date: utc.slice(0, 10), time: '12:00', utc },
  });
}
