import { composeOffline } from './offline-reading';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildCosmicCalendarPrompt } from './cosmic-calendar-prompt';

/**
 * The same guide for every visitor with this sign, category and date, so cached. Spec §8:
 * "locally written template per category, generic line as final fallback".
 */
export const cosmicCalendarRecipe = {
  route: {
    api: 'responses',
    model: 'reasoning',
    fallback: 'calendar',
    cacheable: true,
    maxOutputTokens: 1_000,
  },
  buildPrompt: buildCosmicCalendarPrompt,
  composeOffline,
  cacheKey: ({ feature, sign, category, date }) => `${feature}:${sign}:${category}:${date}`,
  fallbackText: composeOffline,
  today: ({ date }) => date,
  label: ({ feature, sign, category, date }) => `${feature} ${sign} ${category} ${date}`,
} as const satisfies ReadingRecipe<RequestFor<'cosmic-calendar'>>;
