import type { IsoDate } from '../../time/calendar-date';

/**
 * Pythagorean numerology, computed rather than made up:
 *
 * - **Life Path** from the birth date: the year, the month and the day are each reduced on their
 *   own, then added and reduced again (1990-07-14: 1990 → 1+9+9+0 = 19 → 10 → 1; 7;
 *   14 → 1+4 = 5; 1 + 7 + 5 = 13 → 4). A month of 11 or a day of 11, 22 or 29 stays a master.
 * - **Expression** from every letter of the name, **Soul Urge** from its vowels: letters count
 *   A=1 … I=9, J=1 … R=9, S=1 … Z=8; each word of the name is reduced on its own, then the words
 *   are added and reduced again.
 *
 * Reducing adds a number's digits until one digit is left, except that the master numbers 11,
 * 22 and 33 are kept wherever they appear. Accents are dropped (é counts as E); letters outside
 * A–Z count nothing.
 *
 * Y is a vowel when neither letter beside it in the word is a vowel (Mary, Lynn, Yvette), and a
 * consonant next to one (Yolanda, Maya, Boyd): a plain version of the usual "when it sounds
 * like a vowel" rule that a reader can check by eye.
 */
export const MASTER_NUMBERS = [11, 22, 33] as const;

export interface NumerologyNumber {
  value: number;
  /** How it was reduced, e.g. "year 1990 → 1+9+9+0 = 19 → 1+9 = 10 → 1+0 = 1; month 7; …". */
  working: string;
}

export interface NumerologyProfile {
  lifePath: NumerologyNumber;
  /** Null when the name holds no letter A–Z to count. */
  expression: NumerologyNumber | null;
  /** Null when the name holds no vowel to count. */
  soulUrge: NumerologyNumber | null;
}

const isMaster = (value: number) => (MASTER_NUMBERS as readonly number[]).includes(value);
const digitsOf = (value: number) => String(value).split('').map(Number);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Reduces `value` and says how: " → 1+9 = 10 → 1+0 = 1" (empty when nothing to reduce). */
export function reduceNumber(value: number): { value: number; steps: string } {
  let current = value;
  let steps = '';
  while (current > 9 && !isMaster(current)) {
    const digits = digitsOf(current);
    current = sum(digits);
    steps += ` → ${digits.join('+')} = ${current}`;
  }
  return { value: current, steps };
}

/** "1990 → 1+9+9+0 = 19 → 1+9 = 10 → 1+0 = 1", "11" or "7": one part of a date, masters kept whole. */
function reduceDatePart(value: number): { value: number; working: string } {
  const reduced = reduceNumber(value);
  return { value: reduced.value, working: `${value}${reduced.steps}` };
}

/** "3+5+5 = 13 → 1+3 = 4", or "7" for a single value: the letters of one word. */
function reducePart(digits: readonly number[]): { value: number; working: string } {
  const raw = sum(digits);
  const reduced = reduceNumber(raw);
  const opening = digits.length > 1 ? `${digits.join('+')} = ${raw}` : String(raw);
  return { value: reduced.value, working: `${opening}${reduced.steps}` };
}

/** Adds reduced parts and reduces the total: "1 + 7 + 5 = 13 → 1+3 = 4". */
function combine(parts: readonly number[]): { value: number; working: string } {
  const total = sum(parts);
  const reduced = reduceNumber(total);
  if (parts.length === 1) return { value: reduced.value, working: `${total}${reduced.steps}` };
  return { value: reduced.value, working: `${parts.join(' + ')} = ${total}${reduced.steps}` };
}

export function lifePathNumber(birthDate: IsoDate): NumerologyNumber {
  const [year = '', month = '', day = ''] = birthDate.split('-');
  const parts = [
    ['year', reduceDatePart(Number(year))],
    ['month', reduceDatePart(Number(month))],
    ['day', reduceDatePart(Number(day))],
  ] as const;
  const total = combine(parts.map(([, part]) => part.value));
  const working = parts.map(([label, part]) => `${label} ${part.working}`).join('; ');
  return { value: total.value, working: `${working}; ${total.working}` };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);
export const letterValue = (letter: string): number => (LETTERS.indexOf(letter) % 9) + 1;

/** The name's words as letters A–Z, accents dropped. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((word) => word.length > 0);
}

/** Whether the letter at `index` of `word` counts as a vowel (see the Y rule above). */
export function isVowelAt(word: string, index: number): boolean {
  const letter = word[index] ?? '';
  if (VOWELS.has(letter)) return true;
  if (letter !== 'Y') return false;
  return !VOWELS.has(word[index - 1] ?? '') && !VOWELS.has(word[index + 1] ?? '');
}

function fromLetters(words: readonly string[], keep: (word: string, index: number) => boolean) {
  const counted = words
    .map((word) => word.split('').filter((_letter, index) => keep(word, index)))
    .filter((letters) => letters.length > 0);
  if (counted.length === 0) return null;
  const parts = counted.map((letters) => {
    const values = letters.map(letterValue);
    const part = reducePart(values);
    const spelled = letters.map((letter, index) => `${letter}${values[index] ?? 0}`).join(' ');
    return { value: part.value, working: `${spelled}: ${part.working}` };
  });
  const total = combine(parts.map((part) => part.value));
  return {
    value: total.value,
    working: `${parts.map((part) => part.working).join('; ')}; ${total.working}`,
  };
}

export const expressionNumber = (name: string): NumerologyNumber | null =>
  fromLetters(nameWords(name), () => true);

export const soulUrgeNumber = (name: string): NumerologyNumber | null =>
  fromLetters(nameWords(name), isVowelAt);

export const numerologyProfile = (name: string, birthDate: IsoDate): NumerologyProfile => ({
  lifePath: lifePathNumber(birthDate),
  expression: expressionNumber(name),
  soulUrge: soulUrgeNumber(name),
});
