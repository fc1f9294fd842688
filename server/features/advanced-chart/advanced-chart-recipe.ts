import { offlineComposers } from '@core/features/offline-composers';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@server/generation/reading-recipe';
import { buildAdvancedChartPrompt } from './advanced-chart-prompt';

/** Spec §7 lists the advanced charts under POST /responses; they are personal, so never cached. */
export const advancedChartRecipe = {
  route: {
    api: 'responses',
    model: 'reasoning',
    fallback: 'horoscope',
    cacheable: false,
    maxOutputTokens: 1_300,
  },
  buildPrompt: buildAdvancedChartPrompt,
  composeOffline: offlineComposers['advanced-chart'],
  today: ({ date }) => date,
  label: ({ feature, chartType, date }) => `${feature} ${chartType} ${date}`,
} as const satisfies ReadingRecipe<RequestFor<'advanced-chart'>>;
