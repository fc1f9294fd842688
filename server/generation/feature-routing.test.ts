import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { FEATURE_IDS } from '@core/contract/reading';
import { describe, expect, it } from 'vitest';
import { featureRouting } from './feature-routing';
import { readingRecipes } from './reading-recipes';

const features = FEATURE_IDS;

describe('feature routing table', () => {
  it('has a route and a recipe for every feature of the contract', () => {
    expect(Object.keys(featureRouting).sort()).toEqual([...features].sort());
    expect(Object.keys(readingRecipes).sort()).toEqual([...features].sort());
  });

  it('sends horoscopes to the Responses API with the reasoning model (spec §7)', () => {
    expect(featureRouting.horoscope).toEqual({ api: 'responses', model: 'reasoning', fallback: 'horoscope', cacheable: true });
  });

  it.each(Object.entries(featureRouting))('%s has a fallback text and, when cacheable, a cache key', (feature, route) => {
    expect(FALLBACK_TEXTS[route.fallback], `${feature} fallback`).toBeTruthy();
    const recipe = readingRecipes[feature as keyof typeof readingRecipes];
    expect('cacheKey' in recipe, `${feature}: cacheable features need a cache key`).toBe(route.cacheable);
  });

  it('keys a horoscope by sign, period and the first day of the period', () => {
    const key = (period: 'daily' | 'weekly' | 'monthly', date: string) =>
      readingRecipes.horoscope.cacheKey({ feature: 'horoscope', sign: 'leo', period, date });
    expect(key('daily', '2026-11-23')).toBe('horoscope:leo:daily:2026-11-23');
    expect(key('weekly', '2026-11-25')).toBe('horoscope:leo:weekly:2026-11-22');
    expect(key('monthly', '2026-11-25')).toBe('horoscope:leo:monthly:2026-11-01');
  });
});
