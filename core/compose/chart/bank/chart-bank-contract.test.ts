import { describe, expect, it } from 'vitest';
import { CALENDAR_CATEGORY_IDS } from '../../../content/calendar-categories';
import { PLANET_IDS, SIGN_IDS } from '../../../content/signs';
import { ASPECT_IDS } from '../../../sky/aspects';
import { SKY_EVENT_TYPES } from '../../../sky/events';
import { PLANET_BODY_IDS } from '../../../sky/body-ids';
import { CHART_SLOT_NAMES, type ChartSlotName, chartSlotNames, fillChartTemplate } from '../chart-template';
import { houseLabel } from '../chart-words';
import { aspectMeanings, bodyThemes, pairFlavours } from './aspect-meanings';
import * as calendar from './calendar-lines';
import * as events from './event-meaning-lines';
import {
  HOUSE_NUMBERS,
  houseAreas,
  houseEmphasisLines,
  houseKeywords,
  planetHouseLines,
} from './house-lines';
import * as natal from './natal-frame-lines';
import { nodeHouseLines, northNodeLines, southNodeLines } from './node-lines';
import { planetSignLines, retrogradeLines } from './planet-sign-lines';
import { risingLines } from './rising-lines';
import { signStyles } from './sign-styles';

const all = (table: Record<string, readonly string[]>) => Object.values(table).flat();

/** Each bank of whole sentences with the slots the composer fills where it uses it. */
const BANKS: { name: string; lines: readonly string[]; slots: readonly ChartSlotName[] }[] = [
  { name: 'planetSignLines', lines: all(planetSignLines), slots: ['sign', 'style', 'quality'] },
  { name: 'retrogradeLines', lines: retrogradeLines, slots: ['body'] },
  { name: 'planetHouseLines', lines: all(planetHouseLines), slots: ['house', 'area'] },
  { name: 'houseEmphasisLines', lines: houseEmphasisLines, slots: ['count', 'house', 'area'] },
  { name: 'aspectMeanings', lines: all(aspectMeanings), slots: ['first', 'second'] },
  { name: 'pairFlavours', lines: Object.values(pairFlavours), slots: [] },
  { name: 'risingLines', lines: all(risingLines), slots: [] },
  { name: 'northNodeLines', lines: all(northNodeLines), slots: [] },
  { name: 'southNodeLines', lines: southNodeLines, slots: ['southSign'] },
  { name: 'nodeHouseLines', lines: nodeHouseLines, slots: ['house', 'area'] },
  { name: 'natalIntros', lines: natal.natalIntros, slots: ['name'] },
  {
    name: 'natal notes',
    lines: [
      ...natal.noBirthTimeNotes,
      ...natal.noBirthPlaceNotes,
      ...natal.moonAspectNotes,
      ...natal.socialPlanetIntros,
      ...natal.outerPlanetIntros,
      ...natal.natalClosings,
      ...natal.natalAffirmations,
    ],
    slots: [],
  },
  { name: 'uncertainMoonLines', lines: natal.uncertainMoonLines, slots: ['sign', 'eventSign'] },
  {
    name: 'emphasis',
    lines: [...all(natal.elementEmphasisLines), ...all(natal.modalityEmphasisLines)],
    slots: ['count'],
  },
  {
    name: 'eventMeaningLines',
    lines: [
      ...all(events.eventMeaningLines),
      ...all(events.luminaryIngressLines),
      ...events.retrogradeIngressLines,
    ],
    slots: ['sign', 'eventSign', 'house', 'area', 'body', 'theme'],
  },
  {
    name: 'station flavours',
    lines: [...Object.values(events.retrogradeFlavours), ...Object.values(events.directFlavours)],
    slots: [],
  },
  { name: 'calendarIntros', lines: all(calendar.calendarIntros), slots: ['sign', 'range'] },
  { name: 'calendarGuidance', lines: all(calendar.calendarGuidance), slots: ['sign'] },
  { name: 'noEclipseLines', lines: calendar.noEclipseLines, slots: ['date', 'sign'] },
  { name: 'quietEclipseLines', lines: calendar.quietEclipseLines, slots: ['sign'] },
  {
    name: 'calendar notes',
    lines: [
      ...calendar.noStationLines,
      ...calendar.noIngressLines,
      ...calendar.voidExplanations,
      ...Object.values(calendar.cardinalSeasonLines),
      ...all(calendar.moonlightLines),
      ...calendar.calendarAffirmations,
    ],
    slots: [],
  },
  { name: 'noShowerLines', lines: calendar.noShowerLines, slots: ['eventSign', 'date'] },
  { name: 'sky lines', lines: [...calendar.darkSkyLines, ...calendar.brightSkyLines], slots: ['date'] },
  { name: 'moonVisitLines', lines: calendar.moonVisitLines, slots: ['sign', 'date'] },
  {
    name: 'ongoingRetrogradeLines',
    lines: calendar.ongoingRetrogradeLines,
    slots: ['body', 'eventSign', 'house', 'area'],
  },
  {
    name: 'nodeAxisLines',
    lines: calendar.nodeAxisLines,
    slots: ['eventSign', 'southSign', 'house', 'area', 'from'],
  },
  { name: 'lastAspectLines', lines: all(calendar.lastAspectLines), slots: ['body'] },
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
  it('has the promised counts: 10 planets × 12 signs and houses, 12 rising and node signs, 10 chart types', () => {
    expect(Object.keys(signStyles)).toEqual([...SIGN_IDS]);
    for (const sign of SIGN_IDS) {
      expect(signStyles[sign].styles.length, `${sign} styles`).toBeGreaterThanOrEqual(3);
      expect(signStyles[sign].qualities.length, `${sign} qualities`).toBeGreaterThanOrEqual(3);
      expect(risingLines[sign].length, `${sign} rising`).toBeGreaterThanOrEqual(2);
      expect(northNodeLines[sign].length, `${sign} node`).toBeGreaterThanOrEqual(2);
    }
    for (const planet of PLANET_IDS) {
      expect(planetSignLines[planet].length, `${planet} in a sign`).toBeGreaterThanOrEqual(2);
      expect(planetHouseLines[planet].length, `${planet} in a house`).toBeGreaterThanOrEqual(2);
      expect(bodyThemes[planet].length, `${planet} themes`).toBeGreaterThanOrEqual(2);
    }
    for (const house of HOUSE_NUMBERS)
      expect(houseAreas[house].length, `house ${house}`).toBeGreaterThanOrEqual(2);
    for (const aspect of ASPECT_IDS) expect(aspectMeanings[aspect].length, aspect).toBeGreaterThanOrEqual(2);
    for (const aspect of ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const) {
      expect(aspectMeanings[aspect].length, aspect).toBeGreaterThanOrEqual(3);
    }
    for (const type of SKY_EVENT_TYPES)
      expect(events.eventMeaningLines[type].length, type).toBeGreaterThanOrEqual(2);
    for (const body of PLANET_BODY_IDS) {
      expect(events.retrogradeFlavours[body], body).toBeTruthy();
      expect(events.directFlavours[body], body).toBeTruthy();
    }
    for (const category of CALENDAR_CATEGORY_IDS) {
      expect(calendar.calendarIntros[category].length, category).toBeGreaterThanOrEqual(3);
      expect(calendar.calendarGuidance[category].length, category).toBeGreaterThanOrEqual(3);
    }
  });

  it('has a flavour for each of the 45 pairs of planets', () => {
    const pairs = PLANET_IDS.flatMap((first, index) =>
      PLANET_IDS.slice(index + 1).map((second) => `${first}|${second}`),
    );
    expect(Object.keys(pairFlavours).sort()).toEqual(pairs.sort());
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

  it('names the house in every event meaning, so a tapped event always says where it lands', () => {
    for (const line of [
      ...all(events.eventMeaningLines),
      ...all(events.luminaryIngressLines),
      ...events.retrogradeIngressLines,
    ]) {
      expect(line).toContain('{house}');
    }
  });

  it('reads naturally for every planet in every sign and house', () => {
    for (const planet of PLANET_IDS) {
      for (const sign of SIGN_IDS) {
        for (const template of planetSignLines[planet]) {
          for (const style of signStyles[sign].styles) {
            for (const quality of signStyles[sign].qualities) {
              const text = fillChartTemplate(template, { sign, style, quality });
              expect(text, `${planet} in ${sign}`).toMatch(/^[A-Z][^{}]*\.$/);
              expect(text).not.toMatch(/\ba [aeiou]/i);
            }
          }
        }
      }
      for (const house of HOUSE_NUMBERS) {
        for (const template of planetHouseLines[planet]) {
          for (const area of houseAreas[house]) {
            expect(fillChartTemplate(template, { house: houseLabel(house), area })).toMatch(
              /^[A-Z][^{}]*\.$/,
            );
          }
        }
      }
    }
  });

  it('stays reflective: no financial, medical or fearful certainty', () => {
    const forbidden =
      /\b(invest(ing|ment)?|stocks?|crypto|lottery|jackpot|guarantee[ds]?|diagnos(e|es|ed|ing)|cure[sd]?|prescri\w*|medication|disease|illness|doom\w*|disaster|curse[sd]?|danger\w*|will definitely|certainly will)\b/i;
    for (const line of [...allLines, ...PHRASES]) expect(line).not.toMatch(forbidden);
  });
});
