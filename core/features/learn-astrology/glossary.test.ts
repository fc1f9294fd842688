import { describe, expect, it } from 'vitest';
import { GLOSSARY } from './glossary';

const terms = GLOSSARY.map((entry) => entry.term);
const alphabetical = (left: string, right: string) =>
  left.localeCompare(right, 'en', { sensitivity: 'base' });

describe('the astrology glossary', () => {
  it('defines at least forty terms, each once', () => {
    expect(GLOSSARY.length).toBeGreaterThanOrEqual(40);
    const folded = terms.map((term) => term.toLowerCase());
    const repeated = folded.filter((term, index) => folded.indexOf(term) !== index);
    expect(repeated, 'terms defined twice').toEqual([]);
  });

  it('lists the terms alphabetically', () => {
    const outOfOrder = terms.flatMap((term, index) => {
      const previous = terms[index - 1];
      return previous !== undefined && alphabetical(previous, term) > 0
        ? [`"${term}" after "${previous}"`]
        : [];
    });
    expect(outOfOrder).toEqual([]);
  });

  it('writes every definition as one to three plain sentences', () => {
    for (const { term, definition } of GLOSSARY) {
      expect(definition, `${term} has stray spacing`).toBe(definition.trim().replace(/\s+/g, ' '));
      expect(definition, `${term} contains markup`).not.toMatch(/[<>*#_`[\]]/);
      expect(definition, `${term} should end a sentence`).toMatch(/^[A-Z].*[.!?]$/);
      const sentences = definition.split(/(?<=[.!?])\s+/);
      expect(sentences.length, `${term} sentence count`).toBeLessThanOrEqual(3);
      expect(definition.split(' ').length, `${term} is too thin to teach`).toBeGreaterThanOrEqual(12);
    }
  });

  it('points every see-also at another existing entry', () => {
    const broken = GLOSSARY.flatMap(({ term, seeAlso = [] }) =>
      seeAlso
        .filter((other) => other === term || !terms.includes(other))
        .map((other) => `${term} → ${other}`),
    );
    expect(broken).toEqual([]);
  });

  it('never repeats a definition sentence between terms', () => {
    const firstSeen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { term, definition } of GLOSSARY) {
      for (const sentence of definition.split(/(?<=[.!?])\s+/).map((text) => text.toLowerCase())) {
        const earlier = firstSeen.get(sentence);
        if (earlier === undefined) firstSeen.set(sentence, term);
        else repeats.push(`${term} repeats "${sentence}" from ${earlier}`);
      }
    }
    expect(repeats).toEqual([]);
  });
});
