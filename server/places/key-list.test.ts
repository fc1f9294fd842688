import { describe, expect, it } from 'vitest';
import { KeyList, KeyListBuilder } from './key-list';

const listOf = (entries: [string, number][]) => {
  const builder = new KeyListBuilder();
  for (const [key, rank] of entries) builder.add(key, rank);
  return new KeyList(builder.build());
};

describe('KeyList', () => {
  const list = listOf([
    ['london', 0],
    ['lund', 1],
    ['londres', 1],
    ['москва', 2],
    ['lo', 3],
    ['mos', 4],
    ['l', 5],
    ['london', 6],
  ]);

  it('answers the ranks whose key starts with the prefix, in the order they were added', () => {
    expect([...list.matches('lo')]).toEqual([0, 1, 3, 6]);
    expect([...list.matches('lon')]).toEqual([0, 1, 6]);
    expect([...list.matches('londo')]).toEqual([0, 6]);
    expect([...list.matches('l')]).toEqual([0, 1, 1, 3, 5, 6]);
  });

  it('matches whole keys only from their start, never across two keys', () => {
    expect([...list.matches('ondon')]).toEqual([]);
    // "lo" followed by the next key "mos" must not read as "lomos".
    expect([...list.matches('lomos')]).toEqual([]);
    expect([...list.matches('londonl')]).toEqual([]);
  });

  it('matches keys outside ASCII by their UTF-8 bytes', () => {
    expect([...list.matches('мос')]).toEqual([2]);
    expect([...list.matches('м')]).toEqual([2]);
    expect([...list.matches('mo')]).toEqual([4]);
  });

  it('stops where the caller stops reading', () => {
    const matches = list.matches('l');
    expect(matches.next().value).toBe(0);
    expect(matches.next().value).toBe(1);
  });

  it('answers nothing from an empty list', () => {
    expect([...listOf([]).matches('a')]).toEqual([]);
  });
});
