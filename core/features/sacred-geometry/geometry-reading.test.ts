import { describe, expect, it } from 'vitest';
import { addDays } from '../../time/calendar-date';
import { fillVoiceTemplate, voiceSlotNames } from '../../compose/item-day-voice';
import { SIGN_IDS } from '../../content/signs';
import { skyForDate } from '../../sky/daily-sky';
import { moonPhaseNames } from '../../sky/moon-phases';
import * as bank from './bank/geometry-lines';
import { composeGeometryReading } from './geometry-reading';
import { PATTERN_IDS } from './pattern';
import { patterns } from './patterns';

const DATE = '2026-11-24';
const KNOWN_SLOTS = [
  'sign',
  'pattern',
  'phase',
  'moonSign',
  'illumination',
  'frequency',
  'signElement',
  'patternElement',
];

const words = (markdown: string) => markdown.split(/\s+/).filter((word) => /\w/.test(word)).length;

describe('composeGeometryReading', () => {
  it.each(PATTERN_IDS)('%s: names the pattern, the sign, the tone and today’s real Moon', (id) => {
    const reading = composeGeometryReading({ sign: 'leo', pattern: id, date: DATE });
    const sky = skyForDate(DATE);
    expect(reading.headline).toContain(patterns[id].name);
    expect(reading.headline).toContain('Leo');
    expect(reading.markdown).toContain(`${patterns[id].frequency} Hz`);
    expect(reading.facts[0]).toContain(moonPhaseNames[sky.moon.phase].toLowerCase());
    expect(reading.markdown).not.toMatch(/[{}]/);
  });

  it('writes at least 120 words for every sign and pattern, the same text for the same request', () => {
    const short = SIGN_IDS.flatMap((sign) =>
      PATTERN_IDS.flatMap((pattern) => {
        const count = words(composeGeometryReading({ sign, pattern, date: DATE }).markdown);
        return count >= 120 ? [] : [`${sign} ${pattern}: ${count} words`];
      }),
    );
    expect(short, short.join('\n')).toEqual([]);
    expect(composeGeometryReading({ sign: 'aries', pattern: 'merkaba', date: DATE })).toEqual(
      composeGeometryReading({ sign: 'aries', pattern: 'merkaba', date: DATE }),
    );
  });

  it('says whether the pattern is on the sign’s recommended list', () => {
    // Leo is in the Merkaba's zodiacSigns; the Tree of Life is earth and does not list Leo.
    // The list and the figure's tone take turns a day each, so two days hold one list sentence.
    const twoDays = (pattern: 'merkaba' | 'tree-of-life') =>
      [DATE, addDays(DATE, 1)]
        .map((date) => composeGeometryReading({ sign: 'leo', pattern, date }).markdown.toLowerCase())
        .join('\n');
    const recommended = twoDays('merkaba');
    const other = twoDays('tree-of-life');
    const fill = (line: string, pattern: string) =>
      fillVoiceTemplate(line, { sign: 'Leo', pattern }).toLowerCase();
    expect(
      bank.recommendationLines.recommended.some((line) => recommended.includes(fill(line, 'Merkaba'))),
    ).toBe(true);
    expect(bank.recommendationLines.other.some((line) => other.includes(fill(line, 'Tree of Life')))).toBe(
      true,
    );
  });

  it('uses only known slots, and every {sign} pool names the sign in each entry', () => {
    const pools = [
      bank.skyLines,
      ...Object.values(bank.meetingLines),
      ...Object.values(bank.recommendationLines),
      bank.frequencyLines,
      bank.practiceLines,
      bank.questionLines,
      bank.affirmationLines,
    ];
    const unknown = pools
      .flat()
      .flatMap((line) => voiceSlotNames(line).filter((slot) => !KNOWN_SLOTS.includes(slot)));
    expect(unknown).toEqual([]);
    const signPools = [
      ...Object.values(bank.meetingLines),
      ...Object.values(bank.recommendationLines),
      bank.frequencyLines,
    ];
    for (const pool of signPools) {
      expect(pool.length).toBeGreaterThanOrEqual(8);
      expect(pool.filter((line) => !line.includes('{sign}'))).toEqual([]);
    }
    for (const pool of [bank.skyLines, bank.practiceLines, bank.questionLines, bank.affirmationLines])
      expect(pool.length).toBeGreaterThanOrEqual(12);
  });
});
