import { describe, expect, it } from 'vitest';
import { CRISIS_LANGUAGES, type CrisisLanguage } from '../crisis-language';
import { CRISIS_KINDS } from '../crisis-signals';
import { HELD_OUT_CRISIS, HELD_OUT_SAFE } from './held-out-cases';

// Checks the held-out data only; scoring the detector against it is a separate step.

const MIN_CRISIS: Readonly<Record<CrisisLanguage, number>> = {
  en: 40,
  es: 22,
  fr: 22,
  pt: 22,
  de: 22,
  it: 22,
};
const MIN_SAFE: Readonly<Record<CrisisLanguage, number>> = { en: 22, es: 10, fr: 10, pt: 10, de: 10, it: 10 };

describe('held-out crisis evaluation set', () => {
  it('has enough crisis and safe cases overall', () => {
    expect(HELD_OUT_CRISIS.length).toBeGreaterThanOrEqual(150);
    expect(HELD_OUT_SAFE.length).toBeGreaterThanOrEqual(72);
  });

  it.each(CRISIS_LANGUAGES)('has enough %s cases of each list', (language) => {
    expect(HELD_OUT_CRISIS.filter((c) => c.language === language).length).toBeGreaterThanOrEqual(
      MIN_CRISIS[language],
    );
    expect(HELD_OUT_SAFE.filter((c) => c.language === language).length).toBeGreaterThanOrEqual(
      MIN_SAFE[language],
    );
  });

  it.each(CRISIS_LANGUAGES)('covers every crisis kind in %s', (language) => {
    const kinds = new Set(HELD_OUT_CRISIS.filter((c) => c.language === language).map((c) => c.kind));
    expect([...kinds].sort()).toEqual([...CRISIS_KINDS].sort());
  });

  it('uses only known languages and kinds, with non-blank texts', () => {
    const languages: readonly string[] = CRISIS_LANGUAGES;
    const kinds: readonly string[] = CRISIS_KINDS;
    for (const c of HELD_OUT_CRISIS) {
      expect(languages).toContain(c.language);
      expect(kinds).toContain(c.kind);
      expect(c.text.trim()).not.toBe('');
    }
    for (const c of HELD_OUT_SAFE) {
      expect(languages).toContain(c.language);
      expect(c.text.trim()).not.toBe('');
    }
  });

  it('has no repeated text, ignoring case, across both lists', () => {
    const seen = new Map<string, number>();
    for (const { text } of [...HELD_OUT_CRISIS, ...HELD_OUT_SAFE]) {
      const key = text.toLowerCase();
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    const repeated = [...seen].filter(([, count]) => count > 1).map(([text]) => text);
    expect(repeated).toEqual([]);
  });
});
