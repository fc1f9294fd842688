import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '../../core/features/feature-ids';
import { allowedFoldersOf, foldersOf } from './feature-folders';

const root = join(import.meta.dirname, '..', '..');

describe('each reading feature lives in three folders', () => {
  it.each(FEATURE_IDS)('%s: its core folder, its page folder and e2e, nothing else', (feature) => {
    const found = foldersOf(feature, root);
    expect(found).toContain(`core/features/${feature}`);
    expect(allowedFoldersOf(feature)).toEqual(expect.arrayContaining(found));
  });

  it('finds a file named for a feature outside its folders', () => {
    // server/routes held one API test file per feature before the table-driven suite.
    expect(foldersOf('love', join(import.meta.dirname, 'fixture'))).toEqual([
      'core/features/love',
      'server/routes',
    ]);
  });
});
