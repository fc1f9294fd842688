import { describe, expect, it } from 'vitest';
import { z } from '../../contract/zod-mini';
import { ANGEL_SPREAD_IDS, angelSpreads } from './angel-spreads';
import { ANGEL_IDS } from './angel';
import { UNKNOWN_REQUEST_TYPE_MESSAGE, angelsRequestSchema } from './angels-request';

const TODAY = '2026-11-24';
const parse = (body: unknown) => z.safeParse(angelsRequestSchema, body);
const messages = (body: unknown) => parse(body).error?.issues.map((issue) => issue.message) ?? [];

describe('the angelic service request', () => {
  it.each(ANGEL_SPREAD_IDS)('%s: accepts one distinct angel per position', (spread) => {
    const angels = ANGEL_IDS.slice(0, angelSpreads[spread].cardCount);
    expect(parse({ feature: 'angels', type: 'reading', spread, angels, date: TODAY }).success).toBe(true);
    expect(
      messages({ feature: 'angels', type: 'reading', spread, angels: angels.slice(1), date: TODAY }),
    ).toContain(
      'must hold one angel per position of the spread (single 1, trinity 3, guidance 5, seven-heavens 7)',
    );
  });

  it.each(['horoscope', 'READING', '', 42, undefined])('refuses the type %j as unknown', (type) => {
    expect(messages({ feature: 'angels', type, date: TODAY })).toEqual([UNKNOWN_REQUEST_TYPE_MESSAGE]);
  });

  it('accepts a blessing and a daily message, each with an optional sign and name', () => {
    expect(parse({ feature: 'angels', type: 'blessing', situation: 'A move', date: TODAY }).success).toBe(
      true,
    );
    expect(parse({ feature: 'angels', type: 'daily-message', date: TODAY }).success).toBe(true);
    expect(
      parse({ feature: 'angels', type: 'daily-message', sign: 'leo', name: 'Ana', date: TODAY }).success,
    ).toBe(true);
  });

  it('bounds the visitor’s words and keeps them to one line', () => {
    const reading = { feature: 'angels', type: 'reading', spread: 'single', angels: ['raziel'], date: TODAY };
    expect(parse({ ...reading, question: 'q'.repeat(500) }).success).toBe(true);
    expect(messages({ ...reading, question: 'q'.repeat(501) })).toContain('must be at most 500 characters');
    expect(parse({ ...reading, question: 'one\ntwo' }).success).toBe(false);
    expect(messages({ ...reading, name: 'n'.repeat(81) })).toContain('must be at most 80 characters');
    expect(parse({ ...reading, prompt: 'free text' }).success).toBe(false);
  });
});
