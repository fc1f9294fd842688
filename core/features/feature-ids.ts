/**
 * Every reading feature the service accepts. Each id has one folder in core
 * (`core/features/<id>/`: request, content, offline composer, prompt, recipe) and a page
 * folder in `src/features/`, and the registries beside this file are typed against this list,
 * so a feature missing a piece fails to compile: `reading-request.ts` (its request schema),
 * `reading-recipes.ts` (its prompt, offline composer, routing row, cache key and fallback) and
 * `offline-composer-loaders.ts` (its composer, loaded alone by the browser).
 */
export const FEATURE_IDS = [
  'horoscope',
  'birth-chart',
  'advanced-chart',
  'cosmic-calendar',
  'wellbeing',
  'lucky-numbers',
  'numerology',
  'compatibility',
  'relationship-analysis',
  'career',
  'chat',
  'love',
  'tarot',
  'sacred-geometry',
  'mystical-personality',
  'crystal-scrying',
  'astro-yoga',
  'dream-journal',
  'dream-oracle',
  'palmistry',
  'zodiac-diet',
  'angels',
  'my-sky',
] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];
