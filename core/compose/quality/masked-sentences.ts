import { SIGN_IDS, signs } from '../../content/signs';
import { BODY_NAMES } from '../../content/body-names';
import { sentencesOf } from './sentence-stats';

/**
 * Sentences with their slots masked: sign, planet, house, number, date and weekday words become
 * placeholders, so two sentences that differ only by the names filled into one template compare
 * equal. This is the "template seam" measure of issue 24 §2: exact sharing across signs can be 0
 * while every sign reads the same sentence with its own name swapped in.
 */

const words = (list: readonly string[]) => list.map((word) => word.toLowerCase()).join('|');

const SIGN_WORDS = words(SIGN_IDS.map((id) => signs[id].name));
const PLANET_WORDS = words([
  ...Object.values(BODY_NAMES).filter((name) => !name.includes(' ')),
  'chiron',
  'lilith',
  'north node',
  'south node',
  'ascendant',
  'midheaven',
]);
const MONTHS = words([
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);
const WEEKDAYS = words(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
const NUMBER_WORDS = words([
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
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
]);

const MASKS: readonly [RegExp, string][] = [
  [new RegExp(`\\b(${SIGN_WORDS})(?:'s|’s|s)?\\b`, 'g'), '‹sign›'],
  [new RegExp(`\\b(${PLANET_WORDS})(?:'s|’s)?\\b`, 'g'), '‹planet›'],
  [new RegExp(`\\b(${MONTHS})\\b\\.?`, 'g'), '‹date›'],
  [new RegExp(`\\b(${WEEKDAYS})(?:'s|’s|s)?\\b`, 'g'), '‹date›'],
  [/\d+(?:[.,:]\d+)*(?:st|nd|rd|th|°|′|″|'|%)?/g, '‹n›'],
  [new RegExp(`\\b(${NUMBER_WORDS})\\b`, 'g'), '‹n›'],
];

/** One sentence (already lower-cased by `sentencesOf`) with its slots masked. */
export function maskSentence(sentence: string): string {
  let masked = sentence;
  for (const [pattern, mask] of MASKS) masked = masked.replace(pattern, mask);
  return masked.replace(/(‹n›[\s,–-]*)+‹n›/g, '‹n›');
}

/** The masked sentences of a markdown reading, headings left out as in `sentencesOf`. */
export const maskedSentencesOf = (markdown: string): string[] => sentencesOf(markdown).map(maskSentence);
