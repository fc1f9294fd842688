import { describe, expect, it } from 'vitest';
import { GLOSSARY } from './glossary';
import { searchGlossary } from './search-glossary';

const termsFor = (query: string) => searchGlossary(query).map((entry) => entry.term);

describe('searchGlossary', () => {
  it('lists the whole glossary for an empty or blank query', () => {
    expect(searchGlossary('')).toEqual(GLOSSARY);
    expect(searchGlossary('   ')).toEqual(GLOSSARY);
  });

  it('ignores case and surrounding spaces', () => {
    expect(termsFor('  ASCENDANT ')[0]).toBe('Ascendant');
    expect(termsFor('midHEAVEN')[0]).toBe('Midheaven');
  });

  it('ignores accents on either side', () => {
    expect(termsFor('Ayanāṃśa')[0]).toBe('Ayanamsa');
    expect(termsFor('jyotisa')).toContain('Jyotish');
    expect(termsFor('JYOTIṢ')[0]).toBe('Jyotish');
  });

  it('reads a typed apostrophe like the typographic one in the texts', () => {
    expect(termsFor("saturn's first return")).toEqual(['Saturn return']);
  });

  it('puts terms that start with the query first, then terms containing it, then definitions', () => {
    const results = termsFor('house');
    expect(results.slice(0, 3)).toEqual(['House', 'Cadent house', 'Whole-sign houses']);
    expect(results.slice(3).length, 'definitions mentioning a house').toBeGreaterThan(0);
    for (const term of results.slice(3)) expect(term.toLowerCase()).not.toContain('house');
    expect(results).toContain('Ascendant');
  });

  it('finds an entry through its definition alone', () => {
    expect(termsFor('lot of fortune')).toEqual(['Part of Fortune']);
    expect(termsFor('inconjunct')).toEqual(['Quincunx']);
  });

  it('keeps each group in glossary order and lists no entry twice', () => {
    const results = termsFor('sign');
    expect(new Set(results).size).toBe(results.length);
    const definitionHits = results.filter((term) => !term.toLowerCase().includes('sign'));
    const glossaryOrder = GLOSSARY.map((entry) => entry.term).filter((term) => definitionHits.includes(term));
    expect(definitionHits).toEqual(glossaryOrder);
  });

  it('finds what the glossary lesson promises: rising leads to the Ascendant, nodes to the lunar nodes', () => {
    expect(termsFor('rising')).toContain('Ascendant');
    expect(termsFor('nodes')[0]).toBe('Lunar nodes');
  });

  it('returns nothing when no term or definition matches', () => {
    expect(searchGlossary('quasar')).toEqual([]);
  });
});
