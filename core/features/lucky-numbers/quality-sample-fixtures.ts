import { seededRandom } from '../../compose/seeded-random';
import type { SignId } from '../../content/signs';
import type { IsoDate } from '../../time/calendar-date';
import { type LotteryId, lotteries } from './lotteries';
import { type RandomWords, drawTicket } from './lucky-draw';
import type { LuckyNumbersRequest } from './lucky-numbers-request';

/** Random words from a seed: the same ticket every run, so variety tests and the quality report are stable. */
function seededWords(seed: string): RandomWords {
  const random = seededRandom(seed);
  return (words) => {
    for (let index = 0; index < words.length; index += 1) words[index] = Math.floor(random() * 2 ** 32);
    return words;
  };
}

/** A lucky-number request with a ticket drawn by the real rule from a fixed seed. */
export function sampleLuckyRequest(sign: SignId, lottery: LotteryId, date: IsoDate): LuckyNumbersRequest {
  const numbers = drawTicket(sign, lotteries[lottery], seededWords(`${sign}|${lottery}|${date}`));
  return { feature: 'lucky-numbers', sign, lottery, numbers, date };
}
