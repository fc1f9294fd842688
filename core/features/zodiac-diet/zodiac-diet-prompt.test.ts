import { signs } from '@core/content/signs';
import { DIET_FOCUS_IDS, dietFocuses } from '@core/features/zodiac-diet/diet-topics';
import { skyForDate } from '@core/sky/daily-sky';
import { moonPhaseNames } from '@core/sky/moon-phases';
import { describe, expect, it } from 'vitest';
import { buildZodiacDietPrompt } from './zodiac-diet-prompt';
import { zodiacDietRecipe } from './zodiac-diet-recipe';

const DATE = '2026-11-24';
const base = { feature: 'zodiac-diet', focus: 'digestive-health', date: DATE } as const;

describe('buildZodiacDietPrompt (spec §7: the sign(s) with element and the focus)', () => {
  it.each(DIET_FOCUS_IDS)('%s: names the focus and both signs with their elements', (focus) => {
    const { user } = buildZodiacDietPrompt({ ...base, focus, sign: 'virgo', animal: 'dragon' });
    expect(user).toContain(`Write today's ${dietFocuses[focus].title} food guidance for Virgo`);
    expect(user).toContain('Western sign: Virgo ♍, of the earth element.');
    expect(user).toContain('Chinese zodiac animal: Dragon 龙, of the earth element');
    expect(user).toContain('Digestion, in general terms: Strong appetite');
    expect(user).toContain(`Focus: ${dietFocuses[focus].title}.`);
  });

  it("writes for the animal when no Western sign is chosen (spec §4's sign-name rule)", () => {
    const { user } = buildZodiacDietPrompt({ ...base, animal: 'horse' });
    expect(user).toContain('food guidance for Horse');
    expect(user).toContain('of the fire element');
    expect(user).not.toContain('Western sign');
  });

  it("carries today's real Moon phase for the lunar topic only", () => {
    const sky = skyForDate(DATE);
    const lunar = buildZodiacDietPrompt({ ...base, focus: 'lunar-nutrition', sign: 'leo' }).user;
    expect(lunar).toContain(`Moon in ${signs[sky.moon.sign].name}, ${moonPhaseNames[sky.moon.phase]}`);
    expect(lunar).toContain(`today's phase, the ${moonPhaseNames[sky.moon.phase]}`);
    expect(buildZodiacDietPrompt({ ...base, sign: 'leo' }).user).not.toContain('The Moon today');
  });

  it('keeps the reading general: no diagnoses, no weight loss, a doctor or dietitian for health questions', () => {
    const { system } = buildZodiacDietPrompt({ ...base, sign: 'leo' });
    expect(system).toMatch(/never medical or nutritional advice/);
    expect(system).toMatch(/weight loss/);
    expect(system).toMatch(/doctor or registered dietitian/);
  });
});

describe('zodiacDietRecipe', () => {
  it('goes to the Responses API with the reasoning model, cached, with the local template as fallback', () => {
    expect(zodiacDietRecipe.route).toEqual({
      api: 'responses',
      model: 'reasoning',
      fallback: 'horoscope',
      cacheable: true,
      maxOutputTokens: 700,
    });
    expect(zodiacDietRecipe.fallbackText({ ...base, sign: 'leo' })).toMatch(
      /^## 🌿 Digestive Health for Leo/,
    );
  });

  it('keys the cache by sign, animal, focus and date', () => {
    expect(zodiacDietRecipe.cacheKey({ ...base, sign: 'leo' })).toBe(
      'zodiac-diet:leo:-:digestive-health:2026-11-24',
    );
    expect(zodiacDietRecipe.cacheKey({ ...base, animal: 'rat' })).toBe(
      'zodiac-diet:-:rat:digestive-health:2026-11-24',
    );
    expect(zodiacDietRecipe.cacheKey({ ...base, sign: 'leo', animal: 'rat' })).toBe(
      'zodiac-diet:leo:rat:digestive-health:2026-11-24',
    );
    expect(zodiacDietRecipe.today({ ...base, sign: 'leo' })).toBe(DATE);
  });
});
