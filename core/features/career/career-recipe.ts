import { composeOffline } from './offline-reading';
import { careerPeriodStart } from '@core/features/career/career-period';
import { tilePeriod } from '@core/features/career/career-tiles';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildCareerPrompt } from './career-prompt';

/**
 * Spec §7: career, finance, purpose and talent readings go to the Responses API with the
 * reasoning model. A tile's reading is the same for everyone with the sign in that period, so it
 * is cached under the period's first day; spec §8 gives career the horoscope's fallback line.
 */
export const careerRecipe = {
  route: {
    api: 'responses',
    model: 'reasoning',
    fallback: 'horoscope',
    cacheable: true,
    maxOutputTokens: 1_000,
  },
  buildPrompt: buildCareerPrompt,
  composeOffline,
  cacheKey: ({ feature, sign, tile, date }) =>
    `${feature}:${sign}:${tile}:${careerPeriodStart(tilePeriod(tile), date)}`,
  today: ({ date }) => date,
  label: ({ feature, sign, tile, date }) => `${feature} ${sign} ${tile} ${date}`,
} as const satisfies ReadingRecipe<RequestFor<'career'>>;
