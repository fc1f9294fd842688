import { dreamJournalFallbackText } from '@core/features/dream-journal/dream-journal-fallback';
import { composeOffline } from './offline-reading';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildDreamJournalPrompt } from './dream-journal-prompt';

/**
 * Spec §7: the journal uses the generation helper (the horoscopes' Responses API and reasoning
 * model). An analysis carries the visitor's dream, so nothing is cached (the per-client rate
 * limit applies). Spec §8: on a provider failure, the local template with headings, bullets and
 * an affirmation; the shifting-energies line only if even that cannot be written.
 */
export const dreamJournalRecipe = {
  route: {
    api: 'responses',
    model: 'reasoning',
    fallback: 'horoscope',
    cacheable: false,
    maxOutputTokens: 750,
  },
  buildPrompt: buildDreamJournalPrompt,
  composeOffline,
  fallbackText: dreamJournalFallbackText,
  today: ({ date }) => date,
  label: (request) =>
    `${request.feature} ${request.kind} ${request.sign} ${request.kind === 'wisdom' ? request.topic : `${request.symbols.length} symbols`} ${request.date}`,
} as const satisfies ReadingRecipe<RequestFor<'dream-journal'>>;
