import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_PREVIEW_LENGTH,
  JOURNAL_ENTRY_LIMIT,
  type JournalEntry,
  descriptionPreview,
  journalExport,
  parseJournal,
  withEntry,
  withoutEntry,
} from './journal-entries';

const entry = (id: number, overrides: Partial<JournalEntry> = {}): JournalEntry => ({
  id: String(id),
  date: '2026-11-24',
  title: 'Untitled Dream',
  description: 'I was flying over a silver lake.',
  sign: 'cancer',
  emotions: ['wonder'],
  symbols: ['flying'],
  moonPhase: 'full-moon',
  interpretation: '### A reading\n\nSome text.',
  ...overrides,
});

describe('journal entries', () => {
  it('reads back what was stored, in order', () => {
    const entries = [entry(3), entry(2, { moonPhase: null }), entry(1)];
    expect(parseJournal(JSON.stringify(entries))).toEqual(entries);
  });

  it('starts empty from a missing, corrupt or foreign store', () => {
    expect(parseJournal(null)).toEqual([]);
    expect(parseJournal('{not json')).toEqual([]);
    expect(parseJournal('{"entries": []}')).toEqual([]);
    expect(parseJournal('"a string"')).toEqual([]);
  });

  it('drops entries that fail the schema and keeps the rest', () => {
    const stored = [
      entry(5),
      { ...entry(4), sign: 'ophiuchus' },
      { ...entry(3), symbols: ['unicorn'] },
      { ...entry(2), description: 'x'.repeat(5_000) },
      { ...entry(1), extra: 'field' },
      entry(0),
      entry(0),
    ];
    expect(parseJournal(JSON.stringify(stored)).map((kept) => kept.id)).toEqual(['5', '0']);
  });

  it('adds new entries first and keeps at most the limit', () => {
    let entries: JournalEntry[] = [];
    for (let id = 1; id <= JOURNAL_ENTRY_LIMIT + 5; id += 1) entries = withEntry(entries, entry(id));
    expect(entries).toHaveLength(JOURNAL_ENTRY_LIMIT);
    expect(entries[0]?.id).toBe(String(JOURNAL_ENTRY_LIMIT + 5));
    expect(entries.at(-1)?.id).toBe('6');
    expect(parseJournal(JSON.stringify([...entries, entry(9999)]))).toHaveLength(JOURNAL_ENTRY_LIMIT);
  });

  it('deletes one entry by id', () => {
    expect(withoutEntry([entry(3), entry(2), entry(1)], '2').map((kept) => kept.id)).toEqual(['3', '1']);
  });

  it('previews the first 100 characters of a description', () => {
    expect(descriptionPreview('short')).toBe('short');
    const long = 'a'.repeat(150);
    expect(descriptionPreview(long)).toBe(`${'a'.repeat(DESCRIPTION_PREVIEW_LENGTH)}…`);
  });

  it('exports every entry as JSON that reads back', () => {
    const entries = [entry(2), entry(1)];
    const document = JSON.parse(journalExport(entries, new Date('2026-11-24T08:00:00Z'))) as {
      exportedAt: string;
      entries: unknown;
    };
    expect(document.exportedAt).toBe('2026-11-24T08:00:00.000Z');
    expect(parseJournal(JSON.stringify(document.entries))).toEqual(entries);
  });
});
