import { composeOffline } from './offline-reading';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
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
  composeOffline,
  today: ({ date }) => date,
  label: ({ feature, chartType, date }) => `${feature} ${chartType} ${date}`,
} as const satisfies ReadingRecipe<RequestFor<'advanced-chart'>>;
