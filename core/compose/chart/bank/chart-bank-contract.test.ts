import { describe, expect, it } from 'vitest';
import { PLANET_IDS, SIGN_IDS } from '../../../content/signs';
import { ASPECT_IDS } from '../../../sky/aspects';
import { PLANET_BODY_IDS } from '../../../sky/body-ids';
import { CHART_SLOT_NAMES, type ChartSlotName, chartSlotNames } from '../chart-template';
import { aspectMeanings, bodyThemes } from './aspect-meanings';
import * as events from './event-meaning-lines';
import { HOUSE_NUMBERS, houseAreas, houseKeywords } from './house-lines';
import { signStyles } from './sign-styles';

const all = (table: Record<string, readonly string[]>) => Object.values(table).flat();

/** Each bank of whole sentences with the slots the composer fills where it uses it. */
const BANKS: { name: string; lines: readonly string[]; slots: readonly ChartSlotName[] }[] = [
  { name: 'aspectMeanings', lines: all(aspectMeanings), slots: ['first', 'second'] },
  {
    name: 'station flavours',
    lines: [...Object.values(events.retrogradeFlavours), ...Object.values(events.directFlavours)],
    slots: [],
  },
];
const allLines = BANKS.flatMap((bank) => bank.lines);

/** The phrases that slot into sentences: complete sentences are checked above, these separately. */
const PHRASES = [
  ...Object.values(signStyles).flatMap((style) => [...style.styles, ...style.qualities]),
  ...all(houseAreas),
  ...all(bodyThemes),
  ...Object.values(houseKeywords),
];

describe('chart sentence banks', () => {
  it('has the promised counts: 12 sign styles, 10 planets’ themes, 12 houses', () => {
    expect(Object.keys(signStyles)).toEqual([...SIGN_IDS]);
    for (const sign of SIGN_IDS) {
      expect(signStyles[sign].styles.length, `${sign} styles`).toBeGreaterThanOrEqual(3);
      expect(signStyles[sign].qualities.length, `${sign} qualities`).toBeGreaterThanOrEqual(3);
    }
    for (const planet of PLANET_IDS) {
      expect(bodyThemes[planet].length, `${planet} themes`).toBeGreaterThanOrEqual(2);
    }
    for (const house of HOUSE_NUMBERS)
      expect(houseAreas[house].length, `house ${house}`).toBeGreaterThanOrEqual(2);
    for (const aspect of ASPECT_IDS) expect(aspectMeanings[aspect].length, aspect).toBeGreaterThanOrEqual(2);
    for (const aspect of ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const) {
      expect(aspectMeanings[aspect].length, aspect).toBeGreaterThanOrEqual(3);
    }
    for (const body of PLANET_BODY_IDS) {
      expect(events.retrogradeFlavours[body], body).toBeTruthy();
      expect(events.directFlavours[body], body).toBeTruthy();
    }
  });

  it('holds no duplicate sentence or phrase anywhere', () => {
    const duplicates = (items: readonly string[]) =>
      items.filter((item, index) => items.indexOf(item) !== index);
    expect(duplicates(allLines)).toEqual([]);
    expect(duplicates(PHRASES)).toEqual([]);
  });

  it.each(BANKS.map((bank) => [bank.name, bank] as const))('%s uses only its own slots', (_name, bank) => {
    for (const line of bank.lines) {
      for (const slot of chartSlotNames(line)) {
        expect(CHART_SLOT_NAMES as readonly string[], `unknown slot {${slot}} in: ${line}`).toContain(slot);
        expect(bank.slots as readonly string[], `slot {${slot}} not filled for this bank: ${line}`).toContain(
          slot,
        );
      }
    }
  });

  it('is plain prose: no HTML or markdown, complete sentences, no doubled spaces', () => {
    for (const line of allLines) {
      expect(line, 'raw HTML or markdown characters').not.toMatch(/[<>*_#`[\]]/);
      expect(line, 'doubled spaces or untrimmed text').toBe(line.trim().replace(/ {2,}/g, ' '));
      expect(line, 'sentence should end with a full stop').toMatch(/[.!?]$/);
    }
    for (const phrase of PHRASES) {
      expect(phrase, 'a phrase is lower case and unpunctuated at the end').toMatch(
        /^[a-z][^.!?<>*_#`]*[a-z]$/,
      );
    }
  });

  it('stays reflective: no financial, medical or fearful certainty', () => {
    const forbidden =
      /\b(invest(ing|ment)?|stocks?|crypto|lottery|jackpot|guarantee[ds]?|diagnos(e|es|ed|ing)|cure[sd]?|prescri\w*|medication|disease|illness|doom\w*|disaster|curse[sd]?|danger\w*|will definitely|certainly will)\b/i;
    for (const line of [...allLines, ...PHRASES]) expect(line).not.toMatch(forbidden);
  });
});
