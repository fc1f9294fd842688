import type { FinalFallbackId } from './final-fallbacks';

/**
 * The shape of a feature's routing row: which provider endpoint, model and fallback it uses
 * (spec §7, §8). Each feature's row lives in its recipe (`server/features/<feature>/`);
 * nothing else branches on the feature.
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
