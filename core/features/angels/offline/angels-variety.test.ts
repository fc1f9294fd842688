import { describe, expect, it } from 'vitest';
import { repetitionWithin, sharedSentenceRate } from '../../../compose/quality/sentence-stats';
import { SIGN_IDS } from '../../../content/signs';
import { addDays } from '../../../time/calendar-date';
import { ANGEL_SPREAD_IDS, angelSpreads } from '../angel-spreads';
import { angels } from '../angels';
import { composeAngelsReading } from '../angels-reading';
import { angelSampleGroup, angelSampleSequence } from './angel-reading-samples';

/**
 * The composer variety budget for the angelic service's offline texts: twelve signs' draws of
 * one spread on one day share under 5 % of their sentences, and one draw reread on consecutive
 * days (and each sign's daily message) repeats no sentence within 7 days.
 */
const DATES = Array.from({ length: 24 }, (_, index) => addDays('2026-01-05', index * 17));
const wordCount = (text: string) => text.split(/\s+/).filter((word) => /\w/.test(word)).length;

describe('angel readings written offline', () => {
  it.each(ANGEL_SPREAD_IDS)('%s: twelve signs’ draws on one day share under 5 %% of sentences', (spread) => {
    const failures = DATES.flatMap((date) => {
      const result = sharedSentenceRate(angelSampleGroup(spread, date).map(composeAngelsReading));
      return result.rate < 0.05 ? [] : [`${date}: ${(result.rate * 100).toFixed(1)} % ${result.examples[0]}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it.each(ANGEL_SPREAD_IDS)('%s: one draw reread day after day repeats nothing within 7 days', (spread) => {
    const readings = angelSampleSequence(spread, '2026-03-01', 30).map(composeAngelsReading);
    const stats = repetitionWithin(readings, 7);
    expect(stats.repeats, stats.examples.join(' | ')).toBe(0);
  });

  it.each(ANGEL_SPREAD_IDS)('%s: at least 120 words for every sign', (spread) => {
    const short = angelSampleGroup(spread, '2026-06-01')
      .map(composeAngelsReading)
      .filter((text) => wordCount(text) < 120);
    expect(short).toEqual([]);
  });

  it('names every drawn angel in its position and echoes the question', () => {
    const request = angelSampleGroup('guidance', '2026-06-01')[0];
    if (!request) throw new Error('no sample');
    const text = composeAngelsReading(request);
    for (const [index, id] of request.angels.entries())
      expect(text, id).toContain(
        `### ${angelSpreads.guidance.positions[index]}: ${angels[id].emoji} ${angels[id].name}`,
      );
    expect(text).toContain('**Your question:** “What should I focus on now, as an Aries?”');
    expect(text).toContain('## Divine Guidance');
  });

  it('daily messages: twelve signs share no sentence on a day, and none repeats within 7 days', () => {
    const daily = (sign: (typeof SIGN_IDS)[number], date: string) =>
      composeAngelsReading({ feature: 'angels', type: 'daily-message', sign, date });
    for (const date of DATES.slice(0, 6))
      expect(sharedSentenceRate(SIGN_IDS.map((sign) => daily(sign, date))).rate, date).toBe(0);
    for (const sign of SIGN_IDS) {
      const readings = Array.from({ length: 21 }, (_, day) => daily(sign, addDays('2026-02-01', day)));
      expect(repetitionWithin(readings, 7).repeats, sign).toBe(0);
    }
  });
});
