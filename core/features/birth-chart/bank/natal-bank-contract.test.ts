import { describe, expect, it } from 'vitest';
import { ELEMENTS, MODALITIES, PLANET_IDS, SIGN_IDS, signs } from '../../../content/signs';
import { ASPECT_IDS } from '../../../sky/aspects';
import { bodyThemes } from '../../../compose/chart/bank/aspect-meanings';
import { HOUSE_NUMBERS, houseAreas, houseKeywords } from '../../../compose/chart/bank/house-lines';
import { signStyles } from '../../../compose/chart/bank/sign-styles';
import {
  CHART_SLOT_NAMES,
  type ChartSlotName,
  type ChartSlots,
  chartSlotNames,
  fillChartTemplate,
} from '../../../compose/chart/chart-template';
import { houseLabel } from '../../../compose/chart/chart-words';
import { bodyPhrase } from '../natal-placements';
import { natalAspectLines, pairFlavours } from './aspect-lines';
import * as chartFrame from './chart-frame-lines';
import * as chiron from './chiron-lines';
import * as lilith from './lilith-lines';
import { natalHouseAreas } from './house-areas';
import * as frame from './natal-frame-lines';
import * as nodes from './node-lines';
import * as patterns from './pattern-lines';
import { placementLines, retrogradeLines } from './planet-sign-lines';
import { sunMoonLines, venusMarsLines } from './relation-lines';
import * as rising from './rising-lines';
import { signVoices } from './sign-voices';

const all = (table: Record<string, readonly string[]>) => Object.values(table).flat();
const placements = Object.values(placementLines).flatMap((lines) => [...lines.withHouse, ...lines.bySign]);

/** Every bank of whole sentences, with the slots the composer fills where it uses it. */
const BANKS: { name: string; lines: readonly string[]; slots: readonly ChartSlotName[] }[] = [
  { name: 'placements', lines: placements, slots: ['sign', 'style', 'quality', 'house', 'area'] },
  { name: 'retrograde', lines: retrogradeLines, slots: ['body', 'sign'] },
  { name: 'rising', lines: rising.risingLines, slots: ['rising', 'sun', 'manner'] },
  { name: 'doubled rising', lines: rising.doubledRisingLines, slots: ['rising', 'manner'] },
  { name: 'chart ruler', lines: rising.chartRulerLines, slots: ['ruler', 'rising', 'sign', 'house', 'area'] },
  {
    name: 'Sun and Moon',
    lines: all(sunMoonLines),
    slots: ['sun', 'moon', 'element', 'otherElement', 'modality'],
  },
  {
    name: 'Venus and Mars',
    lines: all(venusMarsLines),
    slots: ['venus', 'mars', 'element', 'otherElement', 'modality'],
  },
  { name: 'element lead', lines: all(patterns.elementLeadLines), slots: ['planets'] },
  { name: 'balanced', lines: patterns.balancedElementLines, slots: ['element', 'planets'] },
  { name: 'missing element', lines: all(patterns.missingElementLines), slots: ['strong'] },
  { name: 'lone element', lines: all(patterns.loneElementLines), slots: ['body', 'sign'] },
  { name: 'modality lead', lines: all(patterns.modalityLeadLines), slots: ['planets'] },
  { name: 'sign cluster', lines: patterns.signClusterLines, slots: ['planets', 'sign', 'keyword'] },
  { name: 'house cluster', lines: patterns.houseClusterLines, slots: ['planets', 'house', 'area'] },
  { name: 'angles', lines: all(patterns.angleLines), slots: ['body', 'arc', 'theme'] },
  {
    name: 'aspects',
    lines: all(natalAspectLines),
    slots: ['firstPlace', 'secondPlace', 'pairPlace', 'first', 'second', 'exactness', 'flavour'],
  },
  {
    name: 'node by house',
    lines: nodes.nodeHouseLines,
    slots: ['sign', 'southSign', 'lesson', 'comfort', 'house', 'area'],
  },
  { name: 'node by sign', lines: nodes.nodeSignLines, slots: ['sign', 'southSign', 'lesson', 'comfort'] },
  { name: 'outer planets', lines: nodes.outerPlanetLines, slots: ['uranus', 'neptune', 'pluto'] },
  { name: 'intros', lines: frame.natalIntros, slots: ['vocative', 'sun', 'moon', 'rising'] },
  { name: 'lights-only intros', lines: frame.lightsOnlyIntros, slots: ['vocative', 'sun', 'moon'] },
  { name: 'no birth time', lines: frame.noBirthTimeNotes, slots: ['sun', 'moon'] },
  { name: 'no birthplace', lines: frame.noBirthPlaceNotes, slots: ['sun'] },
  { name: 'uncertain Moon', lines: frame.uncertainMoonLines, slots: ['moon', 'eventSign'] },
  { name: 'closings', lines: frame.natalClosings, slots: ['keyword', 'otherKeyword', 'element'] },
  { name: 'affirmations', lines: frame.natalAffirmations, slots: ['keyword', 'otherKeyword'] },
  {
    name: 'Chiron by house',
    lines: chiron.chironHouseLines,
    slots: ['sign', 'wound', 'gift', 'house', 'area'],
  },
  { name: 'Chiron by sign', lines: chiron.chironSignLines, slots: ['sign', 'wound', 'gift'] },
  { name: 'Chiron retrograde', lines: chiron.chironRetrogradeLines, slots: [] },
  {
    name: 'Lilith by house',
    lines: lilith.lilithHouseLines,
    slots: ['sign', 'instinct', 'exile', 'house', 'area'],
  },
  { name: 'Lilith by sign', lines: lilith.lilithSignLines, slots: ['sign', 'instinct', 'exile'] },
  { name: 'sidereal', lines: chartFrame.siderealNotes, slots: ['ayanamsa'] },
  { name: 'Sun shifted', lines: chartFrame.sunShiftLines, slots: ['sun', 'from'] },
  { name: 'Sun kept', lines: chartFrame.sunSameLines, slots: ['sun'] },
  { name: 'house system', lines: chartFrame.houseSystemLines, slots: ['system'] },
  { name: 'house fallback', lines: chartFrame.houseFallbackLines, slots: ['from', 'system'] },
  {
    name: 'Part of Fortune',
    lines: chartFrame.partOfFortuneLines,
    slots: ['sign', 'house', 'area', 'style', 'chart'],
  },
];

/** Phrases that slot into the sentences above. */
const PHRASES = [
  ...Object.values(signVoices).flatMap((voice) => [...voice.styles, ...voice.qualities, ...voice.gifts]),
  ...all(natalHouseAreas),
  ...all(rising.risingManners),
  ...all(nodes.nodeLessons),
  ...all(nodes.southNodeComforts),
  ...Object.values(pairFlavours),
  ...Object.values(chiron.chironThemes).flatMap((theme) => [...theme.wounds, ...theme.gifts]),
  ...Object.values(lilith.lilithThemes).flatMap((theme) => [...theme.instincts, ...theme.exiles]),
];

/** "a Aries", "an Taurus": an article the sign or element in a slot cannot agree with. */
const ARTICLE_SEAM = /\ba [aeiou]|\ban [b-df-hj-np-tv-z]/i;
const readsWell = (text: string) => /^[A-Z][^{}]*[.!]$/.test(text) && !ARTICLE_SEAM.test(text);

describe('natal sentence banks', () => {
  it('covers every sign, planet pair, aspect, element and modality', () => {
    for (const sign of SIGN_IDS) {
      expect(rising.risingManners[sign].length, sign).toBeGreaterThanOrEqual(3);
      expect(nodes.nodeLessons[sign].length, sign).toBeGreaterThanOrEqual(3);
      expect(nodes.southNodeComforts[sign].length, sign).toBeGreaterThanOrEqual(3);
      expect(signVoices[sign].gifts.length, sign).toBeGreaterThanOrEqual(3);
      expect(chiron.chironThemes[sign].wounds.length, sign).toBeGreaterThanOrEqual(2);
      expect(chiron.chironThemes[sign].gifts.length, sign).toBeGreaterThanOrEqual(2);
      expect(lilith.lilithThemes[sign].instincts.length, sign).toBeGreaterThanOrEqual(2);
      expect(lilith.lilithThemes[sign].exiles.length, sign).toBeGreaterThanOrEqual(2);
    }
    const pairs = PLANET_IDS.flatMap((first, index) =>
      PLANET_IDS.slice(index + 1).map((second) => `${first}|${second}`),
    );
    expect(Object.keys(pairFlavours).sort()).toEqual(pairs.sort());
    for (const aspect of ASPECT_IDS)
      expect(natalAspectLines[aspect].length, aspect).toBeGreaterThanOrEqual(2);
    for (const element of ELEMENTS)
      expect(patterns.missingElementLines[element].length).toBeGreaterThanOrEqual(2);
    for (const modality of MODALITIES)
      expect(patterns.modalityLeadLines[modality].length).toBeGreaterThanOrEqual(2);
  });

  it.each(BANKS.map((bank) => [bank.name, bank] as const))(
    '%s uses only the slots filled for it',
    (_name, bank) => {
      for (const line of bank.lines) {
        for (const slot of chartSlotNames(line)) {
          expect(CHART_SLOT_NAMES as readonly string[], `unknown slot {${slot}} in: ${line}`).toContain(slot);
          expect(bank.slots as readonly string[], `slot {${slot}} not filled here: ${line}`).toContain(slot);
        }
      }
    },
  );

  it('holds no duplicate sentence or phrase, and only plain prose', () => {
    const lines = BANKS.flatMap((bank) => bank.lines);
    const duplicates = (items: readonly string[]) =>
      items.filter((item, index) => items.indexOf(item) !== index);
    expect(duplicates(lines)).toEqual([]);
    expect(duplicates(PHRASES)).toEqual([]);
    for (const line of lines) {
      expect(line).not.toMatch(/[<>*_#`[\]]| {2}/);
      expect(line).toMatch(/[.!]$/);
    }
    for (const phrase of PHRASES) expect(phrase, phrase).toMatch(/^[a-z][^.!?<>*_#`{}]*[a-z]$/);
  });

  it('reads naturally for every planet in every sign and house', () => {
    const check = (template: string, slots: ChartSlots) => {
      const text = fillChartTemplate(template, slots);
      expect(readsWell(text), text).toBe(true);
    };
    for (const lines of Object.values(placementLines)) {
      const templates = [...lines.bySign, ...lines.withHouse];
      // Each sign with each of its phrases, then each house with each of its areas.
      for (const sign of SIGN_IDS) {
        const styles = [...signStyles[sign].styles, ...signVoices[sign].styles];
        const qualities = [...signStyles[sign].qualities, ...signVoices[sign].qualities];
        for (const [index, style] of styles.entries()) {
          const slots = { sign: signs[sign].name, style, quality: qualities[index] ?? '' };
          for (const template of templates) check(template, { ...slots, house: '1st house', area: 'home' });
        }
      }
      for (const house of HOUSE_NUMBERS) {
        for (const area of [...houseAreas[house], ...natalHouseAreas[house]]) {
          for (const template of lines.withHouse) {
            check(template, {
              sign: 'Aries',
              style: 'move first',
              quality: 'bold',
              house: houseLabel(house),
              area,
            });
          }
        }
      }
    }
  });

  it('reads naturally for every Ascendant, chart ruler, angle and outer planet', () => {
    const check = (templates: readonly string[], slots: ChartSlots) => {
      for (const template of templates) {
        const text = fillChartTemplate(template, slots);
        expect(readsWell(text), text).toBe(true);
      }
    };
    for (const sign of SIGN_IDS) {
      for (const manner of rising.risingManners[sign]) {
        check(rising.risingLines, { rising: signs[sign].name, sun: 'Aquarius', manner });
        check(rising.doubledRisingLines, { rising: signs[sign].name, manner });
      }
      const ruler = signs[sign].ruler;
      for (const house of HOUSE_NUMBERS) {
        check(rising.chartRulerLines, {
          ruler: bodyPhrase(ruler),
          rising: signs[sign].name,
          sign: 'Aries',
          house: houseLabel(house),
          area: houseAreas[house][0],
        });
      }
    }
    for (const planet of PLANET_IDS) {
      for (const theme of bodyThemes[planet])
        check(all(patterns.angleLines), { body: bodyPhrase(planet), arc: '2°14′', theme });
    }
    for (const house of HOUSE_NUMBERS) {
      for (const [id, touches] of Object.entries(nodes.outerHouseTouches)) {
        for (const touch of touches) {
          const clause = fillChartTemplate(touch, {
            house: houseLabel(house),
            keyword: houseKeywords[house],
          });
          expect(clause, id).toMatch(/^[A-Z][a-z]+ [a-z][^{}.]*[a-z]$/);
        }
      }
    }
  });

  it('reads naturally for Chiron, Lilith and the Part of Fortune in every sign and house', () => {
    const check = (templates: readonly string[], slots: ChartSlots) => {
      for (const template of templates) {
        const text = fillChartTemplate(template, slots);
        expect(readsWell(text), text).toBe(true);
      }
    };
    for (const sign of SIGN_IDS) {
      const { wounds, gifts } = chiron.chironThemes[sign];
      const { instincts, exiles } = lilith.lilithThemes[sign];
      for (const [index, wound] of wounds.entries()) {
        const slots = { sign: signs[sign].name, wound, gift: gifts[index] ?? '' };
        check(chiron.chironSignLines, slots);
        check(chiron.chironHouseLines, { ...slots, house: '8th house', area: houseAreas[8][0] });
      }
      for (const [index, instinct] of instincts.entries()) {
        const slots = { sign: signs[sign].name, instinct, exile: exiles[index] ?? '' };
        check(lilith.lilithSignLines, slots);
        check(lilith.lilithHouseLines, { ...slots, house: '1st house', area: houseAreas[1][0] });
      }
      for (const style of signStyles[sign].styles) {
        check(chartFrame.partOfFortuneLines, {
          sign: signs[sign].name,
          house: '2nd house',
          area: houseAreas[2][0],
          style,
          chart: 'night',
        });
      }
    }
    for (const house of HOUSE_NUMBERS) {
      for (const area of [...houseAreas[house], ...natalHouseAreas[house]]) {
        const at = { sign: 'Aries', house: houseLabel(house), area };
        check(chiron.chironHouseLines, { ...at, wound: 'an old doubt', gift: 'courage' });
        check(lilith.lilithHouseLines, { ...at, instinct: 'a raw independence', exile: 'anger' });
        check(chartFrame.partOfFortuneLines, { ...at, style: 'move first', chart: 'day' });
      }
    }
  });
});
