import { composeOffline } from './offline-reading';
import { archetypes } from '@core/content/archetypes/archetypes';
import { archetypeTemplateReading } from '@core/features/mystical-personality/archetype-template-reading';
import type { RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildMysticalPersonalityPrompt } from './mystical-personality-prompt';

/**
 * Spec §7: the horoscope helper, so the Responses API with the reasoning model; one reading per
 * sign, archetype and date serves everyone. Spec §4 and §8: a reply that stays empty gets the
 * built-in template reading for the archetype and sign; any other failure gets the
 * aligning-energies text.
 */
export const mysticalPersonalityRecipe = {
  route: {
    api: 'responses',
    model: 'reasoning',
    fallback: 'mysticalPersonality',
    cacheable: true,
    maxOutputTokens: 700,
  },
  buildPrompt: buildMysticalPersonalityPrompt,
  composeOffline,
  emptyReplyText: ({ sign, archetype }) => archetypeTemplateReading(archetypes[archetype], sign).markdown,
  cacheKey: ({ feature, sign, archetype, date }) => `${feature}:${archetype}:${sign}:${date}`,
  today: ({ date }) => date,
  label: ({ feature, sign, archetype, date }) => `${feature} ${sign} ${archetype} ${date}`,
} as const satisfies ReadingRecipe<RequestFor<'mystical-personality'>>;
