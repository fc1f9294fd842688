import { PLANET_IDS, type PlanetId, SIGN_IDS, type SignId } from '../../content/signs';
import type { HouseNumber } from './bank/house-lines';

/**
 * The small vocabulary chart and calendar texts share beyond the names of bodies, aspects and
 * signs (core/content/body-names.ts, signs.ts): houses, ordinals, counts and word lists.
 */

/** 1 → "1st", 2 → "2nd", 11 → "11th", 12 → "12th". */
export function ordinal(value: number): string {
  const lastTwo = value % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${value}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][value % 10] ?? 'th';
  return `${value}${suffix}`;
}

/** "7th house". */
export const houseLabel = (house: number): string => `${ordinal(house)} house`;

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** Small counts read better as words in prose: "three planets"; larger ones stay figures. */
export const countWord = (count: number): string => NUMBER_WORDS[count] ?? String(count);

/**
 * The whole-sign house an event's sign falls in, counted from the reader's sign as the 1st:
 * the usual way to read a sky event for a Sun sign.
 */
export function wholeSignHouse(eventSign: SignId, sign: SignId): HouseNumber {
  return (((SIGN_IDS.indexOf(eventSign) - SIGN_IDS.indexOf(sign) + 12) % 12) + 1) as HouseNumber;
}

export const isPlanetId = (value: string): value is PlanetId =>
  (PLANET_IDS as readonly string[]).includes(value);

/** "Sun", "Sun and Moon", "Sun, Moon and Venus". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
}

/** A claim in the one form every reading uses: the placement in bold, then what it means. */
export const claim = (placement: string, meaning: string): string => `**${placement}** — ${meaning}`;

/** A reading section: a markdown heading and its paragraphs. */
export const markdownSection = (title: string, lines: readonly string[]): string =>
  [`### ${title}`, ...lines].join('\n\n');
