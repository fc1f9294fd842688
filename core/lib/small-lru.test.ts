import { describe, expect, it } from 'vitest';
import { SmallLru } from './small-lru';

describe('SmallLru', () => {
  it('keeps at most its bound, dropping the entry used least recently', () => {
    const cache = new SmallLru<string, number>(2);
    cache.set('a', 1).set('b', 2);
    expect(cache.get('a')).toBe(1); // 'a' is now the most recent
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('updates a key in place without growing, and makes it the most recent', () => {
    const cache = new SmallLru<string, number>(2);
    cache.set('a', 1).set('b', 2).set('a', 10).set('c', 3);
    expect(cache.get('a')).toBe(10);
    expect(cache.get('b')).toBeUndefined();
  });

  it('holds falsy values and tells them from a miss', () => {
    const cache = new SmallLru<string, number | false>(3);
    cache.set('zero', 0).set('no', false);
    expect(cache.get('zero')).toBe(0);
    expect(cache.get('no')).toBe(false);
    expect(cache.get('missing')).toBeUndefined();
  });

  it('refuses a bound that could hold nothing', () => {
    expect(() => new SmallLru(0)).toThrow(RangeError);
    expect(() => new SmallLru(1.5)).toThrow(RangeError);
  });
});
