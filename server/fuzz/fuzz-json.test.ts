import { describe, expect, it } from 'vitest';
import { FuzzObject, RawToken, fromPlain, writeJson } from './fuzz-json';

describe('writeJson', () => {
  it('writes plain data as JSON.stringify does', () => {
    const data = { feature: 'horoscope', nested: { list: [1, 'two', null, true] } };
    expect(writeJson(fromPlain(data))).toBe(JSON.stringify(data));
  });

  it('keeps repeated keys and writes __proto__ as an ordinary key', () => {
    const body = new FuzzObject([
      ['sign', 'leo'],
      ['sign', 'virgo'],
      ['__proto__', new FuzzObject([['polluted', true]])],
    ]);
    expect(writeJson(body)).toBe('{"sign":"leo","sign":"virgo","__proto__":{"polluted":true}}');
  });

  it('writes raw tokens verbatim, so numbers JSON cannot hold reach the server', () => {
    expect(writeJson([new RawToken('1e309'), new RawToken('-0'), new RawToken('NaN')])).toBe(
      '[1e309,-0,NaN]',
    );
  });

  it('escapes lone surrogates, so the text stays valid JSON of an invalid string', () => {
    const text = writeJson('a\ud800b');
    expect(text).toBe('"a\\ud800b"');
    expect(JSON.parse(text)).toBe('a\ud800b');
  });
});

describe('FuzzObject', () => {
  it('replaces, adds and removes entries without touching the original', () => {
    const original = new FuzzObject([
      ['a', 1],
      ['b', 2],
    ]);
    expect(writeJson(original.with('a', 'x'))).toBe('{"a":"x","b":2}');
    expect(writeJson(original.with('c', 3))).toBe('{"a":1,"b":2,"c":3}');
    expect(writeJson(original.without('a'))).toBe('{"b":2}');
    expect(writeJson(original)).toBe('{"a":1,"b":2}');
  });
});
