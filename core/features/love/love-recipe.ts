import { loveFallbackText } from '@core/features/love/love-fallbacks';
import { composeOffline } from './offline-reading';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildLovePrompt } from './love-prompt';

/**
 * The same love reading for every visitor with this sign, focus and date, so cached. Spec §7:
 * love readings are horoscope calls with a focus, so the Responses API and the reasoning model.
 * Spec §8: on a provider failure, the focus's template for the sign's element; the shifting-
 * energies line only if even that cannot be written.
 */
export const loveRecipe = {
  route: {
    api: 'responses',
    model: 'reasoning',
    fallback: 'horoscope',
    cacheable: true,
    maxOutputTokens: 600,
  },
  buildPrompt: buildLovePrompt,
  composeOffline,
  cacheKey: ({ feature, sign, focus, date }) => `${feature}:${sign}:${focus}:${date}`,
  fallbackText: loveFallbackText,
  today: ({ date }) => date,
  label: ({ feature, sign, focus, date }) => `${feature} ${sign} ${focus} ${date}`,
} as const satisfies ReadingRecipe<RequestFor<'love'>>;
