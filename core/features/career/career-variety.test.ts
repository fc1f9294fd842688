import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../content/signs';
import { repetitionWithin, sentencesOf, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { addDays } from '../../time/calendar-date';
import { maskedSharing, repeatsOverDays } from '../../compose/quality/reader-stats';
import { composeCareerReading } from './career-reading';
import { CAREER_TILE_IDS, type CareerTileId, tilePeriod } from './career-tiles';

/**
 * The composer variety budget (docs/CONTEXT.md) for every tile: the twelve signs' readings of
 * one tile and period share under 5% of their sentences; a sign's daily tile repeats no
 * sentence within seven days; and 30 days × 12 signs give 360 different readings per tile.
 */
const BUDGET = 0.05;
const markdownOf = (sign: (typeof SIGN_IDS)[number], tile: CareerTileId, date: string) =>
  composeCareerReading({ sign, tile, date }).markdown;

/** Days for daily tiles, one day in each of many weeks or months for the others. */
function sampleDates(tile: CareerTileId): string[] {
  const step = { daily: 11, weekly: 7, monthly: 31 }[tilePeriod(tile)];
  return Array.from({ length: 24 }, (_, index) => addDays('2026-01-05', index * step));
}

function sharedReport(tile: CareerTileId, date: string): string {
  const owners = new Map<string, string[]>();
  for (const sign of SIGN_IDS)
    for (const sentence of new Set(sentencesOf(markdownOf(sign, tile, date))))
      owners.set(sentence, [...(owners.get(sentence) ?? []), sign]);
  return [...owners]
    .filter(([, signs]) => signs.length > 1)
    .map(([sentence, signs]) => `  [${signs.join(', ')}] ${sentence}`)
    .join('\n');
}

describe('career variety budget', () => {
  it.each(CAREER_TILE_IDS)('%s: the twelve signs of one period share under 5% of sentences', (tile) => {
    for (const date of sampleDates(tile)) {
      const { rate } = sharedSentenceRate(SIGN_IDS.map((sign) => markdownOf(sign, tile, date)));
      if (rate >= BUDGET)
        expect.fail(`${tile} ${date}: ${(rate * 100).toFixed(1)}% shared\n${sharedReport(tile, date)}`);
    }
  });

  it.each(CAREER_TILE_IDS.filter((tile) => tilePeriod(tile) === 'daily'))(
    '%s: a sign repeats no sentence within 7 days over 60 days',
    (tile) => {
      for (const sign of SIGN_IDS) {
        const readings = Array.from({ length: 60 }, (_, day) =>
          markdownOf(sign, tile, addDays('2027-03-01', day)),
        );
        const { repeats, examples } = repetitionWithin(readings, 7);
        expect(repeats, `${tile} ${sign}: ${examples.join(' | ')}`).toBe(0);
      }
    },
  );

  it.each(CAREER_TILE_IDS)('%s: 30 days × 12 signs are all different readings', (tile) => {
    const readings = new Set<string>();
    for (let day = 0; day < 30; day += 1)
      for (const sign of SIGN_IDS) readings.add(markdownOf(sign, tile, addDays('2026-06-01', day)));
    const expected = { daily: 30, weekly: 5, monthly: 1 }[tilePeriod(tile)];
    // Weekly and monthly tiles cover the weeks and the month the 30 days touch.
    expect(readings.size).toBeGreaterThanOrEqual(12 * expected);
  });

  it('keeps the nine daily tiles of one sign and day wholly apart', () => {
    const dailyTiles = CAREER_TILE_IDS.filter((tile) => tilePeriod(tile) === 'daily');
    for (const date of ['2026-02-10', '2026-08-19', '2027-05-03'])
      for (const sign of SIGN_IDS) {
        const { shared, examples } = sharedSentenceRate(
          dailyTiles.map((tile) => markdownOf(sign, tile, date)),
        );
        expect(shared, `${sign} ${date}: ${examples.join(' | ')}`).toBe(0);
      }
  });

  it('keeps all thirteen tiles of one sign and day apart on average (dated event lists aside)', () => {
    // A week's Full Moon rightly appears in the weekly and the monthly tiles alike, so the
    // dated lists are left out; the prose of a weekly or monthly tile can still meet a daily
    // tile's line of advice now and then, since their turns step at different speeds.
    const prose = (markdown: string) =>
      markdown
        .split('\n')
        .filter((line) => !line.startsWith('- **'))
        .join('\n');
    const rates: number[] = [];
    for (let day = 0; day < 60; day += 5)
      for (const sign of SIGN_IDS) {
        const date = addDays('2026-01-05', day);
        rates.push(
          sharedSentenceRate(CAREER_TILE_IDS.map((tile) => prose(markdownOf(sign, tile, date)))).rate,
        );
      }
    const mean = rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
    expect(mean).toBeLessThan(BUDGET);
    expect(Math.max(...rates)).toBeLessThan(0.15);
  });

  it('a returning reader meets no sentence twice within 30 days, on any daily tile (issue 24)', () => {
    const failures: string[] = [];
    for (const tile of CAREER_TILE_IDS.filter((id) => tilePeriod(id) === 'daily'))
      for (const sign of ['aries', 'cancer', 'scorpio', 'pisces'] as const) {
        const readings = Array.from({ length: 40 }, (_, day) => {
          const date = addDays('2027-02-01', day);
          return { date, text: markdownOf(sign, tile, date) };
        });
        const { repeats, examples } = repeatsOverDays(readings, 30);
        if (repeats > 0) failures.push(`${tile} ${sign}: ${examples.join(' | ')}`);
      }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('twelve signs share under 15% of masked sentences on a day: no template with names swapped', () => {
    for (const tile of CAREER_TILE_IDS)
      for (const date of ['2026-12-10', '2027-04-20']) {
        const { rate, examples } = maskedSharing(SIGN_IDS.map((sign) => markdownOf(sign, tile, date)));
        expect(rate, `${tile} ${date}: ${examples.join(' | ')}`).toBeLessThan(0.15);
      }
  });
});
