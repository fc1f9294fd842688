import { offlineComposers } from '@core/compose/compose-reading';
import { isTimeKnown } from '@core/compose/reading-sky';
import type { FeatureId, ReadingRequest } from '@core/contract/reading';
import type { IsoDate } from '@core/time/calendar-date';
import { buildAdvancedChartPrompt } from './prompts/advanced-chart';
import { buildBirthChartPrompt } from './prompts/birth-chart';
import { buildCosmicCalendarPrompt } from './prompts/cosmic-calendar';
import { buildHoroscopePrompt, horoscopePeriodStart } from './prompts/horoscope';
import type { ReadingPrompt } from './prompts/reading-prompt';

/**
 * What the server does with each feature's request: the prompt it builds, the offline text it
 * composes when no key is set, and (for cacheable features) the key identical readings share.
 */
export interface ReadingRecipe<Request extends ReadingRequest> {
  buildPrompt(request: Request): ReadingPrompt;
  composeOffline(request: Request): string;
  /** Two requests with the same key must build the same prompt. */
  cacheKey?(request: Request): string;
  /**
   * A fallback written for this request (spec §8: the calendar's per-category template). When
   * absent, or when it throws, the route's fixed fallback text is used.
   */
  fallbackText?(request: Request): string;
  /** The visitor's "today" the request carries, checked against the server clock; none for a birth date alone. */
  today?(request: Request): IsoDate;
  /** Names the reading in log lines; never personal data (names, birth details). */
  label(request: Request): string;
}

type RequestFor<Feature extends FeatureId> = Extract<ReadingRequest, { feature: Feature }>;

export const readingRecipes = {
  horoscope: {
    buildPrompt: buildHoroscopePrompt,
    composeOffline: offlineComposers.horoscope,
    cacheKey: ({ feature, sign, period, date }) =>
      `${feature}:${sign}:${period}:${horoscopePeriodStart(period, date)}`,
    today: ({ date }) => date,
    label: ({ feature, sign, period, date }) => `${feature} ${sign} ${period} ${date}`,
  },
  'birth-chart': {
    buildPrompt: buildBirthChartPrompt,
    composeOffline: offlineComposers['birth-chart'],
    label: ({ feature, person }) => `${feature} (${isTimeKnown(person) ? 'time known' : 'time unknown'})`,
  },
  'advanced-chart': {
    buildPrompt: buildAdvancedChartPrompt,
    composeOffline: offlineComposers['advanced-chart'],
    today: ({ date }) => date,
    label: ({ feature, chartType, date }) => `${feature} ${chartType} ${date}`,
  },
  'cosmic-calendar': {
    buildPrompt: buildCosmicCalendarPrompt,
    composeOffline: offlineComposers['cosmic-calendar'],
    cacheKey: ({ feature, sign, category, date }) => `${feature}:${sign}:${category}:${date}`,
    fallbackText: offlineComposers['cosmic-calendar'],
    today: ({ date }) => date,
    label: ({ feature, sign, category, date }) => `${feature} ${sign} ${category} ${date}`,
  },
} satisfies { [Feature in FeatureId]: ReadingRecipe<RequestFor<Feature>> };

/**
 * TypeScript cannot correlate `readingRecipes[request.feature]` with `request` across a union,
 * so the lookup is widened here once; the mapped type above keeps each row honest.
 */
export const recipeFor = (request: ReadingRequest): ReadingRecipe<ReadingRequest> =>
  readingRecipes[request.feature] as ReadingRecipe<ReadingRequest>;
