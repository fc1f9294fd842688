import { composeOffline } from './offline-reading';
import { palmFallbackText } from '@core/features/palmistry/palm-fallback';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildPalmistryPrompt } from './palmistry-prompt';

/**
 * The same palm reading for every visitor with this sign, focus and date, so cached. Spec §7:
 * palm readings go through the generation helper the horoscopes use, so the Responses API and
 * the reasoning model. Spec §8: on a provider failure, log 'Error fetching palm reading' and
 * show the built-in template reading; the shifting-energies line only if even that fails.
 */
export const palmistryRecipe = {
  route: {
    api: 'responses',
    model: 'reasoning',
    fallback: 'horoscope',
    cacheable: true,
    maxOutputTokens: 700,
  },
  buildPrompt: buildPalmistryPrompt,
  composeOffline,
  cacheKey: ({ feature, sign, focus, date }) => `${feature}:${sign}:${focus}:${date}`,
  fallbackText: palmFallbackText,
  fallbackLog: 'Error fetching palm reading',
  today: ({ date }) => date,
  label: ({ feature, sign, focus, date }) => `${feature} ${sign} ${focus} ${date}`,
} as const satisfies ReadingRecipe<RequestFor<'palmistry'>>;
