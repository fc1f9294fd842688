import { describe, expect, it } from 'vitest';
import { signSkyFor, solarHouseFact } from '@core/compose/sign-sky';
import { moonFact } from '@core/compose/reading-facts';
import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import type { LuckyNumbersRequest } from '@core/features/lucky-numbers/lucky-numbers-request';
import { buildLuckyNumbersPrompt } from './lucky-numbers-prompt';
import { luckyNumbersRecipe } from './lucky-numbers-recipe';

const request: LuckyNumbersRequest = {
  feature: 'lucky-numbers',
  sign: 'leo',
  lottery: 'euromillions',
  numbers: { main: [41, 5, 10, 19, 33], bonus: [9, 3] },
  date: '2026-05-14',
};

describe('buildLuckyNumbersPrompt', () => {
  const { system, user } = buildLuckyNumbersPrompt(request);

  it('carries the real sky of the date: Jupiter’s solar house and the Moon', () => {
    const sky = signSkyFor('leo', '2026-05-14');
    expect(user).toContain(solarHouseFact(sky.planets.jupiter));
    expect(user).toContain(moonFact(sky.day.sky));
    expect(user).toMatch(/Jupiter at \d+° \w+, in your \d+(st|nd|rd|th) solar house/);
  });

  it('lists the sorted ticket, the sign’s power numbers and the true odds', () => {
    expect(user).toContain('Main numbers: 5, 10, 19, 33, 41.');
    expect(user).toContain('Bonus: 3, 9.');
    expect(user).toContain("Leo's six power numbers: 1, 5, 10, 19, 28, 37. In this line: 5, 10, 19.");
    expect(user).toContain('Sum of the main numbers: 108, digit root 9.');
    expect(user).toContain('1 in 139,838,160');
  });

  it('forbids any promise of a win', () => {
    expect(system).toMatch(/never promise, predict or suggest a win/);
    expect(system).toMatch(/no method changes them/);
  });
});

describe('luckyNumbersRecipe', () => {
  it('is never cached, uses the Responses API and the spec’s lucky-number fallback', () => {
    expect(luckyNumbersRecipe.route).toEqual({
      api: 'responses',
      model: 'reasoning',
      fallback: 'luckyNumbers',
      cacheable: false,
      maxOutputTokens: 500,
    });
    expect(FALLBACK_TEXTS[luckyNumbersRecipe.route.fallback]).toBe(
      'The cosmic numbers are aligning... your fortune is written in the stars! ✨',
    );
    expect('cacheKey' in luckyNumbersRecipe).toBe(false);
  });
});
