import type { CrisisKind } from '../crisis-signals';

/**
 * One language's share of the paraphrase set: crisis messages by kind, and harmless look-alikes.
 * Kept as plain lists per language so a native speaker can review one file at a time.
 */
export type ParaphraseLanguageSet = Readonly<Record<CrisisKind, readonly string[]>> & {
  readonly safe: readonly string[];
};
