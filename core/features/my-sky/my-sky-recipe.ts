import type { ReadingRecipe } from '@core/compose/reading-recipe';
import type { RequestFor } from '@core/features/reading-request';
import { buildMySkyPrompt } from './my-sky-prompt';
import { composeOffline } from './offline-reading';

/**
 * One transit read in one person's chart: personal, so never cached; the light model suffices
 * for a short reading whose figures the server already computed. When the provider fails, the
 * visitor still gets this transit's own composed reading rather than a generic line.
 */
export const mySkyRecipe = {
  route: {
    api: 'chat-completions',
    model: 'light',
    fallback: 'horoscope',
    cacheable: false,
    maxOutputTokens: 500,
  },
  buildPrompt: buildMySkyPrompt,
  composeOffline,
  fallbackText: composeOffline,
  label: ({ feature, event }) => `${feature} (${event.body} ${event.aspect} ${event.target})`,
} as const satisfies ReadingRecipe<RequestFor<'my-sky'>>;
