import { yogaFallbackText } from '@core/features/astro-yoga/yoga-fallback';
import { composeOffline } from './offline-reading';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildAstroYogaPrompt } from './astro-yoga-prompt';

/**
 * Spec §7 leaves the transport open: Chat Completions with the light model. The same for
 * everyone asking for one sign, pose (or general guidance) and date, so cached by those. Spec §8:
 * a failure shows the local template for the sign, element and pose; the shifting-energies text
 * is only the last resort should the template itself fail.
 */
export const astroYogaRecipe = {
  route: {
    api: 'chat-completions',
    model: 'light',
    fallback: 'horoscope',
    cacheable: true,
    maxOutputTokens: 700,
  },
  buildPrompt: buildAstroYogaPrompt,
  composeOffline,
  fallbackText: yogaFallbackText,
  cacheKey: ({ feature, sign, pose, date }) => `${feature}:${pose ?? 'general'}:${sign}:${date}`,
  today: ({ date }) => date,
  label: ({ feature, sign, pose, date }) => `${feature} ${sign} ${pose ?? 'general'} ${date}`,
} as const satisfies ReadingRecipe<RequestFor<'astro-yoga'>>;
