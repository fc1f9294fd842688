import { LOVE_FOCUS_IDS } from '@core/features/love/love-foci';
import { describe, expect, it } from 'vitest';
import { buildLovePrompt } from './love-prompt';

const request = (
  overrides: Partial<{ sign: 'taurus' | 'leo'; focus: (typeof LOVE_FOCUS_IDS)[number]; date: string }> = {},
) => ({ feature: 'love', sign: 'taurus', focus: 'romance', date: '2026-10-10', ...overrides }) as const;

describe('buildLovePrompt', () => {
  it('lists the real Venus, Mars, their meeting, Venus’s solar house and the Moon for the sign', () => {
    const { user } = buildLovePrompt(request());
    expect(user).toContain('Write the Romance love reading for Taurus ♉ for October 10, 2026.');
    // 2026-10-10: Venus retrograde in Scorpio (Taurus's 7th), Mars in Leo (its 4th), square each other.
    expect(user).toContain('- Venus retrograde at 7° Scorpio');
    expect(user).toMatch(/- Mars at \d+° Leo/);
    expect(user).toContain('- Venus square Mars');
    expect(user).toContain('- Venus in your 7th solar house');
    expect(user).toContain(
      "- Venus's solar house, the 7th, is about partnerships and one-to-one commitments",
    );
    expect(user).toContain('- Mars in your 4th solar house, about home, family and your private roots');
    expect(user).toMatch(/- Moon in \w+, new moon \(\d+% lit\)/);
    expect(user).not.toMatch(/calculat|comput(?!ed for 12:00)/i);
  });

  it('counts the solar houses from the reader’s sign', () => {
    expect(buildLovePrompt(request({ sign: 'leo' })).user).toContain('- Venus in your 4th solar house');
  });

  it('asks for the focus and never for certainty about another person', () => {
    const prompts = LOVE_FOCUS_IDS.map((focus) => buildLovePrompt(request({ focus })));
    expect(new Set(prompts.map((prompt) => prompt.user)).size).toBe(3);
    expect(prompts[2]?.user).toMatch(/Focus: the reader’s relationship with themself/);
    for (const { system } of prompts) {
      expect(system).toMatch(/Never state anything about another person as\s+certain/);
      expect(system).toMatch(/name at least one of them/);
    }
  });

  it('is the same prompt for the same sign, focus and date (the cache key)', () => {
    expect(buildLovePrompt(request())).toEqual(buildLovePrompt(request()));
  });
});
