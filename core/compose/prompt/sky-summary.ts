import { signs } from '@core/content/signs';
import { ingressFact, lunationFact } from '@core/compose/sky-event-facts';
import { type SkyFacts } from '@core/sky/daily-sky';
import { moonPhaseNames } from '@core/sky/moon-phases';
import { isLunation, lunationsOf, skyInDates } from '@core/sky/sky-in-period';
import { type IsoDate, addDays, monthName } from '@core/time/calendar-date';

/**
 * Plain-language sky facts for prompts, computed from the real sky so the model writes about
 * where the Sun and Moon actually are instead of inventing positions.
 */

const signName = (sky: SkyFacts['sun'] | SkyFacts['moon']) => signs[sky.sign].name;
const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** "July 15, 1990" */
export const fullDateLabel = (date: IsoDate) =>
  `${monthName(date)} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;

export function describeMoon(sky: SkyFacts): string {
  return `Moon in ${signName(sky.moon)}, ${moonPhaseNames[sky.moon.phase]}, ${percent(sky.moon.illumination)} illuminated`;
}

export function describeDay(sky: SkyFacts): string[] {
  return [`Sun in ${signName(sky.sun)}`, describeMoon(sky)];
}

/**
 * The period's lunations and the Sun's ingresses in time order, worded exactly as the offline
 * composer and the pages word them ("Full Moon in Gemini on Nov 24"), from the one sky module.
 */
export function periodHighlights(start: IsoDate, dayCount: number): string[] {
  return skyInDates(start, dayCount).flatMap((event) => {
    if (isLunation(event)) return [lunationFact(event)];
    if (event.type === 'ingress' && event.body === 'sun') return [ingressFact(event, 'Sun')];
    return [];
  });
}

/**
 * A day's phase name ("Full Moon") covers about three days, and the Moon changes sign within
 * them, so a daily prompt also gets the exact lunation within two days either side, with its
 * own sign: otherwise the day before a Full Moon in Gemini reads as "Full Moon in Taurus".
 */
export function nearbyLunations(date: IsoDate): string[] {
  return lunationsOf(skyInDates(addDays(date, -2), 5)).map(
    (lunation) => `Exact lunation nearby: ${lunationFact(lunation)}`,
  );
}
