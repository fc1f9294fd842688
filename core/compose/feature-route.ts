import type { FallbackTextId } from './fallback-texts';

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
  fallback: FallbackTextId;
  /** Not personal, so one generation serves every visitor asking the same thing. */
  cacheable: boolean;
  /**
   * The most tokens of visible reply the provider may write: the feature's longest reply (its
   * prompt's upper word count, about 1.4 tokens a word with markdown) with room to finish a
   * sentence. Chat Completions sends it as `max_tokens`; the Responses API adds the reasoning
   * reserve of OPENAI_REASONING_EFFORT (reasoning counts in `max_output_tokens`). It also sets
   * the character ceiling the server forwards and caches (`replyCharCeiling`).
   */
  maxOutputTokens: number;
}

/**
 * Visible characters per token the character ceiling allows: English runs near 4, so an honest
 * reply that fits its token budget never reaches the ceiling; only a provider that ignores the
 * budget (or loops) does.
 */
export const CEILING_CHARS_PER_TOKEN = 6;

/**
 * The most characters of one reading the server forwards and caches: past it the stream is cut
 * there and the reading ends as interrupted (never cached), however much the provider sends.
 */
export const replyCharCeiling = (route: Pick<FeatureRoute, 'maxOutputTokens'>): number =>
  route.maxOutputTokens * CEILING_CHARS_PER_TOKEN;
