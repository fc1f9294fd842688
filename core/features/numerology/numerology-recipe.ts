import { composeOffline } from './offline-reading';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildNumerologyPrompt } from './numerology-prompt';

/**
 * Spec §7: personal numerology goes through the horoscope function (POST /responses). It is
 * built from a name and a birth date, so it is personal and never cached; spec §8 gives its
 * own fallback line.
 */
export const numerologyRecipe = {
  route: {
    api: 'responses',
    model: 'reasoning',
    fallback: 'numerology',
    cacheable: false,
    maxOutputTokens: 700,
  },
  buildPrompt: buildNumerologyPrompt,
  composeOffline,
  today: ({ date }) => date,
  // Never the name or the birth date: log lines carry no personal data.
  label: ({ feature, sign, date }) => `${feature} ${sign} ${date}`,
} as const satisfies ReadingRecipe<RequestFor<'numerology'>>;
