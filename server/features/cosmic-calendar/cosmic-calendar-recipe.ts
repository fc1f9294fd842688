import { offlineComposers } from '@core/features/offline-composers';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@server/generation/reading-recipe';
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
  composeOffline: offlineComposers['cosmic-calendar'],
  cacheKey: ({ feature, sign, category, date }) => `${feature}:${sign}:${category}:${date}`,
  fallbackText: offlineComposers['cosmic-calendar'],
  today: ({ date }) => date,
  label: ({ feature, sign, category, date }) => `${feature} ${sign} ${category} ${date}`,
} as const satisfies ReadingRecipe<RequestFor<'cosmic-calendar'>>;
