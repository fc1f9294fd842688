import { composeOffline } from './offline-reading';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildSacredGeometryPrompt } from './sacred-geometry-prompt';

/**
 * Spec §7: the horoscope helper, so the Responses API with the reasoning model; one reading per
 * sign, pattern and date serves everyone. Spec §8: its own aligning-geometries text on failure.
 */
export const sacredGeometryRecipe = {
  route: {
    api: 'responses',
    model: 'reasoning',
    fallback: 'sacredGeometry',
    cacheable: true,
    maxOutputTokens: 700,
  },
  buildPrompt: buildSacredGeometryPrompt,
  composeOffline,
  cacheKey: ({ feature, sign, pattern, date }) => `${feature}:${pattern}:${sign}:${date}`,
  today: ({ date }) => date,
  label: ({ feature, sign, pattern, date }) => `${feature} ${sign} ${pattern} ${date}`,
} as const satisfies ReadingRecipe<RequestFor<'sacred-geometry'>>;
