import { composeOffline } from './offline-reading';
import { angelsFallbackText } from '@core/features/angels/angels-reading';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildAngelsPrompt } from './angels-prompt';

/**
 * The angelic content service (tool spec §4, §7, §8). Spec §4 fixes its retries: up to 3
 * attempts, waiting 1 s times the attempt number between them. Every type falls back to its
 * built-in text, the same one the offline composer writes (the daily message from the Guardian
 * Angel). Only the daily message is the same for everyone, by sign and date, and only when it
 * greets nobody by name; draws and blessings are personal.
 */
export const angelsRecipe = {
  route: {
    api: 'chat-completions',
    model: 'light',
    fallback: 'horoscope',
    cacheable: true,
    maxOutputTokens: 900,
  },
  retry: { attempts: 3, backoffStepMs: 1_000 },
  buildPrompt: buildAngelsPrompt,
  composeOffline,
  fallbackText: angelsFallbackText,
  cacheKey: (request) =>
    request.type === 'daily-message' && !request.name
      ? `${request.feature}:daily:${request.sign ?? 'universal'}:${request.date}`
      : undefined,
  today: ({ date }) => date,
  label: (request) =>
    request.type === 'reading'
      ? `${request.feature} reading ${request.spread}`
      : `${request.feature} ${request.type} ${request.sign ?? 'universal'}`,
} as const satisfies ReadingRecipe<RequestFor<'angels'>>;
