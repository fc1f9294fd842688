import { signs } from '@core/content/signs';
import { type SkyFacts, skyForDate } from '@core/sky/daily-sky';
import { type MoonPhaseId, moonPhaseNames } from '@core/sky/moon-phases';
import { type IsoDate, addDays, monthName } from '@core/time/calendar-date';

/**
 * Plain-language sky facts for prompts, computed from the real sky so the model writes about
 * where the Sun and Moon actually are instead of inventing positions.
 */
export interface DailySky {
  date: IsoDate;
  sky: SkyFacts;
}

/** One noon sample per day: enough to place lunations and Sun ingresses to within a day. */
export function sampleDays(start: IsoDate, days: number): DailySky[] {
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(start, index);
    return { date, sky: skyForDate(date) };
  });
}

const signName = (sky: SkyFacts['sun'] | SkyFacts['moon']) => signs[sky.sign].name;
const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** "Nov 22" */
export const dayLabel = (date: IsoDate) => `${monthName(date).slice(0, 3)} ${Number(date.slice(8, 10))}`;

/** "July 15, 1990" */
export const fullDateLabel = (date: IsoDate) =>
  `${monthName(date)} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;

export function describeMoon(sky: SkyFacts): string {
  return `Moon in ${signName(sky.moon)}, ${moonPhaseNames[sky.moon.phase]}, ${percent(sky.moon.illumination)} illuminated`;
}

export function describeDay(sky: SkyFacts): string[] {
  return [`Sun in ${signName(sky.sun)}`, describeMoon(sky)];
}

/** The four exact lunations, as elongation angles; each is reported on the day nearest to it. */
const LUNATIONS = [
  { angle: 0, phase: 'new-moon' },
  { angle: 90, phase: 'first-quarter' },
  { angle: 180, phase: 'full-moon' },
  { angle: 270, phase: 'last-quarter' },
] as const satisfies readonly { angle: number; phase: MoonPhaseId }[];

const forwardDegrees = (from: number, to: number) => (((to - from) % 360) + 360) % 360;

/** Lunations that fall inside the sampled days, e.g. "Full Moon in Gemini around Nov 24". */
export function findLunations(samples: readonly DailySky[]): string[] {
  const found: string[] = [];
  for (let index = 0; index + 1 < samples.length; index += 1) {
    const today = samples[index];
    const tomorrow = samples[index + 1];
    if (!today || !tomorrow) continue;
    const step = forwardDegrees(today.sky.moon.phaseAngle, tomorrow.sky.moon.phaseAngle);
    for (const lunation of LUNATIONS) {
      const toExact = forwardDegrees(today.sky.moon.phaseAngle, lunation.angle);
      if (toExact >= step) continue;
      const nearest = toExact <= step / 2 ? today : tomorrow;
      found.push(
        `${moonPhaseNames[lunation.phase]} in ${signName(nearest.sky.moon)} around ${dayLabel(nearest.date)}`,
      );
    }
  }
  return found;
}

/** Days on which the Sun is first seen in a new sign, e.g. "Sun enters Sagittarius around Nov 22". */
export function findSunIngresses(samples: readonly DailySky[]): string[] {
  const found: string[] = [];
  for (let index = 1; index < samples.length; index += 1) {
    const previous = samples[index - 1];
    const current = samples[index];
    if (previous && current && previous.sky.sun.sign !== current.sky.sun.sign) {
      found.push(`Sun enters ${signName(current.sky.sun)} around ${dayLabel(current.date)}`);
    }
  }
  return found;
}
