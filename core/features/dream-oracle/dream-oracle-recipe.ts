import { dreamOracleFallbackText } from '@core/features/dream-oracle/dream-oracle-fallback';
import { composeOffline } from './offline-reading';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildDreamOraclePrompt } from './dream-oracle-prompt';

/**
 * Spec §7: the Oracle uses the generation helper (the horoscopes' Responses API and reasoning
 * model). An analysis carries the visitor's dream, so nothing is cached (the per-client rate
 * limit applies). Spec §8: on a provider failure, the local template with headings, bullets and
 * an affirmation; the shifting-energies line only if even that cannot be written.
 */
export const dreamOracleRecipe = {
  route: {
    api: 'responses',
    model: 'reasoning',
    fallback: 'horoscope',
    cacheable: false,
    maxOutputTokens: 800,
  },
  buildPrompt: buildDreamOraclePrompt,
  composeOffline,
  fallbackText: dreamOracleFallbackText,
  today: ({ date }) => date,
  label: (request) =>
    `${request.feature} ${request.kind} ${request.sign} ${request.kind === 'wisdom' ? request.topic : request.analysisType} ${request.date}`,
} as const satisfies ReadingRecipe<RequestFor<'dream-oracle'>>;
