import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../content/signs';
import { addDays } from '../../time/calendar-date';
import { composeCareerReading } from './career-reading';
import { CAREER_TILE_IDS, careerTiles } from './career-tiles';

/**
 * No financial certainty (issue 8): a composed money reading may talk about habits, temperament
 * and asking a qualified adviser, never about buying, selling or investing in something, nor
 * about returns anyone could count on. The scan covers every tile (career and purpose readings
 * touch money too), every sign and a year of dates.
 */
const FORBIDDEN = [
  /\b(buy|buying|bought|sell|selling|sold|purchase)\b/i,
  /\binvest(ing|ed)? (in|into)\b/i,
  /\b(stocks?|shares|equit(y|ies)|bonds?|crypto\w*|bitcoin|forex|commodit(y|ies)|options trading|index funds?|real estate)\b/i,
  /\b(guarantee[sd]?|risk[- ]free|sure thing|can(not|'t|’t) lose|get rich|double your|returns? of \d)/i,
  /\b(will|are going to) (make|earn|win) (money|a fortune|you rich)\b/i,
];

const dates = Array.from({ length: 27 }, (_, index) => addDays('2026-01-01', index * 14));

describe('career readings give no financial advice', () => {
  it('the scan itself catches the phrases it is meant to catch', () => {
    const advice = [
      'Buy gold before the Full Moon.',
      'Now is the time to sell your shares.',
      'Invest in crypto this week.',
      'Returns of 12% are guaranteed.',
      'This plan is risk-free.',
      'You will make money on Thursday.',
    ];
    for (const sentence of advice)
      expect(
        FORBIDDEN.some((pattern) => pattern.test(sentence)),
        sentence,
      ).toBe(true);
    expect(FORBIDDEN.some((pattern) => pattern.test('Review your budget with a qualified adviser.'))).toBe(
      false,
    );
  });

  it.each(CAREER_TILE_IDS)('%s never tells anyone to buy, sell or invest, nor promises returns', (tile) => {
    for (const date of dates)
      for (const sign of SIGN_IDS) {
        const { markdown } = composeCareerReading({ sign, tile, date });
        for (const pattern of FORBIDDEN) {
          const match = pattern.exec(markdown);
          if (match) expect.fail(`${tile} ${sign} ${date}: "${match[0]}" in\n${markdown}`);
        }
      }
  });

  it('keeps the investment tile about temperament, naming an adviser for real decisions', () => {
    expect(careerTiles['investment-guidance'].description).toMatch(/never tips/);
    const readings = SIGN_IDS.map(
      (sign) => composeCareerReading({ sign, tile: 'investment-guidance', date: '2026-11-24' }).markdown,
    );
    expect(readings.some((text) => /adviser|temperament|patience/i.test(text))).toBe(true);
  });
});
