import { composeOffline } from './offline-reading';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildTarotPrompt } from './tarot-prompt';

/**
 * Spec §7 sends tarot to Chat Completions with the light model; §8 gives it its own fallback.
 * A draw is random and personal, so it is never cached (the per-client rate limit applies).
 */
export const tarotRecipe = {
  route: {
    api: 'chat-completions',
    model: 'light',
    fallback: 'tarot',
    cacheable: false,
    maxOutputTokens: 800,
  },
  buildPrompt: buildTarotPrompt,
  composeOffline,
  today: ({ date }) => date,
  label: ({ feature, spread, deck }) => `${feature} ${spread} ${deck}`,
} as const satisfies ReadingRecipe<RequestFor<'tarot'>>;
