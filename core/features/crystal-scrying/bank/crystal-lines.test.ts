import { describe, expect, it } from 'vitest';
import { voiceSlotNames } from '../../../compose/item-day-voice';
import { CRYSTAL_SLOT_NAMES } from '../crystal-vision';
import * as bank from './crystal-lines';

const POOLS = [
  ['sky', bank.skyLines],
  ['kin', bank.kinLines],
  ['stranger', bank.strangerLines],
  ['vision', bank.visionLines],
  ['meaning', bank.meaningLines],
  ['chakra', bank.chakraLines],
  ['practice', bank.practiceLines],
  ['question', bank.questionLines],
  ['affirmation', bank.affirmationLines],
] as const;

it('ends each affirmation with one of thirteen clauses, joined without a comma', () => {
  expect(bank.affirmationEndings.length).toBe(13);
  for (const ending of bank.affirmationEndings) {
    for (const slot of voiceSlotNames(ending))
      expect(CRYSTAL_SLOT_NAMES as readonly string[]).toContain(slot);
    expect(ending).toMatch(/^[a-z][^.!?,;]*[a-z}]$/);
  }
});

/** Words that would turn scrying lore into a promise about health or the future. */
const FORBIDDEN = /\b(heal|cure|diagnos|medic|therap|guarantee|will definitely|certainly happen)\w*/i;

describe('crystal vision sentence bank', () => {
  it.each(POOLS)('%s: twelve or more entries, every sign can be dealt its own on one day', (_name, pool) => {
    expect(pool.length).toBeGreaterThanOrEqual(12);
  });

  it('uses only known slots, never repeats a line and makes no health claim or promise', () => {
    const seen = new Set<string>();
    for (const [name, pool] of POOLS) {
      for (const line of pool) {
        for (const slot of voiceSlotNames(line))
          expect(CRYSTAL_SLOT_NAMES as readonly string[], `${name}: "${line}"`).toContain(slot);
        expect(seen.has(line), `${name} repeats "${line}"`).toBe(false);
        seen.add(line);
        expect(line, `${name}: "${line}"`).not.toMatch(FORBIDDEN);
        expect(line, `${name}: "${line}" is one finished sentence`).toMatch(/^[A-Z{].*[.!?]$/);
      }
    }
  });
});
