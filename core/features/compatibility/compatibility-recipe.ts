import { composeOffline } from './offline-reading';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildCompatibilityPrompt } from './compatibility-prompt';

/**
 * Spec §7: compatibility goes to the Responses API; §8: its failure text is the shifting-energies
 * line. The same for everyone with the pair and date, so cached. The key keeps the order of the
 * signs: the reading is spoken to the first sign (the page's "Your Sign") about the second, so
 * Leo with Aries and Aries with Leo are different texts; the cost is at most 144 readings a day
 * instead of 78.
 */
export const compatibilityRecipe = {
  route: {
    api: 'responses',
    model: 'reasoning',
    fallback: 'horoscope',
    cacheable: true,
    maxOutputTokens: 700,
  },
  buildPrompt: buildCompatibilityPrompt,
  composeOffline,
  cacheKey: ({ feature, firstSign, secondSign, date }) => `${feature}:${firstSign}:${secondSign}:${date}`,
  today: ({ date }) => date,
  label: ({ feature, firstSign, secondSign, date }) => `${feature} ${firstSign} ${secondSign} ${date}`,
} as const satisfies ReadingRecipe<RequestFor<'compatibility'>>;
