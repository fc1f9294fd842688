import { describe, expect, it } from 'vitest';
import { ELEMENTS, SIGN_IDS, type SignId, isSignId, signs } from '../../content/signs';
import { BODY_CHAKRAS } from '../../content/chakras';
import { CRYSTAL_IDS, type Crystal, type CrystalId, crystalsRecommendedIn } from './crystal';
import { crystalList, crystals, recommendedCrystals } from './crystals';

/** Tool spec §3: the eight crystals, in the spec's order. */
const SPEC_IDS = [
  'clear-quartz',
  'amethyst',
  'moonstone',
  'black-obsidian',
  'rose-quartz',
  'labradorite',
  'citrine',
  'rainbow-fluorite',
];

const TEXT_FIELDS = [
  'name',
  'symbol',
  'description',
  'frequency',
  'color',
  'icon',
  'preparation',
  'scryingMethod',
  'interpretation',
] as const satisfies readonly (keyof Crystal)[];

const PROSE_FIELDS = ['description', 'preparation', 'scryingMethod', 'interpretation'] as const;

/** Words that would turn stone lore into a claim about the body or mind; none may appear. */
const HEALTH_CLAIM =
  /\b(heal|cure|treats\b|treatment|therap|medic|disease|illness|symptom|detox|immun|anxiety|depress|insomnia|pain|diagnos)\w*/i;

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim());
const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

const textsOf = (crystal: Crystal) => [
  ...PROSE_FIELDS.map((field) => ({ where: `${crystal.id} ${field}`, text: crystal[field] })),
  ...crystal.visionTypes.map((text) => ({ where: `${crystal.id} visionTypes`, text })),
];

const fixture = (id: CrystalId, element: Crystal['element'], zodiacSigns: SignId[]): Crystal => ({
  ...crystals[id],
  element,
  zodiacSigns,
});

describe('the eight scrying crystals', () => {
  it("holds the spec's eight ids once each, in the spec's order", () => {
    expect([...CRYSTAL_IDS]).toEqual(SPEC_IDS);
    expect(crystalList.map((crystal) => crystal.id)).toEqual(SPEC_IDS);
    expect(Object.keys(crystals)).toEqual(SPEC_IDS);
  });

  it.each(crystalList.map((crystal) => [crystal.id, crystal] as const))(
    '%s: its record id matches and every field is filled and typed',
    (id, crystal) => {
      expect(crystal.id).toBe(id);
      for (const field of TEXT_FIELDS) {
        const value = crystal[field];
        expect(value.trim(), `${id} ${field} is empty`).not.toBe('');
        expect(value, `${id} ${field} has stray spacing`).toBe(value.trim().replace(/\s+/g, ' '));
      }
      for (const field of PROSE_FIELDS) {
        expect(sentencesOf(crystal[field]).length, `${id} ${field} sentence count`).toBeGreaterThanOrEqual(2);
        for (const sentence of sentencesOf(crystal[field])) {
          expect(sentence, `${id} ${field}: "${sentence}"`).toMatch(/^[A-Z"].*[.!?]$/);
        }
      }
      expect(ELEMENTS, `${id} element`).toContain(crystal.element);
      expect(BODY_CHAKRAS, `${id} chakra`).toContain(crystal.chakra);
      expect(crystal.symbol.length, `${id} symbol is one short glyph`).toBeLessThanOrEqual(2);
      expect(crystal.icon, `${id} icon is an emoji`).toMatch(/\p{Extended_Pictographic}/u);
    },
  );

  it.each(crystalList.map((crystal) => [crystal.id, crystal] as const))(
    '%s: lists real signs once each and three or more distinct vision types',
    (id, crystal) => {
      expect(crystal.zodiacSigns.length, `${id} lists no sign`).toBeGreaterThan(0);
      for (const sign of crystal.zodiacSigns) expect(isSignId(sign), `${id} lists "${sign}"`).toBe(true);
      expect(new Set(crystal.zodiacSigns).size, `${id} lists a sign twice`).toBe(crystal.zodiacSigns.length);
      expect(crystal.visionTypes.length, `${id} vision types`).toBeGreaterThanOrEqual(3);
      expect(new Set(crystal.visionTypes.map(fold)).size, `${id} repeats a vision type`).toBe(
        crystal.visionTypes.length,
      );
      for (const vision of crystal.visionTypes)
        expect(vision, `${id} vision "${vision}"`).toMatch(/^[A-Z].*[^.\s]$/);
    },
  );

  it('gives each crystal its own name, symbol, icon, colour and frequency', () => {
    for (const field of ['name', 'symbol', 'icon', 'color', 'frequency'] as const) {
      expect(new Set(crystalList.map((crystal) => crystal[field])).size, field).toBe(8);
    }
  });

  it('tells its properties as lore: each description says tradition, legend or hearsay, and nothing claims a health effect', () => {
    for (const crystal of crystalList) {
      expect(crystal.description, `${crystal.id} description states lore as fact`).toMatch(
        /tradition|said to|lore|legend|folklore|known as/i,
      );
      for (const { where, text } of textsOf(crystal)) {
        expect(text, `${where} reads as a health claim`).not.toMatch(HEALTH_CLAIM);
      }
    }
  });

  it('never shares a sentence or a vision type between two crystals, nor repeats one inside a crystal', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const crystal of crystalList) {
      for (const { where, text } of textsOf(crystal)) {
        for (const sentence of sentencesOf(text).map(fold)) {
          const earlier = owner.get(sentence);
          if (earlier === undefined) owner.set(sentence, where);
          else clashes.push(`${where} repeats "${sentence}" from ${earlier}`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe('crystals recommended for a sign', () => {
  it.each(SIGN_IDS)(
    '%s: the crystals listing it or sharing its element, two to four, in catalogue order',
    (sign) => {
      const recommended = recommendedCrystals(sign);
      const expected = crystalList.filter(
        (crystal) => crystal.zodiacSigns.includes(sign) || crystal.element === signs[sign].element,
      );
      expect(recommended.map((crystal) => crystal.id)).toEqual(expected.map((crystal) => crystal.id));
      expect(recommended.length, `${sign} gets ${recommended.length} crystals`).toBeGreaterThanOrEqual(2);
      expect(recommended.length, `${sign} gets ${recommended.length} crystals`).toBeLessThanOrEqual(4);
    },
  );

  it('has a crystal of every element, so no sign can be left without one', () => {
    expect(new Set(crystalList.map((crystal) => crystal.element))).toEqual(new Set(ELEMENTS));
  });

  it('recommends by listing alone, by element alone, and nothing when neither holds', () => {
    const list = [fixture('amethyst', 'fire', ['virgo']), fixture('citrine', 'air', ['taurus', 'virgo'])];
    const ids = (sign: SignId) => crystalsRecommendedIn(list, sign).map((crystal) => crystal.id);
    expect(ids('virgo'), 'virgo is listed by both fixtures').toEqual(['amethyst', 'citrine']);
    expect(ids('leo'), 'leo shares the amethyst fixture’s fire').toEqual(['amethyst']);
    expect(ids('libra'), 'libra shares the citrine fixture’s air').toEqual(['citrine']);
    expect(ids('taurus'), 'taurus is listed by the citrine fixture only').toEqual(['citrine']);
    expect(ids('cancer'), 'nothing is water or lists cancer').toEqual([]);
  });
});
