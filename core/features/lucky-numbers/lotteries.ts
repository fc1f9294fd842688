/**
 * The nine lotteries of spec §9 as typed content. `numbers` main numbers are drawn from
 * 1..`range`; `bonus` extra numbers, when present, from their own 1..`bonusRange`. Ireland's
 * games form their own group on the page (spec §9), the rest are "Global".
 *
 * `bestDays` holds each game's real draw days: the spec's field, kept true rather than
 * astrological, because no day of the week changes anyone's odds. The spec's `jackpotHistory`
 * is left out on purpose (docs/decisions/0008-lottery-facts-we-show.md): jackpot amounts change
 * every week, cannot be checked from here, and advertising them is the opposite of responsible
 * play. `jackpotNeedsBonus` says whether the top prize requires matching the bonus numbers,
 * so the odds shown are the game's true ones.
 */
export const LOTTERY_IDS = [
  'irish-lotto',
  'lotto-plus-1',
  'lotto-plus-2',
  'daily-million',
  'euromillions-plus',
  'powerball',
  'mega-millions',
  'euromillions',
  'uk-national-lottery',
] as const;
export type LotteryId = (typeof LOTTERY_IDS)[number];

export const LOTTERY_GROUPS = ['irish', 'global'] as const;
export type LotteryGroup = (typeof LOTTERY_GROUPS)[number];

export const lotteryGroupTitles = { irish: 'Irish', global: 'Global' } as const satisfies Record<
  LotteryGroup,
  string
>;

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface Lottery {
  id: LotteryId;
  name: string;
  country: string;
  flag: string;
  group: LotteryGroup;
  /** How many main numbers a ticket holds. */
  numbers: number;
  /** Main numbers run from 1 to this. */
  range: number;
  /** How many bonus numbers a ticket holds (0 when the game has none to pick). */
  bonus: number;
  /** Bonus numbers run from 1 to this; 0 without bonus numbers. */
  bonusRange: number;
  /** Whether the top prize needs the bonus numbers matched too. */
  jackpotNeedsBonus: boolean;
  /** The game's real draw days. */
  bestDays: readonly Weekday[];
  /** A line of our own about the draw's mood; reflection only, never a promise. */
  cosmicAlignment: string;
}

const EVERY_DAY = WEEKDAYS;

export const lotteries = {
  'irish-lotto': {
    id: 'irish-lotto',
    name: 'Irish Lotto',
    country: 'Ireland',
    flag: '🇮🇪',
    group: 'irish',
    numbers: 6,
    range: 47,
    bonus: 0,
    bonusRange: 0,
    jackpotNeedsBonus: false,
    bestDays: ['Wednesday', 'Saturday'],
    cosmicAlignment: 'Midweek and weekend draws, like the Moon’s quarters: a steady two-beat rhythm.',
  },
  'lotto-plus-1': {
    id: 'lotto-plus-1',
    name: 'Lotto Plus 1',
    country: 'Ireland',
    flag: '🇮🇪',
    group: 'irish',
    numbers: 6,
    range: 47,
    bonus: 0,
    bonusRange: 0,
    jackpotNeedsBonus: false,
    bestDays: ['Wednesday', 'Saturday'],
    cosmicAlignment: 'A second pass over the same field of numbers, the way a transit returns to a degree.',
  },
  'lotto-plus-2': {
    id: 'lotto-plus-2',
    name: 'Lotto Plus 2',
    country: 'Ireland',
    flag: '🇮🇪',
    group: 'irish',
    numbers: 6,
    range: 47,
    bonus: 0,
    bonusRange: 0,
    jackpotNeedsBonus: false,
    bestDays: ['Wednesday', 'Saturday'],
    cosmicAlignment: 'A third echo of the Irish draw, as quiet as a waning crescent.',
  },
  'daily-million': {
    id: 'daily-million',
    name: 'Daily Million',
    country: 'Ireland',
    flag: '🇮🇪',
    group: 'irish',
    numbers: 6,
    range: 39,
    bonus: 1,
    bonusRange: 5,
    jackpotNeedsBonus: false,
    bestDays: EVERY_DAY,
    cosmicAlignment: 'Drawn every day, so it moves with the Moon through each sign in turn.',
  },
  'euromillions-plus': {
    id: 'euromillions-plus',
    name: 'EuroMillions Plus',
    country: 'Ireland',
    flag: '🇮🇪',
    group: 'irish',
    numbers: 5,
    range: 50,
    bonus: 0,
    bonusRange: 0,
    jackpotNeedsBonus: false,
    bestDays: ['Tuesday', 'Friday'],
    cosmicAlignment: 'Five numbers and no stars, a game of the plain elements.',
  },
  powerball: {
    id: 'powerball',
    name: 'Powerball',
    country: 'United States',
    flag: '🇺🇸',
    group: 'global',
    numbers: 5,
    range: 69,
    bonus: 1,
    bonusRange: 26,
    jackpotNeedsBonus: true,
    bestDays: ['Monday', 'Wednesday', 'Saturday'],
    cosmicAlignment: 'Three draws a week, a trine of evenings under the American sky.',
  },
  'mega-millions': {
    id: 'mega-millions',
    name: 'Mega Millions',
    country: 'United States',
    flag: '🇺🇸',
    group: 'global',
    numbers: 5,
    range: 70,
    bonus: 1,
    bonusRange: 25,
    jackpotNeedsBonus: true,
    bestDays: ['Tuesday', 'Friday'],
    cosmicAlignment: 'Friday belongs to Venus in the old planetary week; enjoy the ritual, not the wager.',
  },
  euromillions: {
    id: 'euromillions',
    name: 'EuroMillions',
    country: 'Europe',
    flag: '🇪🇺',
    group: 'global',
    numbers: 5,
    range: 50,
    bonus: 2,
    bonusRange: 12,
    jackpotNeedsBonus: true,
    bestDays: ['Tuesday', 'Friday'],
    cosmicAlignment: 'Two Lucky Stars drawn from twelve, one for each sign of the zodiac.',
  },
  'uk-national-lottery': {
    id: 'uk-national-lottery',
    name: 'UK National Lottery',
    country: 'United Kingdom',
    flag: '🇬🇧',
    group: 'global',
    numbers: 6,
    range: 59,
    bonus: 0,
    bonusRange: 0,
    jackpotNeedsBonus: false,
    bestDays: ['Wednesday', 'Saturday'],
    cosmicAlignment: 'Wednesday is Mercury’s day and Saturday Saturn’s: a thought, then a boundary.',
  },
} as const satisfies Record<LotteryId, Lottery>;

export const lotteryList: readonly Lottery[] = LOTTERY_IDS.map((id) => lotteries[id]);

export const lotteriesInGroup = (group: LotteryGroup): readonly Lottery[] =>
  lotteryList.filter((lottery) => lottery.group === group);
