import { describe, expect, it } from 'vitest';
import { FALLBACK_TEXTS } from '../../compose/fallback-texts';
import { SIGN_IDS } from '../../content/signs';
import { addDays } from '../../time/calendar-date';
import { LOTTERY_IDS, lotteryList } from './lotteries';
import { composeLuckyReading } from './lucky-reading';
import { sampleLuckyRequest } from './quality-sample-fixtures';
import { winPromisesIn } from '../../compose/win-promise';

describe('no lucky-number text promises a win', () => {
  it('in the lottery content', () => {
    for (const lottery of lotteryList) {
      const text = [lottery.name, lottery.country, lottery.cosmicAlignment, ...lottery.bestDays].join('\n');
      expect(winPromisesIn(text), lottery.id).toEqual([]);
    }
  });

  it('in every analysis the composer writes over two weeks, for every sign and game', () => {
    // Thirteen days walk every sign through every pool of twelve or thirteen lines.
    for (const lottery of LOTTERY_IDS)
      for (const sign of SIGN_IDS)
        for (let day = 0; day < 13; day += 1) {
          const request = sampleLuckyRequest(sign, lottery, addDays('2026-03-01', day));
          expect(winPromisesIn(composeLuckyReading(request).markdown), `${sign} ${lottery} ${day}`).toEqual(
            [],
          );
        }
  });

  it('in the spec’s fallback text for the analysis', () => {
    expect(winPromisesIn(FALLBACK_TEXTS.luckyNumbers)).toEqual([]);
  });
});
