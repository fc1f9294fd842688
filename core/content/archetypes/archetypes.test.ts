import { describe, expect, it } from 'vitest';
import { ELEMENTS, SIGN_IDS, type SignId, isSignId, signs } from '../signs';
import {
  ARCHETYPE_IDS,
  type Archetype,
  type ArchetypeId,
  type ArchetypeList,
  archetypesRecommendedIn,
  isArchetypeId,
  primaryArchetypeIn,
} from './archetype';
import { archetypeList, archetypes, primaryArchetype, recommendedArchetypes } from './archetypes';

/** Tool spec §3: the six archetypes, in the spec's order. */
const SPEC_IDS = [
  'cosmic-warrior',
  'earth-keeper',
  'cosmic-messenger',
  'mystic-oracle',
  'divine-alchemist',
  'celestial-healer',
];

/** The primary archetype of every sign by the first-match rule, as archetypes.ts explains it. */
const EXPECTED_PRIMARY: Record<SignId, ArchetypeId> = {
  aries: 'cosmic-warrior',
  taurus: 'earth-keeper',
  gemini: 'cosmic-messenger',
  cancer: 'mystic-oracle',
  leo: 'divine-alchemist',
  virgo: 'celestial-healer',
  libra: 'celestial-healer',
  scorpio: 'divine-alchemist',
  sagittarius: 'cosmic-warrior',
  capricorn: 'earth-keeper',
  aquarius: 'cosmic-messenger',
  pisces: 'mystic-oracle',
};

const LIST_FIELDS = [
  'mysticalPowers',
  'spiritualGifts',
  'shadowAspects',
  'sacredSymbols',
  'ritualTools',
] as const satisfies readonly (keyof Archetype)[];

const TEXT_FIELDS = [
  'name',
  'title',
  'symbol',
  'description',
  'meditation',
  'affirmation',
] as const satisfies readonly (keyof Archetype)[];

/** Sentences as a reader sees them: split after ., ! or ? and a space. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim());
const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/** Every running text of an archetype (prose and list items), with where it sits. */
const textsOf = (archetype: Archetype) => [
  ...(['title', 'description', 'meditation', 'affirmation'] as const).map((field) => ({
    where: `${archetype.id} ${field}`,
    text: archetype[field],
  })),
  ...LIST_FIELDS.flatMap((field) =>
    archetype[field].map((item) => ({ where: `${archetype.id} ${field}`, text: item })),
  ),
];

/** A minimal archetype for fixtures: only id and signs matter to the rules. */
const fixture = (
  id: ArchetypeId,
  zodiacSigns: SignId[],
  element: Archetype['element'] = 'fire',
): Archetype => ({
  ...archetypes[id],
  element,
  zodiacSigns,
});

describe('the six archetypes', () => {
  it("holds the spec's six ids once each, in the spec's order", () => {
    expect([...ARCHETYPE_IDS]).toEqual(SPEC_IDS);
    expect(archetypeList.map((archetype) => archetype.id)).toEqual(SPEC_IDS);
    expect(Object.keys(archetypes)).toEqual(SPEC_IDS);
  });

  it.each(archetypeList.map((archetype) => [archetype.id, archetype] as const))(
    '%s: its record id matches, every text field is filled and trimmed',
    (id, archetype) => {
      expect(archetype.id).toBe(id);
      for (const field of TEXT_FIELDS) {
        const value = archetype[field];
        expect(value.trim(), `${id} ${field} is empty`).not.toBe('');
        expect(value, `${id} ${field} has stray spacing`).toBe(value.trim().replace(/\s+/g, ' '));
      }
      expect(archetype.description.split(/\s+/).length, `${id} description is too short`).toBeGreaterThan(30);
      expect(sentencesOf(archetype.meditation).length, `${id} meditation`).toBeGreaterThanOrEqual(3);
      expect(archetype.affirmation, `${id} affirmation speaks in the first person`).toMatch(/\bI\b/);
      expect(sentencesOf(archetype.affirmation), `${id} affirmation is one sentence`).toHaveLength(1);
      expect(ELEMENTS, `${id} element`).toContain(archetype.element);
    },
  );

  it.each(archetypeList.map((archetype) => [archetype.id, archetype] as const))(
    '%s: every list holds three or more distinct, filled phrases',
    (id, archetype) => {
      for (const field of LIST_FIELDS) {
        const items = archetype[field];
        expect(items.length, `${id} ${field} count`).toBeGreaterThanOrEqual(3);
        expect(new Set(items.map(fold)).size, `${id} ${field} repeats an item`).toBe(items.length);
        for (const item of items) {
          expect(item, `${id} ${field} item "${item}"`).toMatch(/^[A-Z][^\n]*[^.\s]$/);
        }
      }
    },
  );

  it('writes every mystical power as an -ing phrase, since the template reading quotes it after "is"', () => {
    for (const archetype of archetypeList) {
      for (const power of archetype.mysticalPowers) {
        expect(power, `${archetype.id} power "${power}"`).toMatch(/^[A-Z][a-z]+ing\b/);
      }
    }
  });

  it('gives each archetype distinct names, titles and symbols', () => {
    for (const field of ['name', 'title', 'symbol'] as const) {
      expect(new Set(archetypeList.map((archetype) => archetype[field])).size, field).toBe(6);
    }
  });

  it.each(archetypeList.map((archetype) => [archetype.id, archetype] as const))(
    '%s: lists real sign ids, each once',
    (id, archetype) => {
      expect(archetype.zodiacSigns.length, `${id} lists no sign`).toBeGreaterThan(0);
      for (const sign of archetype.zodiacSigns) expect(isSignId(sign), `${id} lists "${sign}"`).toBe(true);
      expect(new Set(archetype.zodiacSigns).size, `${id} lists a sign twice`).toBe(
        archetype.zodiacSigns.length,
      );
    },
  );

  it('never shares a sentence or a list item between two archetypes, nor repeats one inside an archetype', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const archetype of archetypeList) {
      for (const { where, text } of textsOf(archetype)) {
        for (const sentence of sentencesOf(text).map(fold)) {
          const earlier = owner.get(sentence);
          if (earlier === undefined) owner.set(sentence, where);
          else clashes.push(`${where} repeats "${sentence}" from ${earlier}`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('tells an archetype id from anything else', () => {
    for (const id of ARCHETYPE_IDS) expect(isArchetypeId(id), id).toBe(true);
    for (const value of ['cosmic-wizard', 'Cosmic Warrior', '', 'toString', 3, null, undefined]) {
      expect(isArchetypeId(value), String(value)).toBe(false);
    }
  });
});

describe('the primary archetype of a sign', () => {
  it.each(SIGN_IDS.map((sign) => [sign, EXPECTED_PRIMARY[sign]] as const))(
    '%s → %s, an archetype that lists the sign',
    (sign, expected) => {
      const primary = primaryArchetype(sign);
      expect(primary.id).toBe(expected);
      expect(primary.zodiacSigns, `${expected} does not list ${sign}`).toContain(sign);
    },
  );

  it('is the first archetype that lists the sign, never a later one', () => {
    for (const sign of SIGN_IDS) {
      const index = archetypeList.indexOf(primaryArchetype(sign));
      const earlier = archetypeList
        .slice(0, index)
        .filter((archetype) => archetype.zodiacSigns.includes(sign));
      expect(
        earlier.map((archetype) => archetype.id),
        `${sign} is listed earlier`,
      ).toEqual([]);
    }
  });

  it('makes every archetype the primary of exactly two signs, so each panel is someone’s', () => {
    for (const archetype of archetypeList) {
      const own = SIGN_IDS.filter((sign) => primaryArchetype(sign) === archetype);
      expect(own, `${archetype.id} is primary for ${own.join(', ')}`).toHaveLength(2);
    }
  });

  it('falls back to the first archetype when none lists the sign', () => {
    const list: ArchetypeList = [
      fixture('earth-keeper', ['taurus']),
      fixture('mystic-oracle', ['pisces']),
      fixture('cosmic-warrior', ['aries']),
    ];
    expect(primaryArchetypeIn(list, 'leo').id).toBe('earth-keeper');
    expect(primaryArchetypeIn([fixture('celestial-healer', [])], 'virgo').id).toBe('celestial-healer');
  });

  it('takes the first listing archetype even when a later one lists the sign earlier in its own list', () => {
    const list: ArchetypeList = [
      fixture('cosmic-warrior', ['aries']),
      fixture('earth-keeper', ['taurus', 'leo']),
      fixture('divine-alchemist', ['leo', 'scorpio']),
    ];
    expect(primaryArchetypeIn(list, 'leo').id).toBe('earth-keeper');
  });
});

describe('archetypes recommended for a sign', () => {
  it.each(SIGN_IDS)('%s: exactly the archetypes that list it or share its element, in order', (sign) => {
    const expected = archetypeList
      .filter(
        (archetype) => archetype.zodiacSigns.includes(sign) || archetype.element === signs[sign].element,
      )
      .map((archetype) => archetype.id);
    const recommended = recommendedArchetypes(sign).map((archetype) => archetype.id);
    expect(recommended).toEqual(expected);
    expect(recommended, `${sign} gets no recommendation`).not.toEqual([]);
    expect(recommended, `${sign}: its primary archetype is not recommended`).toContain(
      primaryArchetype(sign).id,
    );
  });

  it('recommends by element alone, by listing alone, and nothing when neither holds', () => {
    const list = [fixture('cosmic-warrior', ['aries'], 'air'), fixture('earth-keeper', ['leo'], 'earth')];
    const ids = (sign: SignId) => archetypesRecommendedIn(list, sign).map((archetype) => archetype.id);
    expect(ids('libra'), 'libra shares the warrior fixture’s air').toEqual(['cosmic-warrior']);
    expect(ids('leo'), 'leo is listed by the keeper fixture').toEqual(['earth-keeper']);
    expect(ids('aries'), 'aries is listed by the warrior fixture').toEqual(['cosmic-warrior']);
    expect(ids('cancer'), 'nothing is water or lists cancer').toEqual([]);
  });
});
