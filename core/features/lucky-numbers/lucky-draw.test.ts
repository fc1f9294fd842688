import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../content/signs';
import { lotteryList, lotteries } from './lotteries';
import {
  BASE_WEIGHT,
  drawTicket,
  drawWeight,
  type RandomWords,
  uniformBelow,
  weightedPick,
} from './lucky-draw';
import { powerNumbers } from './power-numbers';
import { ticketProblem } from './ticket';

const DRAWS = 10_000;

/** Hands out the given words in order, then repeats the last one. */
function scriptedWords(words: readonly number[]): RandomWords & { used: number } {
  const source = Object.assign(
    (target: Uint32Array) => {
      for (let index = 0; index < target.length; index += 1) {
        target[index] = words[Math.min(source.used, words.length - 1)] ?? 0;
        source.used += 1;
      }
      return target;
    },
    { used: 0 },
  );
  return source;
}

describe('uniformBelow', () => {
  it('redraws words from the incomplete top block instead of folding them with a remainder', () => {
    // 2^32 = 3 × 1,431,655,765 + 1, so the single word 4,294,967,295 would favour 0 if taken modulo 3.
    const source = scriptedWords([4_294_967_295, 7]);
    expect(uniformBelow(3, source)).toBe(1);
    expect(source.used).toBe(2);
  });

  it('takes a word below the limit at once', () => {
    const source = scriptedWords([4_294_967_294]);
    expect(uniformBelow(3, source)).toBe(4_294_967_294 % 3);
    expect(source.used).toBe(1);
  });

  it('refuses a bound it cannot serve', () => {
    expect(() => uniformBelow(0)).toThrow(RangeError);
    expect(() => uniformBelow(2.5)).toThrow(RangeError);
  });

  it('spreads real randomness evenly', () => {
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (let index = 0; index < 70_000; index += 1) {
      const value = uniformBelow(7);
      counts[value] = (counts[value] ?? 0) + 1;
    }
    // 10,000 expected each; a fair source stays well inside ±5 % (about 5 standard deviations).
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});

describe('drawWeight', () => {
  it('weights power numbers most, their digit-root kin next, the rest evenly', () => {
    // Leo: power numbers 1, 5, 10, 19, 28, 37 (digit roots 1 and 5); bias 0.9.
    expect(drawWeight('leo', 10)).toBe(BASE_WEIGHT + 360 + 90);
    expect(drawWeight('leo', 46)).toBe(BASE_WEIGHT + 90);
    expect(drawWeight('leo', 2)).toBe(BASE_WEIGHT);
    // Capricorn's bias of 0.05 barely leans.
    expect(drawWeight('capricorn', 8)).toBe(BASE_WEIGHT + 20 + 5);
  });
});

describe('drawTicket', () => {
  it.each(lotteryList.map((lottery) => [lottery.id, lottery] as const))(
    '%s: 10,000 draws are all valid tickets, sorted',
    (_id, lottery) => {
      const seen = new Set<number>();
      for (let index = 0; index < DRAWS; index += 1) {
        const sign = SIGN_IDS[index % SIGN_IDS.length] ?? 'aries';
        const ticket = drawTicket(sign, lottery);
        expect(ticketProblem(lottery, ticket)).toBeNull();
        expect(ticket.main).toEqual([...ticket.main].sort((first, second) => first - second));
        expect(ticket.bonus).toEqual([...ticket.bonus].sort((first, second) => first - second));
        for (const value of ticket.main) seen.add(value);
      }
      // Every number of the range turns up somewhere: the lean never shuts a number out.
      expect(seen.size).toBe(lottery.range);
    },
  );

  it('leans toward the sign’s power numbers, more with a larger bias', () => {
    const lottery = lotteries['irish-lotto'];
    const powerShare = (sign: 'leo' | 'capricorn') => {
      const power = new Set<number>(powerNumbers[sign].numbers);
      let hits = 0;
      for (let index = 0; index < DRAWS; index += 1)
        hits += drawTicket(sign, lottery).main.filter((value) => power.has(value)).length;
      return hits / (DRAWS * lottery.numbers);
    };
    const evenShare = 6 / 47;
    const leo = powerShare('leo');
    const capricorn = powerShare('capricorn');
    expect(leo).toBeGreaterThan(evenShare * 2);
    expect(capricorn).toBeGreaterThan(evenShare);
    expect(capricorn).toBeLessThan(evenShare * 1.3);
    expect(leo).toBeGreaterThan(capricorn * 1.5);
  });

  it('still draws a full ticket when it must take every number of a small range', () => {
    expect(weightedPick('aries', 5, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
