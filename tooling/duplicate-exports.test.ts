import { describe, expect, it } from 'vitest';
import { classifyDuplicates } from './duplicate-exports.mjs';

const CONVENTIONS = new Set(['composeOffline', 'skyLines']);

describe('classifyDuplicates', () => {
  it('ignores names defined once', () => {
    const homes = new Map([['ordinal', ['core/compose/chart/chart-words.ts']]]);
    expect(classifyDuplicates(homes, CONVENTIONS)).toEqual({ allowed: [], offending: [] });
  });

  it('allows a per-feature convention defined in many modules', () => {
    const homes = new Map([
      ['composeOffline', ['core/features/tarot/offline-reading.ts', 'core/features/love/offline-reading.ts']],
    ]);
    const { allowed, offending } = classifyDuplicates(homes, CONVENTIONS);
    expect(allowed.map(({ name }) => name)).toEqual(['composeOffline']);
    expect(offending).toEqual([]);
  });

  it('reports any other name defined twice, sorted, with the modules defining it', () => {
    const homes = new Map([
      ['SpreadId', ['core/features/tarot/draw/spreads.ts', 'core/features/angels/angel-spreads.ts']],
      ['BirthMoment', ['core/contract/birth-moment.ts', 'core/sky/advanced/birth-moment.ts']],
      ['skyLines', ['core/features/a/bank.ts', 'core/features/b/bank.ts']],
    ]);
    expect(classifyDuplicates(homes, CONVENTIONS).offending).toEqual([
      { name: 'BirthMoment', paths: ['core/contract/birth-moment.ts', 'core/sky/advanced/birth-moment.ts'] },
      {
        name: 'SpreadId',
        paths: ['core/features/tarot/draw/spreads.ts', 'core/features/angels/angel-spreads.ts'],
      },
    ]);
  });
});
