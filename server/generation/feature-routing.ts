import type { FeatureId } from '@core/contract/reading';
import type { FinalFallbackId } from './final-fallbacks';

/**
 * Which provider endpoint, model and fallback each feature uses (spec §7, §8). A new feature
 * adds a row here and a recipe in `reading-recipes.ts`; nothing else branches on the feature.
 */
export const PROVIDER_APIS = ['responses', 'chat-completions'] as const;
export type ProviderApi = (typeof PROVIDER_APIS)[number];

/** `reasoning` is OPENAI_REASONING_MODEL, `light` is OPENAI_LIGHT_MODEL. */
export const MODEL_TIERS = ['reasoning', 'light'] as const;
export type ModelTier = (typeof MODEL_TIERS)[number];

export interface FeatureRoute {
  api: ProviderApi;
  model: ModelTier;
  /**
   * The fixed text used when the provider fails. A recipe's `fallbackText` (a text written for
   * the request, such as the calendar's category template) comes first; this is the last resort.
   */
  fallback: FinalFallbackId;
  /** Not personal, so one generation serves every visitor asking the same thing. */
  cacheable: boolean;
}

export const featureRouting = {
  horoscope: { api: 'responses', model: 'reasoning', fallback: 'horoscope', cacheable: true },
  // Spec §7 lists the birth chart and the advanced chart under POST /responses; both are personal.
  'birth-chart': { api: 'responses', model: 'reasoning', fallback: 'horoscope', cacheable: false },
  'advanced-chart': { api: 'responses', model: 'reasoning', fallback: 'horoscope', cacheable: false },
  // Spec §8: "locally written template per category, generic line as final fallback".
  'cosmic-calendar': { api: 'responses', model: 'reasoning', fallback: 'calendar', cacheable: true },
} as const satisfies Record<FeatureId, FeatureRoute>;
