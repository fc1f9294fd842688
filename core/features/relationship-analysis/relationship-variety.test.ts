import { describe, expect, it } from 'vitest';
import { stripMarkdown, repetitionWithin, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { maskedSharing, openingOf, repeatsOverDays } from '../../compose/quality/reader-stats';
import { SIGN_IDS, type SignId } from '../../content/signs';
import { type IsoDate, addDays } from '../../time/calendar-date';
import { ANALYSIS_IDS, type AnalysisId, relationshipAnalysisTypes } from './analysis-types';
import { composeRelationshipAnalysis } from './relationship-reading';

/**
 * The composer budget for relationship analyses: for each analysis, the twelve partners of one
 * sign (the twelve signs, for breakup healing) share under 5 % of their sentences on a date; the
 * ten analyses of one pair on one date share under 5 %; one reading repeats no sentence within a
 * week of consecutive days.
 */
const read = (analysis: AnalysisId, first: SignId, second: SignId, date: IsoDate) =>
  composeRelationshipAnalysis({
    analysis,
    firstSign: first,
    ...(relationshipAnalysisTypes[analysis].requiresTwoSigns ? { secondSign: second } : {}),
    date,
  }).markdown;

const DATES = Array.from({ length: 12 }, (_, index) => addDays('2026-01-08', index * 61));

describe('relationship analysis variety budget', () => {
  it.each(ANALYSIS_IDS)('%s: twelve readings of one day share under 5 percent of sentences', (analysis) => {
    const failures = DATES.flatMap((date, index) => {
      const first = SIGN_IDS[index % 12] ?? 'aries';
      const readings = relationshipAnalysisTypes[analysis].requiresTwoSigns
        ? SIGN_IDS.map((second) => read(analysis, first, second, date))
        : SIGN_IDS.map((sign) => read(analysis, sign, sign, date));
      const stats = sharedSentenceRate(readings);
      return stats.rate < 0.05
        ? []
        : [`${first} ${date}: ${stats.shared}/${stats.total}, ${stats.examples.join(' | ')}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('the ten analyses of one pair on one date share under 5 percent of sentences', () => {
    for (const [first, second, date] of [
      ['leo', 'aquarius', '2026-04-02'],
      ['cancer', 'cancer', '2026-09-19'],
      ['aries', 'virgo', '2027-01-30'],
    ] as const) {
      const stats = sharedSentenceRate(ANALYSIS_IDS.map((analysis) => read(analysis, first, second, date)));
      expect(stats.rate, `${first}-${second}: ${stats.examples.join(' | ')}`).toBeLessThan(0.05);
    }
  });

  it.each(ANALYSIS_IDS)(
    '%s: one pair repeats no sentence within 7 consecutive days over 30 days',
    (analysis) => {
      const days = Array.from({ length: 30 }, (_, day) =>
        read(analysis, 'scorpio', 'gemini', addDays('2026-07-01', day)),
      );
      const stats = repetitionWithin(days, 7);
      expect(stats.repeats, stats.examples.join(' | ')).toBe(0);
    },
  );
});

describe('the returning reader of relationship analyses (issue 24)', () => {
  const DAYS = Array.from({ length: 30 }, (_, day) => addDays('2027-05-03', day));

  it.each(ANALYSIS_IDS)('%s: one sign with one partner meets no sentence twice in 30 days', (analysis) => {
    const stats = repeatsOverDays(
      DAYS.map((date) => ({ date, text: read(analysis, 'leo', 'scorpio', date) })),
      30,
    );
    expect(stats.repeats, stats.examples.join(' | ')).toBe(0);
  });

  it.each(ANALYSIS_IDS)(
    '%s: the twelve signs of one day share under 15 percent of masked sentences',
    (analysis) => {
      for (const date of DAYS.filter((_, index) => index % 10 === 0)) {
        const stats = maskedSharing(SIGN_IDS.map((first) => read(analysis, first, 'scorpio', date)));
        expect(stats.rate, `${date}: ${stats.examples.join(' | ')}`).toBeLessThan(0.15);
      }
    },
  );

  it('breakup healing opens in many ways over a month', () => {
    const openings = new Set(
      DAYS.flatMap((date) => SIGN_IDS.map((sign) => openingOf(read('breakup-healing', sign, sign, date)))),
    );
    expect(openings.size).toBeGreaterThanOrEqual(40);
  });
});

describe('relationship analysis reading', () => {
  it('is at least 120 words and reads as written for every analysis and pair', () => {
    for (const analysis of ANALYSIS_IDS) {
      for (const [index, first] of SIGN_IDS.entries()) {
        for (const second of SIGN_IDS) {
          const date = addDays('2026-02-01', index * 29);
          const text = stripMarkdown(read(analysis, first, second, date));
          const where = `${analysis} ${first}-${second} ${date}`;
          expect(text.split(/\s+/).filter(Boolean).length, where).toBeGreaterThanOrEqual(120);
          expect(text, where).not.toMatch(/[{}]|undefined|NaN|\s,|\.\.| {2}/);
          expect(text, where).not.toMatch(/\ba [aeio]|\ban [^aeiouh\s]|\b(\w+) \1\b/i);
          expect(text, where).not.toMatch(/\b(he|she|his|her)\b/i);
        }
      }
    }
  });

  it('titles the reading with the signs and the analysis, and names the real sky', () => {
    const reading = composeRelationshipAnalysis({
      analysis: 'romantic-potential',
      firstSign: 'taurus',
      secondSign: 'leo',
      date: '2026-10-10',
    });
    expect(reading.headline).toBe('Taurus & Leo: Romantic Potential, Oct 10');
    expect(reading.body).toContain('Venus retrograde at 7° Scorpio');
    expect(reading.facts).toContain('Venus in the 7th solar house of Taurus and the 4th of Leo');
  });

  it('reads breakup healing for one sign, with its Venus house', () => {
    const reading = composeRelationshipAnalysis({
      analysis: 'breakup-healing',
      firstSign: 'taurus',
      date: '2026-10-10',
    });
    expect(reading.headline).toBe('Taurus: Breakup Healing, Oct 10');
    expect(reading.facts).toContain('Venus in the 7th solar house of Taurus');
    expect(reading.body).toMatch(/Taurus/);
  });

  it('shows the soulmate resonance with its parts', () => {
    const reading = composeRelationshipAnalysis({
      analysis: 'soulmate-score',
      firstSign: 'leo',
      secondSign: 'sagittarius',
      date: '2026-10-10',
    });
    expect(reading.body).not.toMatch(/^#+ .*resonance/im);
    expect(
      reading.body.endsWith(
        [
          '**Sign resonance: 92%**',
          '- Trine +18',
          '- Elements +12',
          '- Modalities +4',
          '- Rulers +8',
          '- Base 50',
        ].join('\n'),
      ),
    ).toBe(true);
  });

  it('refuses a two-sign analysis without the second sign', () => {
    expect(() =>
      composeRelationshipAnalysis({ analysis: 'soulmate-score', firstSign: 'leo', date: '2026-10-10' }),
    ).toThrow(/reads two signs/);
  });
});
