import { analysisFallbackText } from '@core/features/relationship-analysis/analysis-fallbacks';
import { composeOffline } from './offline-reading';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildRelationshipAnalysisPrompt } from './relationship-analysis-prompt';

/**
 * The same analysis for everyone with these signs and this date, so cached (the signs in order:
 * the text speaks to the first). On provider failure the fallback varies by focus (spec §5, §8):
 * healing, soulmate with its 85 %, communication, else the shifting-energies line.
 */
export const relationshipAnalysisRecipe = {
  route: {
    api: 'responses',
    model: 'reasoning',
    fallback: 'horoscope',
    cacheable: true,
    maxOutputTokens: 700,
  },
  buildPrompt: buildRelationshipAnalysisPrompt,
  composeOffline,
  cacheKey: ({ feature, analysis, firstSign, secondSign, date }) =>
    `${feature}:${analysis}:${firstSign}:${secondSign ?? '-'}:${date}`,
  fallbackText: ({ analysis, firstSign, secondSign }) =>
    analysisFallbackText(analysis, firstSign, secondSign),
  today: ({ date }) => date,
  label: ({ feature, analysis, firstSign, secondSign, date }) =>
    `${feature} ${analysis} ${firstSign} ${secondSign ?? '-'} ${date}`,
} as const satisfies ReadingRecipe<RequestFor<'relationship-analysis'>>;
