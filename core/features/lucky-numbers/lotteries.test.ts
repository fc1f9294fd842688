import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../content/signs';
import { combinations, jackpotOdds, oddsLabel } from './jackpot-odds';
import { LOTTERY_IDS, lotteries, lotteriesInGroup, lotteryList } from './lotteries';
import { MAX_BIAS, MIN_BIAS, digitRoot, powerNumbers } from './power-numbers';
import { MAX_BONUS_NUMBERS, MAX_TICKET_NUMBERS, MAX_TICKET_VALUE } from './ticket';

describe('the nine lotteries of spec §9', () => {
  it('lists nine games, each under its own id', () => {
    expect(LOTTERY_IDS).toHaveLength(9);
    for (const id of LOTTERY_IDS) expect(lotteries[id].id, id).toBe(id);
  });

  it('keeps the spec’s rules: main numbers of range, bonus count of bonus range', () => {
    const rules = Object.fromEntries(
      lotteryList.map((lottery) => [
        lottery.name,
        `${lottery.numbers}/${lottery.range}+${lottery.bonus}/${lottery.bonusRange}`,
      ]),
    );
    expect(rules).toEqual({
      'Irish Lotto': '6/47+0/0',
      'Lotto Plus 1': '6/47+0/0',
      'Lotto Plus 2': '6/47+0/0',
      'Daily Million': '6/39+1/5',
      'EuroMillions Plus': '5/50+0/0',
      Powerball: '5/69+1/26',
      'Mega Millions': '5/70+1/25',
      EuroMillions: '5/50+2/12',
      'UK National Lottery': '6/59+0/0',
    });
  });

  it('groups the games of Ireland apart from the rest', () => {
    expect(lotteriesInGroup('irish').map((lottery) => lottery.id)).toEqual([
      'irish-lotto',
      'lotto-plus-1',
      'lotto-plus-2',
      'daily-million',
      'euromillions-plus',
    ]);
    for (const lottery of lotteryList)
      expect(lottery.group === 'irish', lottery.id).toBe(lottery.country === 'Ireland');
    expect(lotteriesInGroup('global')).toHaveLength(4);
  });

  it('gives every game a flag, draw days and a cosmic-alignment line', () => {
    for (const lottery of lotteryList) {
      expect(lottery.flag, lottery.id).toMatch(/\p{Regional_Indicator}{2}/u);
      expect(lottery.bestDays.length, lottery.id).toBeGreaterThan(0);
      expect(lottery.cosmicAlignment.length, lottery.id).toBeGreaterThan(20);
    }
  });

  it('fits inside the bounds the request schema checks first', () => {
    for (const lottery of lotteryList) {
      expect(lottery.numbers).toBeLessThanOrEqual(MAX_TICKET_NUMBERS);
      expect(lottery.bonus).toBeLessThanOrEqual(MAX_BONUS_NUMBERS);
      expect(Math.max(lottery.range, lottery.bonusRange)).toBeLessThanOrEqual(MAX_TICKET_VALUE);
    }
  });
});

describe('jackpot odds', () => {
  it('counts combinations exactly', () => {
    expect(combinations(47, 6)).toBe(10_737_573);
    expect(combinations(59, 6)).toBe(45_057_474);
    expect(combinations(12, 2)).toBe(66);
    expect(combinations(5, 0)).toBe(1);
    expect(combinations(3, 4)).toBe(0);
  });

  it('gives each game its true one-in-N chance for the top prize', () => {
    const odds = Object.fromEntries(lotteryList.map((lottery) => [lottery.id, jackpotOdds(lottery)]));
    expect(odds).toEqual({
      'irish-lotto': 10_737_573,
      'lotto-plus-1': 10_737_573,
      'lotto-plus-2': 10_737_573,
      // The Daily Million's top prize is the six main numbers; its bonus only counts for lower tiers.
      'daily-million': 3_262_623,
      'euromillions-plus': 2_118_760,
      powerball: 292_201_338,
      'mega-millions': 302_575_350,
      euromillions: 139_838_160,
      'uk-national-lottery': 45_057_474,
    });
  });

  it('writes the odds with thousands separators', () => {
    expect(oddsLabel(lotteries['irish-lotto'])).toBe('1 in 10,737,573');
    expect(oddsLabel(lotteries.powerball)).toBe('1 in 292,201,338');
  });
});

describe('power numbers', () => {
  it.each(SIGN_IDS)('%s has six distinct power numbers within 1..47 and a bias in range', (sign) => {
    const { numbers, bias } = powerNumbers[sign];
    expect(numbers).toHaveLength(6);
    expect(new Set(numbers).size).toBe(6);
    for (const value of numbers) expect(value).toBeGreaterThanOrEqual(1);
    for (const value of numbers) expect(value).toBeLessThanOrEqual(47);
    expect([...numbers]).toEqual([...numbers].sort((first, second) => first - second));
    expect(bias).toBeGreaterThanOrEqual(MIN_BIAS);
    expect(bias).toBeLessThanOrEqual(MAX_BIAS);
  });

  it.each(SIGN_IDS)('%s follows the documented rule: its place, its ruler and their digit roots', (sign) => {
    const { place, rulerNumber, numbers } = powerNumbers[sign];
    expect(place).toBe(SIGN_IDS.indexOf(sign) + 1);
    expect(numbers).toContain(rulerNumber);
    const roots = new Set([digitRoot(place), rulerNumber]);
    for (const value of numbers) expect(roots.has(digitRoot(value)), `${value}`).toBe(true);
  });

  it('reduces to the digit root', () => {
    expect([1, 9, 10, 18, 38, 47].map(digitRoot)).toEqual([1, 9, 1, 9, 2, 2]);
  });
});
