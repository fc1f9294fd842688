import { isTimeKnown } from '@core/compose/reading-sky';
import { composeOffline } from './offline-reading';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildBirthChartPrompt } from './birth-chart-prompt';

/** Spec §7 lists the birth chart under POST /responses; it is personal, so never cached. */
export const birthChartRecipe = {
  route: {
    api: 'responses',
    model: 'reasoning',
    fallback: 'horoscope',
    cacheable: false,
    maxOutputTokens: 1_300,
  },
  buildPrompt: buildBirthChartPrompt,
  composeOffline,
  label: ({ feature, person }) => `${feature} (${isTimeKnown(person) ? 'time known' : 'time unknown'})`,
} as const satisfies ReadingRecipe<RequestFor<'birth-chart'>>;
