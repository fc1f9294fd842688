import { SIGN_IDS, signs } from '@core/content/signs';
import { PALM_FOCUS_IDS } from '@core/features/palmistry/palm-foci';
import { describe, expect, it } from 'vitest';
import { PALMISTRY_SYSTEM_MESSAGE, buildPalmistryPrompt } from './palmistry-prompt';

const prompt = (sign: (typeof SIGN_IDS)[number], focus: (typeof PALM_FOCUS_IDS)[number]) =>
  buildPalmistryPrompt({ feature: 'palmistry', sign, focus, date: '2026-11-24' });

describe('buildPalmistryPrompt', () => {
  it('writes one distinct prompt per focus for a sign', () => {
    const users = PALM_FOCUS_IDS.map((focus) => prompt('virgo', focus).user);
    expect(new Set(users).size).toBe(PALM_FOCUS_IDS.length);
  });

  it.each(SIGN_IDS)('%s: names the sign and its element in every focus', (sign) => {
    for (const focus of PALM_FOCUS_IDS) {
      const { user } = prompt(sign, focus);
      const { name, symbol, element } = signs[sign];
      expect(user).toContain(
        `${name} ${symbol}, ${element === 'fire' || element === 'water' ? 'a' : 'an'} ${element} sign`,
      );
    }
  });

  it('keeps the reading a reflection: no health or lifespan predictions', () => {
    expect(PALMISTRY_SYSTEM_MESSAGE).toMatch(/Never predict illness, accidents, death or the length of a/);
    expect(PALMISTRY_SYSTEM_MESSAGE).toContain('does not measure a lifespan');
  });
});
