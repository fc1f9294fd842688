import { describe, expect, it } from 'vitest';
import {
  CHINESE_ANIMAL_IDS,
  CHINESE_ELEMENTS,
  chineseAnimalList,
  chineseAnimals,
  recentYears,
  yearsFrom,
  yearsLabel,
} from './chinese-animals';

/** Spec §3: the twelve animals, their elements and first years. */
const SPEC_TABLE = [
  ['rat', 'water', 1924],
  ['ox', 'earth', 1925],
  ['tiger', 'wood', 1926],
  ['rabbit', 'wood', 1927],
  ['dragon', 'earth', 1928],
  ['snake', 'fire', 1929],
  ['horse', 'fire', 1930],
  ['goat', 'earth', 1931],
  ['monkey', 'metal', 1932],
  ['rooster', 'metal', 1933],
  ['dog', 'earth', 1934],
  ['pig', 'water', 1935],
] as const;

describe('the twelve Chinese animals', () => {
  it('are the spec’s twelve, in order, each keyed by its own id', () => {
    expect(CHINESE_ANIMAL_IDS).toEqual(SPEC_TABLE.map(([id]) => id));
    for (const id of CHINESE_ANIMAL_IDS) expect(chineseAnimals[id].id, id).toBe(id);
    expect(chineseAnimalList.map((animal) => animal.id)).toEqual([...CHINESE_ANIMAL_IDS]);
  });

  it.each(SPEC_TABLE)('%s: element %s, years from %i in steps of 12 up to 2031', (id, element, first) => {
    const animal = chineseAnimals[id];
    expect(animal.element, `${id} element`).toBe(element);
    expect(animal.years[0], `${id} first year`).toBe(first);
    expect(
      animal.years.every((year, index) => year === first + index * 12),
      `${id} steps`,
    ).toBe(true);
    const last = animal.years.at(-1) ?? 0;
    expect(last, `${id} last year`).toBeLessThanOrEqual(2031);
    expect(last + 12, `${id} stops at the last year before 2032`).toBeGreaterThan(2031);
  });

  it('gives every year from 1924 to 2031 to exactly one animal', () => {
    const owners = new Map<number, string[]>();
    for (const animal of chineseAnimalList)
      for (const year of animal.years) owners.set(year, [...(owners.get(year) ?? []), animal.id]);
    for (let year = 1924; year <= 2031; year += 1) expect(owners.get(year), String(year)).toHaveLength(1);
    expect(chineseAnimals.horse.years).toContain(2026);
  });

  it.each(CHINESE_ANIMAL_IDS)('%s has every field of spec §3 filled', (id) => {
    const animal = chineseAnimals[id];
    for (const field of ['name', 'symbol', 'emoji', 'traits', 'digestiveProfile', 'eatingPattern'] as const)
      expect(animal[field].trim(), `${id}.${field}`).not.toBe('');
    expect(animal.symbol, `${id} symbol is one Chinese character`).toMatch(/^\p{Script=Han}$/u);
    expect(animal.dietaryNeeds.length, `${id}.dietaryNeeds`).toBeGreaterThanOrEqual(2);
    expect(animal.preferredFlavors.length, `${id}.preferredFlavors`).toBeGreaterThanOrEqual(2);
    expect(CHINESE_ELEMENTS, `${id} element`).toContain(animal.element);
  });

  it('uses five elements and gives each animal its own name, character and emoji', () => {
    expect(new Set(chineseAnimalList.map((animal) => animal.element))).toEqual(new Set(CHINESE_ELEMENTS));
    for (const field of ['name', 'symbol', 'emoji'] as const)
      expect(new Set(chineseAnimalList.map((animal) => animal[field])).size, field).toBe(12);
  });
});

describe('year lists', () => {
  it('step by twelve from the first year and stop at 2031', () => {
    expect(yearsFrom(1924)).toEqual([1924, 1936, 1948, 1960, 1972, 1984, 1996, 2008, 2020]);
    expect(yearsFrom(1935).at(-1)).toBe(2031);
  });

  it('read as the spec’s comma-separated list, and the card shows the last three', () => {
    expect(yearsLabel([1924, 1936, 1948])).toBe('1924, 1936, 1948');
    expect(recentYears(chineseAnimals.rat.years)).toEqual([1996, 2008, 2020]);
    expect(recentYears(chineseAnimals.pig.years)).toEqual([2007, 2019, 2031]);
  });
});
