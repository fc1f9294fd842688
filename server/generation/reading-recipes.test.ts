import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { FEATURE_IDS, type FeatureId } from '@core/features/feature-ids';
import { describe, expect, it } from 'vitest';
import { readingRequestSchema } from '@core/features/reading-request';
import { replyCharCeiling } from '@core/compose/feature-route';
import { validRequest } from '@server/fuzz/reading-bodies';
import { createRandom } from '@server/fuzz/seeded-random';
import { readingRecipes, recipeFor } from '@core/features/reading-recipes';

const featureRouting = Object.fromEntries(
  Object.entries(readingRecipes).map(([feature, recipe]) => [feature, recipe.route]),
) as { [Feature in keyof typeof readingRecipes]: (typeof readingRecipes)[Feature]['route'] };

const features = FEATURE_IDS;

/** The most words the feature's prompts ask for ("300 to 450 words"), over a dozen sample requests. */
function longestWordCount(feature: FeatureId): number {
  let longest = 0;
  for (let seed = 1; seed <= 12; seed += 1) {
    const parsed = readingRequestSchema.safeParse(validRequest(createRandom(seed), feature, '2026-11-23'));
    if (!parsed.success) continue;
    const prompt = recipeFor(parsed.data).buildPrompt(parsed.data);
    for (const [, , most] of `${prompt.system}\n${prompt.user}`.matchAll(/(\d+) to (\d+) words/g)) {
      longest = Math.max(longest, Number(most));
    }
  }
  return longest;
}

describe('reading recipes (routing rows, cache keys, fallbacks)', () => {
  it('has a route and a recipe for every feature of the contract', () => {
    expect(Object.keys(featureRouting).sort()).toEqual([...features].sort());
    expect(Object.keys(readingRecipes).sort()).toEqual([...features].sort());
  });

  it('sends horoscopes to the Responses API with the reasoning model (spec §7)', () => {
    expect(featureRouting.horoscope).toEqual({
      api: 'responses',
      model: 'reasoning',
      fallback: 'horoscope',
      cacheable: true,
      maxOutputTokens: 1_000,
    });
  });

  it('sends the birth chart and the advanced chart to the Responses API, never cached, with the shifting-energies text', () => {
    for (const feature of ['birth-chart', 'advanced-chart'] as const) {
      expect(featureRouting[feature], feature).toEqual({
        api: 'responses',
        model: 'reasoning',
        fallback: 'horoscope',
        cacheable: false,
        maxOutputTokens: 1_300,
      });
    }
    expect(FALLBACK_TEXTS.horoscope).toBe('The cosmic energies are shifting... please try again.');
  });

  it('caches the cosmic calendar and falls back to its category template, then the generic line', () => {
    expect(featureRouting['cosmic-calendar']).toEqual({
      api: 'responses',
      model: 'reasoning',
      fallback: 'calendar',
      cacheable: true,
      maxOutputTokens: 1_000,
    });
    expect('fallbackText' in readingRecipes['cosmic-calendar']).toBe(true);
    expect(FALLBACK_TEXTS.calendar.length).toBeGreaterThan(20);
  });

  it('sends tarot to Chat Completions with the light model, never cached, with its own mystical-energies text', () => {
    expect(featureRouting.tarot).toEqual({
      api: 'chat-completions',
      model: 'light',
      fallback: 'tarot',
      cacheable: false,
      maxOutputTokens: 800,
    });
    expect(FALLBACK_TEXTS.tarot).toBe('The mystical energies are shifting... please try again.');
  });

  it('gives every feature an output ceiling that fits its length: a chat reply far below a chart', () => {
    const tokens = (feature: keyof typeof featureRouting) => featureRouting[feature].maxOutputTokens;
    for (const [feature, route] of Object.entries(featureRouting)) {
      // At least the API's minimum and room for a short reading; far from a runaway reply.
      expect(route.maxOutputTokens, feature).toBeGreaterThanOrEqual(16);
      expect(route.maxOutputTokens, feature).toBeLessThanOrEqual(2_000);
      expect(replyCharCeiling(route), feature).toBeLessThan(16_000);
    }
    const smallest = Math.min(...Object.values(featureRouting).map((route) => route.maxOutputTokens));
    expect(tokens('chat'), '2 to 4 sentences need the least').toBe(smallest);
    expect(tokens('chat')).toBeLessThanOrEqual(tokens('horoscope') / 3);
    expect(tokens('horoscope'), 'a monthly horoscope is longer than a love reading').toBeGreaterThan(
      tokens('love'),
    );
    expect(tokens('birth-chart')).toBeGreaterThanOrEqual(tokens('horoscope'));
    // Spec §7: Chat Completions with max_tokens 800 for tarot (a Celtic Cross) and well-being.
    expect([tokens('tarot'), tokens('wellbeing')]).toEqual([800, 800]);
  });

  it.each(Object.entries(featureRouting))(
    "%s's ceiling leaves room for its prompt's longest reply (about 1.4 tokens a word)",
    (feature, route) => {
      const words = longestWordCount(feature as FeatureId);
      expect(route.maxOutputTokens, `${feature} asks for up to ${words} words`).toBeGreaterThanOrEqual(
        Math.ceil(words * 1.4),
      );
    },
  );

  it("keeps the spec's canned texts among the final fallbacks", () => {
    expect(FALLBACK_TEXTS).toMatchObject(FALLBACK_TEXTS);
  });

  it.each(Object.entries(featureRouting))(
    '%s has a fallback text and, when cacheable, a cache key',
    (feature, route) => {
      expect(FALLBACK_TEXTS[route.fallback], `${feature} fallback`).toBeTruthy();
      const recipe = readingRecipes[feature as keyof typeof readingRecipes];
      expect('cacheKey' in recipe, `${feature}: cacheable features need a cache key`).toBe(route.cacheable);
    },
  );

  it('checks the date of every request that carries a "today", and none of a birth chart', () => {
    expect(
      Object.entries(readingRecipes)
        .filter(([, recipe]) => 'today' in recipe)
        .map(([feature]) => feature)
        .sort(),
    ).toEqual([
      'advanced-chart',
      'angels',
      'astro-yoga',
      'career',
      'chat',
      'compatibility',
      'cosmic-calendar',
      'crystal-scrying',
      'dream-journal',
      'dream-oracle',
      'horoscope',
      'love',
      'lucky-numbers',
      'mystical-personality',
      'numerology',
      'palmistry',
      'relationship-analysis',
      'sacred-geometry',
      'tarot',
      'wellbeing',
      'zodiac-diet',
    ]);
  });

  it('sends the chat to the Responses API, never cached, with its own fallback and crisis answer', () => {
    expect(featureRouting.chat).toEqual({
      api: 'responses',
      model: 'reasoning',
      fallback: 'chat',
      cacheable: false,
      maxOutputTokens: 300,
    });
    expect(FALLBACK_TEXTS.chat).toBe(
      "I'm sensing some cosmic interference right now... Let me try to reconnect with the celestial energies. Could you ask me again? 🌟",
    );
    expect(
      Object.keys(readingRecipes).filter(
        (feature) => 'immediateReply' in readingRecipes[feature as keyof typeof readingRecipes],
      ),
    ).toEqual(['chat']);
  });

  it('keys a horoscope by sign, period and the first day of the period', () => {
    const key = (period: 'daily' | 'weekly' | 'monthly', date: string) =>
      readingRecipes.horoscope.cacheKey({ feature: 'horoscope', sign: 'leo', period, date });
    expect(key('daily', '2026-11-23')).toBe('horoscope:leo:daily:2026-11-23');
    expect(key('weekly', '2026-11-25')).toBe('horoscope:leo:weekly:2026-11-22');
    expect(key('monthly', '2026-11-25')).toBe('horoscope:leo:monthly:2026-11-01');
  });

  it('keys a cosmic calendar by sign, category and date', () => {
    expect(
      readingRecipes['cosmic-calendar'].cacheKey({
        feature: 'cosmic-calendar',
        sign: 'leo',
        category: 'moon-phases',
        date: '2026-11-23',
      }),
    ).toBe('cosmic-calendar:leo:moon-phases:2026-11-23');
  });

  it('keys a love reading by sign, focus and date, and falls back to the focus template by element', () => {
    expect(featureRouting.love).toEqual({
      api: 'responses',
      model: 'reasoning',
      fallback: 'horoscope',
      cacheable: true,
      maxOutputTokens: 600,
    });
    const request = { feature: 'love', sign: 'leo', focus: 'self-love', date: '2026-11-23' } as const;
    expect(readingRecipes.love.cacheKey(request)).toBe('love:leo:self-love:2026-11-23');
    expect(readingRecipes.love.fallbackText(request)).toMatch(/^Self-love for you, Leo, starts with/);
  });
});
