import { describe, expect, it } from 'vitest';
import type { TopicBank } from './topic-bank';
import { WELLBEING_SLOT_NAMES, wellbeingSlotNames } from '../wellbeing-voice';
import { WELLBEING_TOPIC_IDS } from '../wellbeing-topics';
import { wellbeingAffirmations } from './affirmations';
import { elementLines } from './element-lines';
import { moonElementLines } from './moon-element-lines';
import { MOON_RELATIONS, moonRelationLines } from './moon-relation-lines';
import { LUNAR_TIDES, skyLines } from './sky-lines';
import { topicBanks } from './topic-banks';

/**
 * Each pool with the size its dealing needs: twelve for pools every sign reads on one day,
 * nine for an element's pools (three signs, seven days, nine topics), and exactly twelve for
 * the Moon-relation pools, which are seated by the Moon's distance (0–11) from the sign.
 */
const POOLS: { name: string; lines: readonly string[]; least: number; exactly?: number }[] = [
  ...LUNAR_TIDES.map((tide) => ({ name: `sky ${tide}`, lines: skyLines[tide], least: 12 })),
  ...Object.entries(moonElementLines).map(([element, lines]) => ({
    name: `moon element ${element}`,
    lines,
    least: 12,
  })),
  ...MOON_RELATIONS.map((relation) => ({
    name: `moon relation ${relation}`,
    lines: moonRelationLines[relation],
    least: 12,
    exactly: 12,
  })),
  ...Object.entries(elementLines).map(([element, lines]) => ({
    name: `element ${element}`,
    lines,
    least: 9,
  })),
  ...Object.entries(wellbeingAffirmations).map(([element, lines]) => ({
    name: `affirmation ${element}`,
    lines,
    least: 9,
  })),
  ...WELLBEING_TOPIC_IDS.flatMap((topic) => {
    const bank: TopicBank = topicBanks[topic];
    return [
      { name: `${topic} practices`, lines: bank.practices, least: 12 },
      { name: `${topic} questions`, lines: bank.questions, least: 12 },
      ...(bank.care ? [{ name: `${topic} care`, lines: bank.care, least: 12 }] : []),
    ];
  }),
];

describe('well-being sentence bank', () => {
  it.each(POOLS)('$name has enough entries for its dealing', ({ lines, least, exactly }) => {
    expect(lines.length).toBeGreaterThanOrEqual(least);
    if (exactly !== undefined) expect(lines.length).toBe(exactly);
  });

  it('uses only known slots and never repeats a line anywhere in the bank', () => {
    const seen = new Set<string>();
    for (const { name, lines } of POOLS) {
      for (const line of lines) {
        for (const slot of wellbeingSlotNames(line))
          expect(
            WELLBEING_SLOT_NAMES as readonly string[],
            `unknown {${slot}} in ${name}: ${line}`,
          ).toContain(slot);
        expect(seen.has(line), `repeated in ${name}: ${line}`).toBe(false);
        seen.add(line);
      }
    }
  });

  it('names the Moon’s phase and sign in every sky line', () => {
    for (const line of LUNAR_TIDES.flatMap((tide) => skyLines[tide])) {
      expect(line, line).toContain('{phase}');
      expect(line, line).toContain('{moonSign}');
    }
  });

  it('speaks to the sign by name in every element line', () => {
    for (const line of Object.values(elementLines).flat()) expect(line, line).toContain('{sign}');
  });

  it('asks a real question in every question, and ends every other line with a full stop', () => {
    for (const topic of WELLBEING_TOPIC_IDS) {
      for (const question of topicBanks[topic].questions) expect(question, question).toMatch(/\?$/);
      for (const practice of topicBanks[topic].practices) expect(practice, practice).toMatch(/\.$/);
    }
  });

  it('points every care line to a real source of help', () => {
    const care = WELLBEING_TOPIC_IDS.flatMap((topic) => {
      const bank: TopicBank = topicBanks[topic];
      return bank.care ?? [];
    });
    expect(care.length).toBeGreaterThanOrEqual(36);
    for (const line of care)
      expect(line, line).toMatch(
        /therapist|doctor|\bGP\b|helpline|emergency number|professional|support services/,
      );
  });
});
