import { signIdSchema } from '../../contract/common';
import { z } from '../../contract/zod-mini';
import { MOON_PHASE_IDS } from '../../sky/moon-phases';
import { DREAM_EMOTION_IDS } from './dream-emotions';
import {
  DESCRIPTION_PREVIEW_LENGTH,
  DREAM_DESCRIPTION_MAX_LENGTH,
  DREAM_TITLE_MAX_LENGTH,
  RECENT_DREAMS_SHOWN,
  descriptionPreview,
} from './dream-texts';
import { DREAM_SYMBOL_IDS } from './dream-symbols';

/**
 * The dreams a visitor keeps on this device (tool spec §3 "Dream journal entry", kept beyond
 * the visit, which the spec does not do). Pure rules only: the page's store reads and writes
 * browser storage. Every entry is checked on load, so a hand-edited or outdated one is dropped
 * instead of breaking the page.
 */
export const JOURNAL_ENTRY_LIMIT = 200;
/** Long enough for any reading we write; a stored text beyond it is not ours. */
export const INTERPRETATION_MAX_LENGTH = 12_000;
export { DESCRIPTION_PREVIEW_LENGTH, RECENT_DREAMS_SHOWN, descriptionPreview };

const bounded = (max: number) => z.string().check(z.maxLength(max));

export const journalEntrySchema = z.strictObject({
  /** When it was saved, ms since 1970, as text (the spec's "timestamp text"); unique per entry. */
  id: z.string().check(z.regex(/^\d{1,15}$/)),
  /** The dream's local date. */
  date: z.iso.date(),
  title: bounded(DREAM_TITLE_MAX_LENGTH),
  description: bounded(DREAM_DESCRIPTION_MAX_LENGTH),
  sign: signIdSchema,
  emotions: z.array(z.enum(DREAM_EMOTION_IDS)).check(z.maxLength(DREAM_EMOTION_IDS.length)),
  symbols: z.array(z.enum(DREAM_SYMBOL_IDS)).check(z.maxLength(DREAM_SYMBOL_IDS.length)),
  moonPhase: z.nullable(z.enum(MOON_PHASE_IDS)),
  interpretation: bounded(INTERPRETATION_MAX_LENGTH),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** What was stored, newest first; unreadable entries are dropped, an unreadable store is empty. */
export function parseJournal(raw: string | null): JournalEntry[] {
  if (!raw) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  return stored.flatMap((value) => {
    const parsed = journalEntrySchema.safeParse(value);
    if (!parsed.success || seen.has(parsed.data.id) || seen.size >= JOURNAL_ENTRY_LIMIT) return [];
    seen.add(parsed.data.id);
    return [parsed.data];
  });
}

/** The journal with `entry` first, the oldest dropped past the limit. */
export const withEntry = (entries: readonly JournalEntry[], entry: JournalEntry): JournalEntry[] =>
  [entry, ...entries.filter((other) => other.id !== entry.id)].slice(0, JOURNAL_ENTRY_LIMIT);

export const withoutEntry = (entries: readonly JournalEntry[], id: string): JournalEntry[] =>
  entries.filter((entry) => entry.id !== id);

/** The whole journal as a JSON document a visitor can keep or import elsewhere. */
export const journalExport = (entries: readonly JournalEntry[], exportedAt: Date): string =>
  `${JSON.stringify({ app: 'Cosmic Guide', kind: 'dream-journal', exportedAt: exportedAt.toISOString(), entries }, null, 2)}\n`;
