import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { describe, expect, it } from 'vitest';
import { careerRecipe } from './career-recipe';

const request = (tile: Parameters<typeof careerRecipe.cacheKey>[0]['tile'], date: string) =>
  ({ feature: 'career', sign: 'leo', tile, date }) as const;

describe('careerRecipe', () => {
  it('goes to the Responses API with the reasoning model, cached, with the shifting-energies text (spec §7, §8)', () => {
    expect(careerRecipe.route).toEqual({
      api: 'responses',
      model: 'reasoning',
      fallback: 'horoscope',
      cacheable: true,
      maxOutputTokens: 1_000,
    });
    expect(FALLBACK_TEXTS[careerRecipe.route.fallback]).toBe(
      'The cosmic energies are shifting... please try again.',
    );
    expect('fallbackText' in careerRecipe).toBe(false);
  });

  it('keys a tile by sign, tile and the first day of the period its id names', () => {
    expect(careerRecipe.cacheKey(request('career-daily', '2026-11-25'))).toBe(
      'career:leo:career-daily:2026-11-25',
    );
    expect(careerRecipe.cacheKey(request('career-path', '2026-11-25'))).toBe(
      'career:leo:career-path:2026-11-25',
    );
    expect(careerRecipe.cacheKey(request('finance-weekly', '2026-11-25'))).toBe(
      'career:leo:finance-weekly:2026-11-22',
    );
    expect(careerRecipe.cacheKey(request('career-monthly', '2026-11-25'))).toBe(
      'career:leo:career-monthly:2026-11-01',
    );
  });

  it('checks the visitor’s date', () => {
    expect(careerRecipe.today(request('wealth-potential', '2026-11-25'))).toBe('2026-11-25');
  });
});
