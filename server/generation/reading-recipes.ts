import { composeHoroscope } from '@core/compose/horoscope';
import type { FeatureId, ReadingRequest } from '@core/contract/reading';
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
}

type RequestFor<Feature extends FeatureId> = Extract<ReadingRequest, { feature: Feature }>;

export const readingRecipes = {
  horoscope: {
    buildPrompt: buildHoroscopePrompt,
    composeOffline: ({ sign, period, date }) => composeHoroscope({ sign, period, date }).markdown,
    cacheKey: ({ feature, sign, period, date }) => `${feature}:${sign}:${period}:${horoscopePeriodStart(period, date)}`,
  },
} satisfies { [Feature in FeatureId]: ReadingRecipe<RequestFor<Feature>> };

/**
 * TypeScript cannot correlate `readingRecipes[request.feature]` with `request` across a union,
 * so the lookup is widened here once; the mapped type above keeps each row honest.
 */
export const recipeFor = (request: ReadingRequest): ReadingRecipe<ReadingRequest> =>
  readingRecipes[request.feature] as ReadingRecipe<ReadingRequest>;
