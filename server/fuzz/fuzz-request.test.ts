import { describe, expect, it } from 'vitest';
import { hostileQuery, percentEncode } from './fuzz-request';
import { createRandom } from './seeded-random';

describe('percentEncode', () => {
  it('leaves unreserved characters and escapes the rest as UTF-8', () => {
    expect(percentEncode('Europe/London')).toBe('Europe%2FLondon');
    expect(percentEncode('a b&c=d')).toBe('a%20b%26c%3Dd');
    expect(percentEncode('é\u{1f52e}')).toBe('%C3%A9%F0%9F%94%AE');
    expect(decodeURIComponent(percentEncode('São Paulo \u0000'))).toBe('São Paulo \u0000');
  });

  it('writes a lone surrogate as its WTF-8 bytes, which no UTF-8 decoder accepts', () => {
    expect(percentEncode('\ud800')).toBe('%ED%A0%80');
    expect(() => decodeURIComponent(percentEncode('x\udfff'))).toThrow(URIError);
  });
});

describe('hostileQuery', () => {
  it('keeps the given pairs and sometimes repeats a name or uses array syntax', () => {
    const queries = Array.from({ length: 300 }, (_, seed) =>
      hostileQuery(createRandom(seed), [
        ['from', '2026-03-20'],
        ['days', '30'],
      ]),
    );
    expect(queries.every((query) => query.includes('from=2026-03-20') && query.includes('days=30'))).toBe(
      true,
    );
    expect(queries.some((query) => (query.match(/days=/g) ?? []).length > 1)).toBe(true);
    expect(queries.some((query) => query.includes('[]='))).toBe(true);
    expect(queries.some((query) => query.includes('__proto__'))).toBe(true);
  });

  it('only writes characters a request line may carry', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      expect(hostileQuery(createRandom(seed), [['q', 'x']])).toMatch(/^[\x21-\x7e]*$/);
    }
  });
});
