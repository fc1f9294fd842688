import { describe, expect, it } from 'vitest';
import { CRISIS_LANGUAGES, type CrisisLanguage } from '../crisis-language';
import { assessCrisis } from '../assess-crisis';
import { CRISIS_CASES, SAFE_CASES, type CrisisCase, type SafeCase } from './crisis-cases';
import { measureCrisisLayer } from './measure';
import { PARAPHRASE_CRISIS_CASES, PARAPHRASE_SAFE_CASES } from './paraphrase-cases';

const never = () => ({ level: 'none' as const });
const always = () => ({ level: 'crisis' as const });

const KINDS = ['suicide', 'self-harm', 'abuse', 'medical'] as const;
const MIN_CRISIS: Record<CrisisLanguage, number> = { en: 60, es: 28, fr: 28, pt: 28, de: 28, it: 28 };
const MIN_SAFE: Record<CrisisLanguage, number> = { en: 30, es: 12, fr: 12, pt: 12, de: 12, it: 12 };

describe('measureCrisisLayer', () => {
  it('gives recall 0 and no false alarms when nothing is flagged', () => {
    const result = measureCrisisLayer(never);
    expect(result.recall).toBe(0);
    expect(result.falsePositiveRate).toBe(0);
    expect(result.missed).toHaveLength(CRISIS_CASES.length);
    expect(result.falseAlarms).toHaveLength(0);
    for (const language of CRISIS_LANGUAGES) {
      expect(result.byLanguage[language].recall).toBe(0);
      expect(result.byLanguage[language].falsePositiveRate).toBe(0);
    }
  });

  it('gives recall 1 and false-positive rate 1 when everything is flagged', () => {
    const result = measureCrisisLayer(always);
    expect(result.recall).toBe(1);
    expect(result.falsePositiveRate).toBe(1);
    expect(result.missed).toHaveLength(0);
    expect(result.falseAlarms).toHaveLength(SAFE_CASES.length);
    for (const language of CRISIS_LANGUAGES) {
      expect(result.byLanguage[language].recall).toBe(1);
      expect(result.byLanguage[language].falsePositiveRate).toBe(1);
    }
  });

  it("counts 'concern' as flagged", () => {
    const result = measureCrisisLayer(() => ({ level: 'concern' }));
    expect(result.recall).toBe(1);
    expect(result.falsePositiveRate).toBe(1);
  });

  it('counts the cases of each language', () => {
    const result = measureCrisisLayer(never);
    for (const language of CRISIS_LANGUAGES) {
      expect(result.byLanguage[language].crisisCases).toBe(
        CRISIS_CASES.filter((entry) => entry.language === language).length,
      );
      expect(result.byLanguage[language].safeCases).toBe(
        SAFE_CASES.filter((entry) => entry.language === language).length,
      );
    }
  });

  it('keeps languages apart', () => {
    const spanish = new Set(
      [...CRISIS_CASES, ...SAFE_CASES].filter((entry) => entry.language === 'es').map((entry) => entry.text),
    );
    const result = measureCrisisLayer((text) => ({ level: spanish.has(text) ? 'crisis' : 'none' }));
    expect(result.byLanguage.es.recall).toBe(1);
    expect(result.byLanguage.es.falsePositiveRate).toBe(1);
    for (const language of CRISIS_LANGUAGES.filter((entry) => entry !== 'es')) {
      expect(result.byLanguage[language].recall).toBe(0);
      expect(result.byLanguage[language].falsePositiveRate).toBe(0);
    }
    expect(result.missed.every((entry) => entry.language !== 'es')).toBe(true);
    expect(result.falseAlarms.every((entry) => entry.language === 'es')).toBe(true);
  });

  it('computes fractions and lists what went wrong on a small set', () => {
    const crisis: CrisisCase[] = [
      { text: 'caught one', language: 'en', kind: 'suicide' },
      { text: 'missed one', language: 'en', kind: 'abuse' },
      { text: 'caught two', language: 'de', kind: 'medical' },
      { text: 'caught three', language: 'de', kind: 'self-harm' },
    ];
    const safe: SafeCase[] = [
      { text: 'alarm one', language: 'en' },
      { text: 'quiet one', language: 'en' },
      { text: 'quiet two', language: 'en' },
      { text: 'quiet three', language: 'it' },
    ];
    const result = measureCrisisLayer(
      (text) => ({
        level: text.startsWith('caught') ? 'crisis' : text.startsWith('alarm') ? 'concern' : 'none',
      }),
      { crisis, safe },
    );
    expect(result.recall).toBe(0.75);
    expect(result.falsePositiveRate).toBe(0.25);
    expect(result.missed).toEqual([crisis[1]]);
    expect(result.falseAlarms).toEqual([safe[0]]);
    expect(result.byLanguage.en).toEqual({
      recall: 0.5,
      falsePositiveRate: 1 / 3,
      crisisCases: 2,
      safeCases: 3,
    });
    expect(result.byLanguage.de).toEqual({ recall: 1, falsePositiveRate: 0, crisisCases: 2, safeCases: 0 });
    expect(result.byLanguage.it).toEqual({ recall: 1, falsePositiveRate: 0, crisisCases: 0, safeCases: 1 });
  });

  it('asks about each text once', () => {
    let calls = 0;
    measureCrisisLayer(() => {
      calls += 1;
      return { level: 'none' };
    });
    expect(calls).toBe(CRISIS_CASES.length + SAFE_CASES.length);
  });
});

describe('the evaluation set', () => {
  it('is large enough overall', () => {
    expect(CRISIS_CASES.length).toBeGreaterThanOrEqual(200);
    expect(SAFE_CASES.length).toBeGreaterThanOrEqual(90);
  });

  it('has enough cases of both sorts in every language', () => {
    for (const language of CRISIS_LANGUAGES) {
      const crisis = CRISIS_CASES.filter((entry) => entry.language === language);
      const safe = SAFE_CASES.filter((entry) => entry.language === language);
      expect(crisis.length, language).toBeGreaterThanOrEqual(MIN_CRISIS[language]);
      expect(safe.length, language).toBeGreaterThanOrEqual(MIN_SAFE[language]);
    }
  });

  it('covers every kind of crisis in every language', () => {
    for (const language of CRISIS_LANGUAGES) {
      for (const kind of KINDS) {
        expect(
          CRISIS_CASES.some((entry) => entry.language === language && entry.kind === kind),
          `${language} ${kind}`,
        ).toBe(true);
      }
    }
  });

  it('keeps roughly half the crisis cases about suicide and the rest spread over the other kinds', () => {
    const share = (kind: (typeof KINDS)[number]) =>
      CRISIS_CASES.filter((entry) => entry.kind === kind).length / CRISIS_CASES.length;
    expect(share('suicide')).toBeGreaterThan(0.4);
    expect(share('suicide')).toBeLessThan(0.6);
    for (const kind of KINDS.filter((entry) => entry !== 'suicide')) {
      expect(share(kind), kind).toBeGreaterThan(0.1);
      expect(share(kind), kind).toBeLessThan(0.3);
    }
  });

  it('never repeats a text, not even between the two lists', () => {
    const texts = [...CRISIS_CASES, ...SAFE_CASES].map((entry) => entry.text.trim().toLowerCase());
    const repeated = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });

  it('holds only real messages', () => {
    for (const entry of [...CRISIS_CASES, ...SAFE_CASES]) {
      expect(entry.text.trim(), entry.text).toBe(entry.text);
      expect(entry.text.length, entry.text).toBeGreaterThan(3);
    }
  });
});

describe('the paraphrase set', () => {
  it('has at least 60 crisis and 30 safe messages in every language, every kind included', () => {
    for (const language of CRISIS_LANGUAGES) {
      const crisis = PARAPHRASE_CRISIS_CASES.filter((entry) => entry.language === language);
      const safe = PARAPHRASE_SAFE_CASES.filter((entry) => entry.language === language);
      expect(crisis.length, language).toBeGreaterThanOrEqual(60);
      expect(safe.length, language).toBeGreaterThanOrEqual(30);
      for (const kind of KINDS)
        expect(
          crisis.some((entry) => entry.kind === kind),
          `${language} ${kind}`,
        ).toBe(true);
    }
  });

  it('repeats no text, neither within itself nor from the evaluation set', () => {
    const texts = [...CRISIS_CASES, ...SAFE_CASES, ...PARAPHRASE_CRISIS_CASES, ...PARAPHRASE_SAFE_CASES].map(
      (entry) => entry.text.trim().toLowerCase(),
    );
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });
});

/**
 * The lines the local layer holds on both sets it is tuned against (the held-out set is measured
 * by `npm run quality` only, so no test tempts anyone to tune against it).
 */
describe.each([
  { name: 'evaluation set', crisis: CRISIS_CASES, safe: SAFE_CASES },
  { name: 'paraphrase set', crisis: PARAPHRASE_CRISIS_CASES, safe: PARAPHRASE_SAFE_CASES },
])('the crisis layer on the $name', (set) => {
  const result = measureCrisisLayer(assessCrisis, set);

  it.each(CRISIS_LANGUAGES)('%s: recall at least 95%, false alarms at most 5%', (language) => {
    const row = result.byLanguage[language];
    const missed = result.missed.filter((entry) => entry.language === language).map((entry) => entry.text);
    const alarms = result.falseAlarms
      .filter((entry) => entry.language === language)
      .map((entry) => entry.text);
    expect(row.recall, `missed: ${missed.join(' | ')}`).toBeGreaterThanOrEqual(0.95);
    expect(row.falsePositiveRate, `false alarms: ${alarms.join(' | ')}`).toBeLessThanOrEqual(0.05);
  });

  it('holds the same lines over all six languages', () => {
    expect(result.recall).toBeGreaterThanOrEqual(0.95);
    expect(result.falsePositiveRate).toBeLessThanOrEqual(0.05);
  });
});
