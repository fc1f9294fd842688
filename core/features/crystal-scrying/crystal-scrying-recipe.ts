import { composeOffline } from './offline-reading';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildCrystalScryingPrompt } from './crystal-scrying-prompt';

/**
 * Spec §7 leaves the transport open: a short reading, so Chat Completions with the light model.
 * The same for everyone asking for one sign, crystal and date, so cached by those. Spec §8: a
 * failure shows the crystal-mists text.
 */
export const crystalScryingRecipe = {
  route: {
    api: 'chat-completions',
    model: 'light',
    fallback: 'crystalScrying',
    cacheable: true,
    maxOutputTokens: 700,
  },
  buildPrompt: buildCrystalScryingPrompt,
  composeOffline,
  cacheKey: ({ feature, sign, crystal, date }) => `${feature}:${crystal}:${sign}:${date}`,
  today: ({ date }) => date,
  label: ({ feature, sign, crystal, date }) => `${feature} ${sign} ${crystal} ${date}`,
} as const satisfies ReadingRecipe<RequestFor<'crystal-scrying'>>;
