import { describe, expect, it } from 'vitest';
import { ELEMENTS, MODALITIES, PLANET_IDS, SIGN_IDS } from '../../../content/signs';
import { MOON_PHASE_IDS, moonPhaseNames } from '../../../sky/moon-phases';
import { WHOLE_SIGN_ASPECTS } from '../../../compose/moon-aspect';
import { LUNATION_IDS } from '../../../compose/sky-survey';
import { SLOT_NAMES, type SlotName, fillTemplate, templateSlotNames } from '../../../compose/template';
import { elementAffirmations, generalAffirmations } from './affirmations';
import { adviceLines, closingLines } from './advice-lines';
import { aspectLines } from './aspect-lines';
import { THEME_IDS, elementThemeLines } from './element-theme-lines';
import { monthlyHeadlines, phaseHeadlines, weeklyHeadlines } from './headlines';
import { modalityLines } from './modality-lines';
import { moonSignLines } from './moon-sign-lines';
import {
  lunationLines,
  monthlyIntros,
  moonPathLines,
  moonVisitLines,
  sunIngressLines,
  weeklyIntros,
} from './period-lines';
import { phaseOpeners } from './phase-openers';
import { coRulerLines, rulerLines } from './ruler-lines';
import { birthdaySeasonLines, sunSeasonLines } from '../../../compose/bank/sun-season-lines';

/** Each bank with the slots it may use: the composer fills exactly these where it uses the bank. */
const BANKS: { name: string; lines: readonly string[]; slots: readonly SlotName[] }[] = [
  {
    name: 'phaseOpeners',
    lines: Object.values(phaseOpeners).flat(),
    slots: ['opening', 'illumination', 'sign', 'moonSign'],
  },
  { name: 'moonSignLines', lines: Object.values(moonSignLines).flat(), slots: ['moonSign', 'sign'] },
  { name: 'aspectLines', lines: Object.values(aspectLines).flat(), slots: ['moonSign', 'sign'] },
  { name: 'sunSeasonLines', lines: Object.values(sunSeasonLines).flat(), slots: ['sunSign', 'sign'] },
  { name: 'birthdaySeasonLines', lines: birthdaySeasonLines, slots: ['sign'] },
  {
    name: 'elementThemeLines',
    lines: Object.values(elementThemeLines).flatMap((themes) => Object.values(themes).flat()),
    slots: ['sign', 'period'],
  },
  { name: 'modalityLines', lines: Object.values(modalityLines).flat(), slots: ['sign', 'period'] },
  { name: 'rulerLines', lines: Object.values(rulerLines).flat(), slots: ['sign', 'period'] },
  { name: 'coRulerLines', lines: coRulerLines, slots: ['sign', 'classicalRuler'] },
  { name: 'weeklyIntros', lines: weeklyIntros, slots: ['range', 'sign'] },
  { name: 'monthlyIntros', lines: monthlyIntros, slots: ['range', 'sign'] },
  { name: 'moonPathLines', lines: moonPathLines, slots: ['moonSigns'] },
  {
    name: 'lunationLines',
    lines: Object.values(lunationLines).flat(),
    slots: ['eventDate', 'eventSign', 'sign'],
  },
  { name: 'sunIngressLines', lines: sunIngressLines, slots: ['eventDate', 'eventSign'] },
  { name: 'moonVisitLines', lines: moonVisitLines, slots: ['eventDate', 'sign'] },
  { name: 'adviceLines', lines: adviceLines, slots: ['period', 'sign'] },
  { name: 'closingLines', lines: closingLines, slots: ['period', 'sign'] },
  {
    name: 'headlines',
    lines: [...Object.values(phaseHeadlines).flat(), ...weeklyHeadlines, ...monthlyHeadlines],
    slots: ['sign', 'moonSign', 'element', 'modality'],
  },
  {
    name: 'affirmations',
    lines: [...Object.values(elementAffirmations).flat(), ...generalAffirmations],
    slots: [],
  },
];
const allLines = BANKS.flatMap((bank) => bank.lines);

/** The longest value each slot can take, to bound lengths once filled. */
const LONGEST: Record<SlotName, string> = {
  sign: 'Sagittarius',
  element: 'water',
  modality: 'cardinal',
  ruler: 'Jupiter',
  classicalRuler: 'Jupiter',
  period: 'this month',
  opening: 'as the month begins',
  moonSign: 'Sagittarius',
  sunSign: 'Sagittarius',
  illumination: '100%',
  range: 'Dec 27 – Jan 2, 2027',
  moonSigns: 'Sagittarius, Capricorn, Aquarius and Pisces',
  eventDate: 'Dec 30 – Jan 1',
  eventSign: 'Sagittarius',
};

describe('sentence bank', () => {
  it('is rich: several hundred sentences in all', () => {
    expect(allLines.length).toBeGreaterThanOrEqual(400);
  });

  it('has the promised counts per key', () => {
    for (const phase of MOON_PHASE_IDS) {
      expect(phaseOpeners[phase].length, `openers for ${phase}`).toBeGreaterThanOrEqual(5);
      expect(phaseHeadlines[phase].length, `headlines for ${phase}`).toBeGreaterThanOrEqual(4);
    }
    for (const sign of SIGN_IDS) {
      expect(moonSignLines[sign].length, `Moon in ${sign}`).toBeGreaterThanOrEqual(4);
      expect(sunSeasonLines[sign].length, `Sun in ${sign}`).toBeGreaterThanOrEqual(3);
    }
    for (const aspect of WHOLE_SIGN_ASPECTS) expect(aspectLines[aspect].length, aspect).toBeGreaterThanOrEqual(3);
    for (const element of ELEMENTS) {
      for (const theme of THEME_IDS) {
        expect(elementThemeLines[element][theme].length, `${element} × ${theme}`).toBeGreaterThanOrEqual(4);
      }
      expect(elementAffirmations[element].length, `${element} affirmations`).toBeGreaterThanOrEqual(12);
    }
    for (const modality of MODALITIES)
      expect(modalityLines[modality].length, modality).toBeGreaterThanOrEqual(6);
    for (const planet of PLANET_IDS) expect(rulerLines[planet].length, planet).toBeGreaterThanOrEqual(3);
    for (const lunation of LUNATION_IDS)
      expect(lunationLines[lunation].length, lunation).toBeGreaterThanOrEqual(3);
    expect(adviceLines.length).toBeGreaterThanOrEqual(40);
    const affirmationCount = Object.values(elementAffirmations).flat().length + generalAffirmations.length;
    expect(affirmationCount).toBeGreaterThanOrEqual(60);
  });

  it('holds no duplicate sentence anywhere', () => {
    const seen = new Map<string, number>();
    for (const line of allLines) seen.set(line, (seen.get(line) ?? 0) + 1);
    const duplicates = [...seen].filter(([, count]) => count > 1).map(([line]) => line);
    expect(duplicates).toEqual([]);
  });

  it.each(BANKS.map((bank) => [bank.name, bank] as const))('%s uses only its own slots', (_name, bank) => {
    for (const line of bank.lines) {
      for (const slot of templateSlotNames(line)) {
        expect(SLOT_NAMES as readonly string[], `unknown slot {${slot}} in: ${line}`).toContain(slot);
        expect(bank.slots as readonly string[], `slot {${slot}} not filled for this bank: ${line}`).toContain(
          slot,
        );
      }
    }
  });

  it('names the phase in every opener and the sign in every Moon-sign line', () => {
    for (const phase of MOON_PHASE_IDS) {
      for (const line of phaseOpeners[phase]) {
        expect(line.toLowerCase(), `opener for ${phase}`).toContain(moonPhaseNames[phase].toLowerCase());
      }
    }
    for (const line of Object.values(moonSignLines).flat()) expect(line).toContain('{moonSign}');
    // These open or anchor every reading, so each one must address the reader's sign by name.
    for (const line of [...Object.values(aspectLines).flat(), ...weeklyIntros, ...monthlyIntros]) {
      expect(line).toContain('{sign}');
    }
    for (const line of Object.values(lunationLines).flat())
      expect(line).toMatch(/\{eventDate\}.*|\{eventSign\}/);
  });

  it('keeps headlines within 80 characters even for the longest names', () => {
    const headlines = BANKS.find((bank) => bank.name === 'headlines')?.lines ?? [];
    for (const headline of headlines)
      expect(fillTemplate(headline, LONGEST).length, headline).toBeLessThanOrEqual(80);
  });

  it('is plain prose: no HTML, no markdown syntax, complete sentences', () => {
    const headlines = new Set(BANKS.find((bank) => bank.name === 'headlines')?.lines);
    for (const line of allLines) {
      expect(line, 'raw HTML or markdown characters').not.toMatch(/[<>*_#`[\]]/);
      expect(line, 'doubled spaces or untrimmed text').toBe(line.trim().replace(/ {2,}/g, ' '));
      if (!headlines.has(line)) expect(line, 'sentence should end with a full stop').toMatch(/[.!?]$/);
    }
  });

  it('stays reflective: no financial, medical or fearful certainty', () => {
    const forbidden =
      /\b(invest(ing|ment)?|stocks?|crypto|lottery|jackpot|guarantee[ds]?|diagnos\w*|cure[sd]?|prescri\w*|medication|disease|illness|doom\w*|disaster|curse[sd]?|danger\w*|will definitely|certainly will)\b/i;
    for (const line of allLines) expect(line).not.toMatch(forbidden);
  });
});
