import { describe, expect, it } from 'vitest';
import { stripMarkdown, repetitionWithin, sharedSentenceRate } from '../../../compose/quality/sentence-stats';
import { addDays } from '../../../time/calendar-date';
import { TAROT_DECK_IDS } from '../deck/tarot-decks';
import { TAROT_SPREAD_IDS } from '../draw/spreads';
import { sampleGroup, sampleSequence } from '../quality-sample-draws';
import { composeTarotReading } from './tarot-reading';

/**
 * The composer variety budget for tarot: twelve draws of one spread on one date share under 5 %
 * of their sentences, and one visitor drawing daily repeats no sentence within a week.
 */
const DATES = Array.from({ length: 8 }, (_, index) => addDays('2026-01-05', index * 45));
const markdownOf = (requests: Parameters<typeof composeTarotReading>[0][]) =>
  requests.map((request) => composeTarotReading(request).markdown);

describe('tarot variety budget', () => {
  for (const deck of TAROT_DECK_IDS) {
    it.each(TAROT_SPREAD_IDS)(
      `%s from the ${deck} deck: twelve draws share under 5 percent of sentences`,
      (spread) => {
        const failures = DATES.flatMap((date) => {
          const stats = sharedSentenceRate(markdownOf(sampleGroup(spread, deck, date, 'variety')));
          return stats.rate < 0.05
            ? []
            : [`${date}: ${stats.shared}/${stats.total} shared, e.g. ${stats.examples.join(' | ')}`];
        });
        expect(failures, failures.join('\n')).toEqual([]);
      },
    );
  }

  it.each(TAROT_SPREAD_IDS)(
    '%s: a draw reopened day after day repeats no sentence within 7 days',
    (spread) => {
      const failures = TAROT_DECK_IDS.flatMap((deck) => {
        const stats = repetitionWithin(markdownOf(sampleSequence(spread, deck, '2026-03-01', 14)), 7);
        return stats.repeats === 0
          ? []
          : [`${deck}: ${stats.repeats} repeats, e.g. ${stats.examples.join(' | ')}`];
      });
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );
});

describe('tarot reading wording', () => {
  const sample = TAROT_SPREAD_IDS.flatMap((spread) =>
    TAROT_DECK_IDS.flatMap((deck) => sampleGroup(spread, deck, '2026-06-01', 'wording')),
  );

  it('reads as written: no empty slots, article slips, doubled words or a third person', () => {
    for (const request of sample) {
      const text = stripMarkdown(composeTarotReading(request).body);
      const where = request.cards.map((card) => card.id).join(',');
      expect(text, where).not.toMatch(/[{}]|undefined|NaN|\s,|\.\.| {2}/);
      expect(text, where).not.toMatch(/\ba (?!one)[aeiou]|\ban [^aeiouh\s]|\b(\w+) \1\b/i);
      expect(text, where).not.toMatch(/\b(he|she|his|her|I|my)\b/);
    }
  });
});
