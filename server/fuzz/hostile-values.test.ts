import { describe, expect, it } from 'vitest';
import { isoDateSchema } from '@core/contract/common';
import { z } from '@core/contract/zod-mini';
import { writeJson } from './fuzz-json';
import { TRICKY_CHARACTERS, anyCodePoint, hostileText, spoiledWord } from './hostile-text';
import { DATE_SPELLINGS, deeplyNested, hostileValue, prototypePayload } from './hostile-values';
import { createRandom } from './seeded-random';

describe('hostile text', () => {
  it('draws code points from every one of the 17 planes', () => {
    const random = createRandom(3);
    const planes = new Set(
      Array.from({ length: 2_000 }, () => Math.floor((anyCodePoint(random).codePointAt(0) ?? 0) / 0x1_0000)),
    );
    expect(planes.size).toBe(17);
  });

  it('mixes in surrogates, direction overrides, invisible characters and NUL', () => {
    const random = createRandom(4);
    const texts = Array.from({ length: 3_000 }, () => hostileText(random)).join('');
    for (const name of [
      'nul',
      'rightToLeftOverride',
      'zeroWidthSpace',
      'loneHighSurrogate',
      'combiningAcute',
    ] as const) {
      expect(texts.includes(TRICKY_CHARACTERS[name]), name).toBe(true);
    }
  });

  it('spoils a word so that it no longer equals it', () => {
    const random = createRandom(5);
    for (let draw = 0; draw < 200; draw += 1) expect(spoiledWord(random, 'leo')).not.toBe('leo');
  });
});

describe('hostile values', () => {
  it('lists dates the contract refuses, not only well-formed ones', () => {
    const refused = DATE_SPELLINGS.filter((date) => !z.safeParse(isoDateSchema, date).success);
    expect(refused).toEqual(expect.arrayContaining(['2026-02-30', '2026-13-01', '20260320', '']));
  });

  it('writes prototype-pollution payloads as own keys', () => {
    const payloads = Array.from({ length: 50 }, (_, seed) => writeJson(prototypePayload(createRandom(seed))));
    expect(payloads).toContain('{"__proto__":{"polluted":true}}');
    expect(payloads).toContain('{"constructor":{"prototype":{"polluted":true}}}');
  });

  it('nests as deep as asked, and the result still parses', () => {
    const nested = deeplyNested(createRandom(1), 2_000).text;
    expect(nested.length).toBeGreaterThanOrEqual(4_000);
    expect(() => JSON.parse(nested) as unknown).not.toThrow();
  });

  it('covers wrong types: numbers, booleans, null, arrays and objects', () => {
    const random = createRandom(6);
    const kinds = new Set(
      Array.from({ length: 500 }, () => {
        const text = writeJson(hostileValue(random));
        if (text === 'null') return 'null';
        if (text === 'true' || text === 'false') return 'boolean';
        return text[0] === '[' ? 'array' : text[0] === '{' ? 'object' : text[0] === '"' ? 'string' : 'number';
      }),
    );
    expect([...kinds].sort()).toEqual(['array', 'boolean', 'null', 'number', 'object', 'string']);
  });
});
