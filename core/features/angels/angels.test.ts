import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../content/signs';
import { CHAKRAS } from '../../content/chakras';
import { ANGEL_ELEMENTS, ANGEL_IDS } from './angel';
import { angelList, angels, isAngelId } from './angels';

/** The spec's ids in its order (tool spec §3), written out so a reordering fails here. */
const SPEC_IDS = [
  'michael',
  'gabriel',
  'raphael',
  'uriel',
  'chamuel',
  'jophiel',
  'zadkiel',
  'raguel',
  'metatron',
  'haniel',
  'azrael',
  'sandalphon',
  'jeremiel',
  'raziel',
  'guardian',
];

const graphemes = (text: string) => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)];
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim());
const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/** Healing powers are emotional and spiritual themes; nothing may read as a medical promise. */
const MEDICAL_CLAIM =
  /\b(cure[sd]?|curing|diagnos\w*|disease|illness|treatments?|prescri\w*|medication|symptoms?|guarantee[ds]?)\b/i;

const TEXT_FIELDS = ['description', 'message', 'prayer', 'affirmation'] as const;

describe('the fifteen angels', () => {
  it('holds exactly the spec ids, in catalogue order, each keyed by its own id', () => {
    expect([...ANGEL_IDS]).toEqual(SPEC_IDS);
    expect(angelList.map((angel) => angel.id)).toEqual(SPEC_IDS);
    for (const id of ANGEL_IDS) expect(angels[id].id, `angels.${id}`).toBe(id);
  });

  it('numbers the angels 0 to 14, each number once', () => {
    const numbers = angelList.map((angel) => angel.divineNumber);
    for (const angel of angelList) {
      expect(Number.isInteger(angel.divineNumber), angel.id).toBe(true);
      expect(angel.divineNumber, angel.id).toBeGreaterThanOrEqual(0);
      expect(angel.divineNumber, angel.id).toBeLessThanOrEqual(14);
    }
    expect([...numbers].sort((left, right) => left - right)).toEqual(
      Array.from({ length: 15 }, (_, index) => index),
    );
  });

  it('gives the guardian every sign and every other angel a short list of real signs', () => {
    expect(angels.guardian.zodiacSigns).toBe('all');
    for (const angel of angelList.filter((candidate) => candidate.id !== 'guardian')) {
      const list = angel.zodiacSigns;
      expect(list, `${angel.id} should list signs, not all`).not.toBe('all');
      if (list === 'all') continue;
      expect(list.length, `${angel.id} sign count`).toBeGreaterThanOrEqual(1);
      expect(list.length, `${angel.id} sign count`).toBeLessThanOrEqual(3);
      expect(new Set(list).size, `${angel.id} repeats a sign`).toBe(list.length);
      for (const sign of list) expect(SIGN_IDS, `${angel.id} lists "${sign}"`).toContain(sign);
    }
  });

  it('puts every sign in at least one angel’s own list', () => {
    const listed = new Set(
      angelList.flatMap((angel) => (angel.zodiacSigns === 'all' ? [] : angel.zodiacSigns)),
    );
    expect(SIGN_IDS.filter((sign) => !listed.has(sign))).toEqual([]);
  });

  it('uses only the five elements and the known chakras, with the elemental quarters kept', () => {
    for (const angel of angelList) {
      expect(ANGEL_ELEMENTS, `${angel.id} element`).toContain(angel.element);
      expect(CHAKRAS, `${angel.id} chakra`).toContain(angel.chakra);
    }
    expect(
      [angels.michael, angels.gabriel, angels.raphael, angels.uriel].map((angel) => angel.element),
    ).toEqual(['fire', 'water', 'air', 'earth']);
    for (const element of ANGEL_ELEMENTS) {
      expect(
        angelList.filter((angel) => angel.element === element).length,
        `angels of ${element}`,
      ).toBeGreaterThanOrEqual(1);
    }
  });

  it('shows each angel as one emoji of its own, with an emblem of its own, and no image URL', () => {
    const faces = new Set<string>();
    for (const angel of angelList) {
      for (const [field, value] of [
        ['emoji', angel.emoji],
        ['symbol', angel.symbol],
      ] as const) {
        expect(graphemes(value), `${angel.id} ${field} "${value}"`).toHaveLength(1);
        expect(value, `${angel.id} ${field}`).toMatch(/\p{Extended_Pictographic}/u);
        expect(faces.has(value), `${angel.id} ${field} "${value}" is used twice`).toBe(false);
        faces.add(value);
      }
      expect(JSON.stringify(angel), `${angel.id} holds a URL`).not.toMatch(
        /https?:|www\.|\.(jpe?g|png|webp)\b/i,
      );
    }
  });

  it('names each angel and gives a title', () => {
    for (const angel of angelList) {
      const expectedName =
        angel.id === 'guardian'
          ? 'Guardian Angel'
          : `Archangel ${angel.id[0]?.toUpperCase()}${angel.id.slice(1)}`;
      expect(angel.name, angel.id).toBe(expectedName);
      expect(angel.title.length, `${angel.id} title`).toBeGreaterThan(10);
    }
  });

  it('writes descriptions, messages and prayers as two or three complete sentences', () => {
    for (const angel of angelList) {
      for (const field of ['description', 'message', 'prayer'] as const) {
        const text = angel[field];
        expect(text, `${angel.id} ${field} has stray spacing`).toBe(text.trim().replace(/\s+/g, ' '));
        const sentences = sentencesOf(text);
        expect(sentences.length, `${angel.id} ${field} sentence count`).toBeGreaterThanOrEqual(2);
        expect(sentences.length, `${angel.id} ${field} sentence count`).toBeLessThanOrEqual(3);
        for (const sentence of sentences) expect(sentence, `${angel.id} ${field}`).toMatch(/^[A-Z].*[.!?]$/);
      }
    }
  });

  it('keeps each message long enough for the card excerpt of 100 characters to be a real excerpt', () => {
    for (const angel of angelList) expect(angel.message.length, angel.id).toBeGreaterThan(100);
  });

  it('writes every affirmation in the first person, one sentence', () => {
    for (const angel of angelList) {
      expect(angel.affirmation, angel.id).toMatch(/^(I|My) [^.!?]+\.$/);
    }
  });

  it('lists distinct healing powers, crystals and colours, with no medical promise', () => {
    for (const angel of angelList) {
      for (const field of ['healingPowers', 'crystals', 'colors'] as const) {
        const list = angel[field];
        expect(list.length, `${angel.id} ${field}`).toBeGreaterThanOrEqual(2);
        expect(new Set(list.map(fold)).size, `${angel.id} ${field} repeats`).toBe(list.length);
        for (const item of list) expect(item, `${angel.id} ${field}`).toMatch(/^[A-Z][^.!?]*$/);
      }
      expect(angel.healingPowers.length, `${angel.id} healingPowers`).toBeGreaterThanOrEqual(4);
      const claims = [...angel.healingPowers, ...TEXT_FIELDS.map((field) => angel[field])].filter((text) =>
        MEDICAL_CLAIM.test(text),
      );
      expect(claims, `${angel.id} reads like a medical claim`).toEqual([]);
    }
  });

  it('gives every angel a frequency with a positive tone and a label', () => {
    for (const angel of angelList) {
      expect(Number.isFinite(angel.frequency.hz), angel.id).toBe(true);
      expect(angel.frequency.hz, angel.id).toBeGreaterThan(0);
      expect(angel.frequency.hz, angel.id).toBeLessThan(2000);
      expect(angel.frequency.label.length, `${angel.id} frequency label`).toBeGreaterThan(5);
    }
  });

  it('never uses one sentence for two angels or two fields', () => {
    const firstSeen = new Map<string, string>();
    const repeats: string[] = [];
    for (const angel of angelList) {
      for (const field of TEXT_FIELDS) {
        for (const sentence of sentencesOf(angel[field]).map(fold)) {
          const where = `${angel.id} ${field}`;
          const earlier = firstSeen.get(sentence);
          if (earlier === undefined) firstSeen.set(sentence, where);
          else repeats.push(`${where} repeats "${sentence}" from ${earlier}`);
        }
      }
    }
    expect(repeats).toEqual([]);
  });

  it('recognises angel ids and nothing else', () => {
    expect(isAngelId('raziel')).toBe(true);
    expect(isAngelId('Raziel')).toBe(false);
    expect(isAngelId('ariel')).toBe(false);
  });
});
