import { describe, expect, it } from 'vitest';
import { EN_PROXIMITY, HARM_INITIALS, HARM_WORDS } from './proximity';

/** The top-level alternatives of a `(?:a|b|c)` group. */
function alternativesOf(group: string): string[] {
  const inner = group.slice('(?:'.length, -1);
  const parts: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let index = 0; index < inner.length; index += 1) {
    const char = inner[index];
    if (char === '\\') index += 1;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === '|' && depth === 0) {
      parts.push(inner.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(inner.slice(start));
  return parts;
}

/** The end of the group that opens `source`, matched bracket for bracket. */
function groupEnd(source: string): number {
  let depth = 0;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') index += 1;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return index;
  }
  return source.length - 1;
}

/** Every letter a regex source may start with, opening groups followed into. */
function firstLetters(source: string): string[] {
  if (!source.startsWith('(?:')) return [source.charAt(0)];
  return alternativesOf(source.slice(0, groupEnd(source) + 1)).flatMap(firstLetters);
}

describe('the English proximity lexicon', () => {
  it('lists the first letter of every harm word among the initials it checks first', () => {
    const alternatives = alternativesOf(HARM_WORDS);
    expect(alternatives.length).toBeGreaterThan(10);
    for (const alternative of alternatives) {
      for (const letter of firstLetters(alternative)) expect(HARM_INITIALS, alternative).toContain(letter);
    }
    expect(firstLetters(HARM_WORDS)).toContain('p');
  });

  it.each([
    ['i will die', true],
    ['i want to end it all', true],
    ['i keep cutting myself', true],
    ['my cat will die', false],
    ['she is dying', false],
    ["grandma's death", false],
  ])('reads a harm word about the writer in "%s": %s', (text, found) => {
    expect(EN_PROXIMITY.harm.test(text)).toBe(found);
  });

  it('tells bodily harm from dying', () => {
    expect(EN_PROXIMITY.selfHarm?.test('cut myself')).toBe(true);
    expect(EN_PROXIMITY.selfHarm?.test('die')).toBe(false);
  });
});
