import { describe, expect, it } from 'vitest';
import { voiceSlotNames } from '../../../compose/item-day-voice';
import { YOGA_SLOT_NAMES } from '../yoga-guidance';
import * as bank from './yoga-lines';

const POOLS: [string, readonly string[], number][] = [
  ['sky', bank.skyLines, 12],
  ...Object.entries(bank.elementLines).map(([element, lines]): [string, readonly string[], number] => [
    `element ${element}`,
    lines,
    9,
  ]),
  ['kin pose', bank.kinPoseLines, 12],
  ['other pose', bank.otherPoseLines, 12],
  ['practice', bank.practiceLines, 12],
  ['element poses', bank.elementPoseLines, 12],
  ['rhythm', bank.rhythmLines, 12],
  ['safety', bank.safetyLines, 12],
  ['intention', bank.intentionLines, 12],
  ['affirmation', bank.affirmationLines, 12],
  ['intention ending', bank.intentionEndings, 13],
  ['affirmation ending', bank.yogaAffirmationEndings, 13],
];

/** Pools whose entries are joined to another without a comma: one clause, no final stop. */
const CLAUSE_POOLS = new Set(['intention', 'intention ending', 'affirmation ending']);

/** Words that would turn yoga into a treatment. */
const HEALTH_CLAIM =
  /\b(heal(?!th)|cure|diagnos|medic(?!al)|therap|treat|detox|immun|disease|symptom|relieve)\w*/i;

describe('Astro-Yoga sentence bank', () => {
  it.each(POOLS)('%s has enough entries for its dealing', (_name, pool, least) => {
    expect(pool.length).toBeGreaterThanOrEqual(least);
  });

  it('uses only known slots, never repeats a line and makes no health claim', () => {
    const seen = new Set<string>();
    for (const [name, pool] of POOLS) {
      for (const line of pool) {
        for (const slot of voiceSlotNames(line))
          expect(YOGA_SLOT_NAMES as readonly string[], `${name}: "${line}"`).toContain(slot);
        expect(seen.has(line), `${name} repeats "${line}"`).toBe(false);
        seen.add(line);
        expect(line, `${name}: "${line}"`).not.toMatch(HEALTH_CLAIM);
        if (CLAUSE_POOLS.has(name))
          expect(line, `${name}: "${line}" is one clause`).toMatch(/^[A-Za-z{][^.!?,;]*[a-z}]$/);
        else expect(line, `${name}: "${line}" is one finished sentence`).toMatch(/^[A-Z{].*[.!?]$/);
      }
    }
  });

  it('every safety line says to stop on pain and to ask a professional when pregnant or injured', () => {
    for (const line of bank.safetyLines) {
      expect(line).toMatch(/pain|hurt/i);
      expect(line).toMatch(/pregnan/);
      expect(line).toMatch(/injur/);
      expect(line).toMatch(/professional/);
    }
  });
});
