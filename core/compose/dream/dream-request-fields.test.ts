import { describe, expect, it } from 'vitest';
import { distinctIds, oneOfIds } from './dream-request-fields';

const IDS = ['a', 'b', 'c'] as const;

describe('dream request fields', () => {
  it('takes one id from the list, naming the list when it is not', () => {
    expect(oneOfIds(IDS).safeParse('b').success).toBe(true);
    expect(oneOfIds(IDS).safeParse('d').error?.issues[0]?.message).toBe('must be one of: a, b, c');
  });

  it('takes each id at most once', () => {
    expect(distinctIds(IDS).safeParse([]).success).toBe(true);
    expect(distinctIds(IDS).safeParse(['c', 'a']).success).toBe(true);
    expect(distinctIds(IDS).safeParse(['a', 'a']).error?.issues[0]?.message).toBe('must not repeat an entry');
    expect(distinctIds(IDS).safeParse(['a', 'b', 'c', 'a']).success).toBe(false);
    expect(distinctIds(IDS).safeParse(['x']).success).toBe(false);
  });
});
