import { composeOffline } from './offline-reading';
import type { RequestFor } from '@core/features/reading-request';
import { dietFallbackText } from '@core/features/zodiac-diet/diet-fallback';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildZodiacDietPrompt } from './zodiac-diet-prompt';

/**
 * The same diet guidance for everyone asking with this sign, animal, focus and date, so cached.
 * Spec §7: the diet page uses the horoscope helper, so the Responses API and the reasoning
 * model. Spec §8: on a provider failure, the local template for the sign(s), element and focus;
 * the shifting-energies line only if even that cannot be written.
 */
export const zodiacDietRecipe = {
  route: {
    api: 'responses',
    model: 'reasoning',
    fallback: 'horoscope',
    cacheable: true,
    maxOutputTokens: 700,
  },
  buildPrompt: buildZodiacDietPrompt,
  composeOffline,
  cacheKey: ({ feature, sign, animal, focus, date }) =>
    `${feature}:${sign ?? '-'}:${animal ?? '-'}:${focus}:${date}`,
  fallbackText: dietFallbackText,
  today: ({ date }) => date,
  label: ({ feature, sign, animal, focus, date }) =>
    `${feature} ${sign ?? '-'} ${animal ?? '-'} ${focus} ${date}`,
} as const satisfies ReadingRecipe<RequestFor<'zodiac-diet'>>;
