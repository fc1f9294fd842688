import { composeOffline } from './offline-reading';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildHoroscopePrompt, horoscopePeriodStart } from './horoscope-prompt';

/** Spec §7: horoscopes go to the Responses API with the reasoning model; one text serves every visitor. */
export const horoscopeRecipe = {
  route: {
    api: 'responses',
    model: 'reasoning',
    fallback: 'horoscope',
    cacheable: true,
    maxOutputTokens: 1_000,
  },
  buildPrompt: buildHoroscopePrompt,
  composeOffline,
  cacheKey: ({ feature, sign, period, date }) =>
    `${feature}:${sign}:${period}:${horoscopePeriodStart(period, date)}`,
  today: ({ date }) => date,
  label: ({ feature, sign, period, date }) => `${feature} ${sign} ${period} ${date}`,
} as const satisfies ReadingRecipe<RequestFor<'horoscope'>>;
