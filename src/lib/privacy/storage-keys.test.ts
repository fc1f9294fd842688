import { describe, expect, it } from 'vitest';
import readme from '../../../README.md?raw';
import { STORAGE_KEYS, rowsWrittenBy, storageRowOf } from './storage-keys';

/** The first cell of each row of the table in the README's "## Privacy" section. */
function readmeKeys(): string[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Privacy\n'));
  if (section === undefined) throw new Error('The README has no "## Privacy" section');
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.map((line) => /^\| `([^`]+)` \|/.exec(line)?.[1] ?? `unreadable row: ${line}`);
}

/** A real key of the row: the braces of a family filled in. */
const example = (key: string) => key.replace('{sign}', 'leo').replace('{date}', '2026-11-24');

describe('the storage-key table', () => {
  it('is the table the README’s privacy section lists, key for key', () => {
    expect(readmeKeys()).toEqual(STORAGE_KEYS.map((row) => row.key));
  });

  it('matches each of its keys with exactly one row', () => {
    for (const row of STORAGE_KEYS) {
      expect(storageRowOf(example(row.key))).toBe(row);
      expect(STORAGE_KEYS.filter((other) => other.pattern.test(example(row.key)))).toHaveLength(1);
    }
    expect(storageRowOf('cosmic-guide:profile-backup')).toBeUndefined();
    expect(storageRowOf('angelic_guidance_daily_angelic_leo_today')).toBeUndefined();
  });

  it('says which keys a page’s own action writes', () => {
    const keysOf = (page: `/${string}`) => rowsWrittenBy(page).map((row) => row.key);
    expect(keysOf('/tarot')).toEqual([
      'cosmic-guide:profile',
      'cosmic-guide:sound',
      'cosmic-guide:tarot-draws',
    ]);
    expect(keysOf('/cosmic-dream-journal')).toEqual([
      'cosmic-guide:profile',
      'cosmic-guide:sound',
      'cosmic-guide:dream-journal',
    ]);
    expect(keysOf('/chat')).toEqual(['cosmic-guide:profile', 'cosmic-guide:sound']);
    expect(keysOf('/about')).toEqual([]);
    expect(keysOf('/mystical-library')).toEqual([]);
  });

  it('tells what each key holds, how long and how to clear it', () => {
    for (const row of STORAGE_KEYS) {
      expect(row.label).not.toBe('');
      expect(row.holds.length).toBeGreaterThan(20);
      expect(row.kept).not.toBe('');
      expect(row.clear).not.toBe('');
      expect(row.writers.length).toBeGreaterThan(0);
    }
  });
});
