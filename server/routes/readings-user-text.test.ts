import { USER_DATA_INSTRUCTION, USER_DATA_OPEN } from '@core/compose/prompt/user-data';
import { everyFeatureApiCases } from '@core/features/api-cases';
import { describe, expect, it } from 'vitest';
import { clockOf, expectText, sentPrompt, splitBlock } from '../testing/api-case-checks';
import { readingApiHarness } from '../testing/reading-api-harness';

/**
 * Visitor text in the prompt the provider receives, end to end on loopback (finding 4 of the
 * abuse review): every bounded text a visitor typed stands once, as a labelled JSON string, in
 * the one `<user_data>` block, never outside it and never in the system role, which carries the
 * rule that the block is data. A request without visitor text gets neither. Hostile texts that
 * the contract refuses are among each feature's invalid bodies (readings-validation.test.ts).
 */
const { fake, startApi, jsonReading } = readingApiHarness({
  now: new Date('2026-11-24T10:00:00Z'),
  chunkDelayMs: 0,
  env: { RATE_LIMIT_BURST: 1_000 },
});

const rows = everyFeatureApiCases().flatMap(([feature, cases]) =>
  (cases.userText ?? []).map((row) => [`${feature}: ${row.name}`, cases.now, row] as const),
);

describe('visitor text in the prompt', () => {
  it.each(rows)('%s', async (_name, now, row) => {
    const url = await startApi({}, { now: clockOf(now) });
    expect((await jsonReading(url, row.request)).source).toBe('ai');
    expect(fake.requests).toHaveLength(1);
    const { system, user } = sentPrompt(fake);
    expectText(system, row.system, 'the system message');
    if (row.quoted === 'none') {
      expect(system).not.toContain(USER_DATA_INSTRUCTION);
      expect(user).not.toContain(USER_DATA_OPEN);
      return;
    }
    const { inside, outside } = splitBlock(user);
    if (row.exactBlock) expect(inside).toEqual(row.quoted);
    for (const line of row.quoted) expect(inside).toContain(line);
    for (const text of row.onlyQuoted ?? []) {
      expect(outside, `${text} stays in the block`).not.toContain(text);
      expect(system, `${text} stays out of the system message`).not.toContain(text);
    }
    for (const text of row.once ?? []) expect(user.split(text), `${text} appears once`).toHaveLength(2);
    expectText(outside, row.outside, 'the user message outside the block');
    expect(system).toContain(USER_DATA_INSTRUCTION);
    expect(system).toContain(USER_DATA_OPEN);
  });
});
