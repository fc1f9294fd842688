/**
 * Every reading feature the service accepts. Each id has a folder in each layer
 * (`core/features/<id>/`, `server/features/<id>/`), and the registries below are typed
 * against this list, so a feature missing a piece fails to compile:
 * `reading-request.ts` (its request schema), `offline-composers.ts` (its offline text),
 * `server/features/reading-recipes.ts` (its prompt, routing row, cache key and fallback).
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
] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];
