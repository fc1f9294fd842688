import { describe, expect, it } from 'vitest';
import { ELEMENTS, SIGN_IDS } from '../../../content/signs';
import { WHOLE_SIGN_ASPECTS } from '../../../compose/moon-aspect';
import { SLOT_NAMES, type SlotName, fillTemplate, templateSlotNames } from '../../../compose/template';
import { MOON_PHASE_IDS, moonPhaseNames } from '../../../sky/moon-phases';
import { LUNATION_TYPES } from '../../../sky/sky-in-period';
import { affirmations } from './affirmations';
import { closingLines, practiceLines, questionLines, tipLines } from './advice-lines';
import { moonAspectLines, moonMoods } from './aspect-lines';
import { THEME_IDS, elementThemeLines } from './element-theme-lines';
import { dailyHeadlines, monthlyHeadlines, weeklyHeadlines } from './headlines';
import { lunationDayLines, lunationPeriodLines, repeatLunationLines } from './lunation-lines';
import { monthlyIntros, moonPathLines, moonVisitLines, sunIngressLines, weeklyIntros } from './period-lines';
import { phaseLines } from './phase-lines';
import { signNatureLines } from './sign-nature-lines';
import { sunAspectLines } from './sun-aspect-lines';

const flat = (table: Record<string, readonly string[]>): string[] => Object.values(table).flat();

/** Each bank with the slots the composer fills where it uses it, and the least size dealing needs. */
const BANKS: {
  name: string;
  pools: Record<string, readonly string[]>;
  slots: readonly SlotName[];
  least: number;
}[] = [
  { name: 'phaseLines', pools: phaseLines, slots: ['opening', 'illumination'], least: 12 },
  { name: 'lunationDayLines', pools: lunationDayLines, slots: ['eventSign'], least: 12 },
  {
    name: 'lunationPeriodLines',
    pools: lunationPeriodLines,
    slots: ['eventDate', 'eventSign', 'sign'],
    least: 12,
  },
  {
    name: 'repeatLunationLines',
    pools: { all: repeatLunationLines },
    slots: ['lunation', 'eventDate', 'eventSign'],
    least: 12,
  },
  {
    name: 'moonAspectLines',
    pools: moonAspectLines,
    slots: ['moonSign', 'sign', 'moonMood', 'period'],
    least: 8,
  },
  { name: 'sunAspectLines', pools: sunAspectLines, slots: ['sunSign', 'sign', 'period'], least: 8 },
  { name: 'signNatureLines', pools: signNatureLines, slots: ['period'], least: 8 },
  {
    name: 'elementThemeLines',
    pools: Object.fromEntries(
      ELEMENTS.flatMap((element) =>
        THEME_IDS.map((theme) => [`${element}-${theme}`, elementThemeLines[element][theme]]),
      ),
    ),
    slots: ['sign', 'period'],
    least: 7,
  },
  { name: 'tipLines', pools: { all: tipLines }, slots: ['period', 'sign'], least: 12 },
  { name: 'questionLines', pools: { all: questionLines }, slots: ['period'], least: 12 },
  { name: 'practiceLines', pools: { all: practiceLines }, slots: ['period'], least: 12 },
  { name: 'closingLines', pools: { all: closingLines }, slots: ['period', 'sign'], least: 12 },
  { name: 'weeklyIntros', pools: { all: weeklyIntros }, slots: ['range', 'sign'], least: 12 },
  { name: 'monthlyIntros', pools: { all: monthlyIntros }, slots: ['range', 'sign'], least: 12 },
  { name: 'moonPathLines', pools: { all: moonPathLines }, slots: ['moonSigns'], least: 12 },
  { name: 'moonVisitLines', pools: { all: moonVisitLines }, slots: ['eventDate', 'sign'], least: 12 },
  { name: 'sunIngressLines', pools: { all: sunIngressLines }, slots: ['eventDate', 'eventSign'], least: 12 },
  { name: 'dailyHeadlines', pools: dailyHeadlines, slots: ['sign', 'moonSign'], least: 8 },
  {
    name: 'periodHeadlines',
    pools: { weekly: weeklyHeadlines, monthly: monthlyHeadlines },
    slots: ['sign', 'element', 'modality'],
    least: 12,
  },
  { name: 'affirmations', pools: affirmations, slots: [], least: 12 },
];
const allLines = BANKS.flatMap((bank) => flat(bank.pools));
const HEADLINES = new Set([...flat(dailyHeadlines), ...weeklyHeadlines, ...monthlyHeadlines]);

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
  moonMood: 'loyalty, focus and conversations that go beneath the surface',
  lunation: 'First Quarter Moon',
};

describe('horoscope sentence bank', () => {
  it('is rich: several hundred sentences in all', () => {
    expect(allLines.length).toBeGreaterThanOrEqual(800);
  });

  it.each(BANKS.map((bank) => [bank.name, bank] as const))(
    '%s has enough entries per key to be dealt without collision',
    (_name, bank) => {
      for (const [key, pool] of Object.entries(bank.pools))
        expect(pool.length, `${bank.name} › ${key}`).toBeGreaterThanOrEqual(bank.least);
    },
  );

  it('has a pool for every key the composer looks up', () => {
    expect(Object.keys(phaseLines).sort()).toEqual([...MOON_PHASE_IDS].sort());
    for (const table of [lunationDayLines, lunationPeriodLines])
      expect(Object.keys(table).sort()).toEqual([...LUNATION_TYPES].sort());
    for (const table of [moonAspectLines, sunAspectLines, dailyHeadlines])
      expect(Object.keys(table).sort()).toEqual([...WHOLE_SIGN_ASPECTS].sort());
    for (const table of [signNatureLines, moonMoods])
      expect(Object.keys(table).sort()).toEqual([...SIGN_IDS].sort());
  });

  it('holds no duplicate sentence anywhere', () => {
    const seen = new Map<string, number>();
    for (const line of allLines) seen.set(line, (seen.get(line) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1).map(([line]) => line)).toEqual([]);
  });

  it.each(BANKS.map((bank) => [bank.name, bank] as const))('%s uses only its own slots', (_name, bank) => {
    for (const line of flat(bank.pools)) {
      for (const slot of templateSlotNames(line)) {
        expect(SLOT_NAMES as readonly string[], `unknown slot {${slot}} in: ${line}`).toContain(slot);
        expect(bank.slots as readonly string[], `slot {${slot}} not filled for this bank: ${line}`).toContain(
          slot,
        );
      }
    }
  });

  it('names the fact each sentence stands on', () => {
    for (const phase of MOON_PHASE_IDS)
      for (const line of phaseLines[phase])
        expect(line.toLowerCase(), `phase line for ${phase}`).toContain(moonPhaseNames[phase].toLowerCase());
    for (const type of LUNATION_TYPES) {
      const name = moonPhaseNames[type].toLowerCase();
      for (const line of [...lunationDayLines[type], ...lunationPeriodLines[type]]) {
        expect(line.toLowerCase(), `${type}`).toContain(name);
        expect(line).toContain('{eventSign}');
      }
      for (const line of lunationPeriodLines[type]) expect(line).toContain('{eventDate}');
    }
    for (const [aspect, lines] of Object.entries(moonAspectLines))
      for (const line of lines) {
        expect(line, aspect).toContain('{sign}');
        if (aspect !== 'conjunction') expect(line, aspect).toContain('{moonSign}');
      }
    for (const line of [...weeklyIntros, ...monthlyIntros])
      expect(line).toMatch(/\{range\}.*\{sign\}|\{sign\}.*\{range\}/);
    for (const line of moonPathLines) expect(line).toContain('{moonSigns}');
    for (const line of [...moonVisitLines, ...sunIngressLines, ...repeatLunationLines])
      expect(line).toContain('{eventDate}');
  });

  it('never names the Moon’s sign beside the reader’s where they are the same sign', () => {
    for (const line of [...moonAspectLines.conjunction, ...dailyHeadlines.conjunction])
      expect(line).not.toContain('{moonSign}');
    for (const line of sunAspectLines.conjunction) expect(line).not.toContain('{sunSign}');
  });

  it('has no template seams: no "the Moon is a <phase>", no ruler slot, second person throughout', () => {
    const thirdPerson = /\{sign\} (is|feels|knows|has|does|can|may|might|will|should|needs|learns|grows)\b/;
    for (const line of allLines) {
      expect(line, 'phase as a noun after "is a"').not.toMatch(
        /\bis an? (New|Waxing|First|Full|Waning|Last)\b/,
      );
      expect(line, 'ruler slots fit only some planets').not.toMatch(/\{(ruler|classicalRuler)\}/);
      expect(line, 'the reader is "you", not the sign in the third person').not.toMatch(thirdPerson);
      expect(line, 'people of a sign in the third person').not.toMatch(
        /\b(they|their|them|people born)\b.*\{sign\}|\{sign\}s\b/,
      );
    }
  });

  it('keeps headlines within 80 characters even for the longest names', () => {
    for (const headline of HEADLINES)
      expect(fillTemplate(headline, LONGEST).length, headline).toBeLessThanOrEqual(80);
  });

  it('is plain prose: no HTML, no markdown syntax, complete sentences', () => {
    for (const line of allLines) {
      expect(line, 'raw HTML or markdown characters').not.toMatch(/[<>*_#`[\]]/);
      expect(line, 'doubled spaces or untrimmed text').toBe(line.trim().replace(/ {2,}/g, ' '));
      if (!HEADLINES.has(line)) expect(line, 'sentence should end with a full stop').toMatch(/[.!?]$/);
    }
    for (const moods of Object.values(moonMoods))
      for (const mood of moods) expect(mood).toMatch(/^[a-z][a-z ,]+[a-z]$/);
  });

  it('stays reflective: no financial, medical or fearful certainty', () => {
    const forbidden =
      /\b(invest(ing|ment)?|stocks?|crypto|lottery|jackpot|guarantee[ds]?|diagnos\w*|cure[sd]?|prescri\w*|medication|disease|illness|doom\w*|disaster|curse[sd]?|danger\w*|will definitely|certainly will)\b/i;
    for (const line of allLines) expect(line).not.toMatch(forbidden);
  });
});
