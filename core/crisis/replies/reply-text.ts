import type { CrisisKind } from '../crisis-signals';

/**
 * The parts of a crisis reply in one language, written fresh for this project in plain words:
 * no guide's voice and no astrology. Numbers are only the ones we are sure of; the rest of the
 * world is covered by findahelpline.com.
 */
export interface CrisisReplyText {
  /** A calm first paragraph for each kind. */
  readonly openings: Readonly<Record<CrisisKind, string>>;
  /** The emergency numbers of the countries that speak the language. */
  readonly emergency: string;
  /** Lines for anyone thinking of suicide or self-harm (Markdown list items). */
  readonly crisisLines: readonly string[];
  /** Lines that only one kind needs (abuse lines, poison help), listed first. */
  readonly kindLines: Readonly<Partial<Record<CrisisKind, readonly string[]>>>;
  /** Where to find a line anywhere else: always links https://findahelpline.com. */
  readonly findALine: string;
  readonly closings: Readonly<Record<CrisisKind, string>>;
}
