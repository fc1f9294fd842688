import type { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import type { FeatureId } from '@core/contract/reading';

/**
 * Which provider endpoint, model and fallback each feature uses (spec §7, §8). A new feature
 * adds a row here and a recipe in `reading-recipes.ts`; nothing else branches on the feature.
 */
export const PROVIDER_APIS = ['responses', 'chat-completions'] as const;
export type ProviderApi = (typeof PROVIDER_APIS)[number];

/** `reasoning` is OPENAI_REASONING_MODEL, `light` is OPENAI_LIGHT_MODEL. */
export const MODEL_TIERS = ['reasoning', 'light'] as const;
export type ModelTier = (typeof MODEL_TIERS)[number];

export type FallbackTextId = keyof typeof FALLBACK_TEXTS;

export interface FeatureRoute {
  api: ProviderApi;
  model: ModelTier;
  /** The spec's canned text used when the provider fails. */
  fallback: FallbackTextId;
  /** Not personal, so one generation serves every visitor asking the same thing. */
  cacheable: boolean;
}

export const featureRouting = {
  horoscope: { api: 'responses', model: 'reasoning', fallback: 'horoscope', cacheable: true },
} as const satisfies Record<FeatureId, FeatureRoute>;
