import { composeOffline } from './offline-reading';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildLuckyNumbersPrompt } from './lucky-numbers-prompt';

/**
 * Spec §7: the lucky-number analysis goes through the horoscope function (POST /responses).
 * The numbers are drawn at random, so no two visitors share a reading: never cached, and rate
 * limited per client like every uncacheable reading. Spec §8 gives its own fallback line.
 */
export const luckyNumbersRecipe = {
  route: {
    api: 'responses',
    model: 'reasoning',
    fallback: 'luckyNumbers',
    cacheable: false,
    maxOutputTokens: 500,
  },
  buildPrompt: buildLuckyNumbersPrompt,
  composeOffline,
  today: ({ date }) => date,
  label: ({ feature, sign, lottery, date }) => `${feature} ${sign} ${lottery} ${date}`,
} as const satisfies ReadingRecipe<RequestFor<'lucky-numbers'>>;
