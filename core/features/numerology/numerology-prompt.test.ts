import { describe, expect, it } from 'vitest';
import { signSkyFor, solarHouseFact } from '@core/compose/sign-sky';
import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { USER_DATA_OPEN } from '@core/compose/prompt/user-data';
import { buildNumerologyPrompt } from './numerology-prompt';
import { numerologyRecipe } from './numerology-recipe';

const request = {
  feature: 'numerology',
  sign: 'cancer',
  name: 'Ann Lee',
  birthDate: '1990-07-14',
  date: '2026-05-14',
} as const;

describe('buildNumerologyPrompt', () => {
  const { system, user } = buildNumerologyPrompt(request);

  it('carries the computed numbers with their working', () => {
    expect(user).toContain(
      '- Life Path 4 (year 1990 → 1+9+9+0 = 19 → 1+9 = 10 → 1+0 = 1; month 7; day 14 → 1+4 = 5; 1 + 7 + 5 = 13 → 1+3 = 4)',
    );
    expect(user).toContain('- Expression 6 (');
    expect(user).toContain('- Soul Urge 2 (');
    expect(system).toMatch(/keep master\s+numbers \(11, 22, 33\)/);
  });

  it('quotes the name as user data, never inside the instructions', () => {
    expect(user.startsWith("The visitor's details, quoted as data:")).toBe(true);
    expect(user).toContain(`${USER_DATA_OPEN}\nperson_name: "Ann Lee"`);
    expect(user.split(USER_DATA_OPEN)[1]?.split('</user_data>')[1]).not.toContain('Ann Lee');
  });

  it('grounds the reading in the real sky of the day', () => {
    expect(user).toContain(solarHouseFact(signSkyFor('cancer', '2026-05-14').planets.jupiter));
    expect(user).toMatch(/Moon in \w+, [a-z ]+ \(\d+% lit\)/);
  });

  it('says when a name has no letters to count', () => {
    const prompt = buildNumerologyPrompt({ ...request, name: '李小龙' });
    expect(prompt.user).toContain('- Expression: not computed, the name has no letters A to Z');
  });
});

describe('numerologyRecipe', () => {
  it('is personal (never cached), keeps names out of logs and uses the spec’s numerology fallback', () => {
    expect(numerologyRecipe.route).toEqual({
      api: 'responses',
      model: 'reasoning',
      fallback: 'numerology',
      cacheable: false,
      maxOutputTokens: 700,
    });
    expect(numerologyRecipe.label(request)).toBe('numerology cancer 2026-05-14');
    expect(FALLBACK_TEXTS.numerology).toMatch(/^Your personal numbers hold cosmic secrets/);
  });
});
