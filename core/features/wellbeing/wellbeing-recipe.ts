import { composeOffline } from './offline-reading';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildWellbeingPrompt } from './wellbeing-prompt';

/**
 * Spec §7: well-being goes to Chat Completions with the light model (max_tokens 800,
 * temperature 0.8, set by the provider seam), cached by topic and sign; the date joins the key
 * because the guidance reads the day's Moon. Spec §8: its fallback is the shifting-energies
 * text, which the "horoscope" row holds.
 */
export const wellbeingRecipe = {
  route: {
    api: 'chat-completions',
    model: 'light',
    fallback: 'horoscope',
    cacheable: true,
    maxOutputTokens: 800,
  },
  buildPrompt: buildWellbeingPrompt,
  composeOffline,
  cacheKey: ({ feature, topic, sign, date }) => `${feature}:${topic}:${sign}:${date}`,
  today: ({ date }) => date,
  label: ({ feature, sign, topic, date }) => `${feature} ${sign} ${topic} ${date}`,
} as const satisfies ReadingRecipe<RequestFor<'wellbeing'>>;
