import { type IsoDate, daysBetween } from '../../time/calendar-date';
import { maskedSentencesOf } from './masked-sentences';
import { sentencesOf, stripMarkdown } from './sentence-stats';

/**
 * The returning reader's measures (issue 24): what one reader meets again over days, what
 * readers side by side (twelve signs on one day, a page's tabs for one sign) share once names
 * are masked, how many ways a feature opens, and how long readings are.
 */

export interface DatedReading {
  date: IsoDate;
  text: string;
}

export interface DayRepeats {
  /** Sentences met again less than `window` days after the reader last met them. */
  repeats: number;
  /** Sentences met again at any distance inside the sequence. */
  seenBefore: number;
  total: number;
  examples: string[];
}

/**
 * One reader's readings in date order. A reading whose text equals the one before it is the
 * same reading read again (a weekly reading opened on Tuesday and Wednesday) and is skipped;
 * a sentence repeated inside one reading counts as a repeat.
 */
export function repeatsOverDays(readings: readonly DatedReading[], window: number): DayRepeats {
  const lastSeen = new Map<string, IsoDate>();
  let repeats = 0;
  let seenBefore = 0;
  let total = 0;
  const examples: string[] = [];
  let previousText: string | undefined;
  for (const { date, text } of readings) {
    if (text === previousText) continue;
    previousText = text;
    for (const sentence of sentencesOf(text)) {
      total += 1;
      const last = lastSeen.get(sentence);
      if (last !== undefined) {
        seenBefore += 1;
        if (daysBetween(last, date) < window) {
          repeats += 1;
          if (examples.length < 3) examples.push(sentence);
        }
      }
      lastSeen.set(sentence, date);
    }
  }
  return { repeats, seenBefore, total, examples };
}

export interface MaskedSharing {
  shared: number;
  total: number;
  rate: number;
  examples: string[];
}

/**
 * Readings that should differ (twelve signs, one day; or one sign's tabs): the share of their
 * masked sentences that also stand, masked, in another reading of the group.
 */
export function maskedSharing(readings: readonly string[]): MaskedSharing {
  const sets = readings.map((reading) => new Set(maskedSentencesOf(reading)));
  const owners = new Map<string, number>();
  for (const set of sets) for (const sentence of set) owners.set(sentence, (owners.get(sentence) ?? 0) + 1);
  let shared = 0;
  let total = 0;
  const examples: string[] = [];
  for (const set of sets) {
    for (const sentence of set) {
      total += 1;
      if ((owners.get(sentence) ?? 0) > 1) {
        shared += 1;
        if (examples.length < 3 && !examples.includes(sentence)) examples.push(sentence);
      }
    }
  }
  return { shared, total, rate: total === 0 ? 0 : shared / total, examples };
}

/** The masked first sentence of a reading: how it opens, whatever sign or date it names. */
export const openingOf = (markdown: string): string => maskedSentencesOf(markdown)[0] ?? '';

/** Words a reader reads: markdown stripped, headings included. */
export const wordCount = (markdown: string): number =>
  stripMarkdown(markdown)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
