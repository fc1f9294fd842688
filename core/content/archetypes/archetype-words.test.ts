import { describe, expect, it } from 'vitest';
import { archetypes } from './archetypes';
import { archetypeInWords } from './archetype-words';

describe('archetypeInWords', () => {
  it('names a stored archetype id with its name and title', () => {
    for (const archetype of Object.values(archetypes)) {
      expect(archetypeInWords(archetype.id), archetype.id).toBe(`${archetype.name}, ${archetype.title}`);
    }
  });

  it('keeps text that is not an id, trimmed, and empty as empty', () => {
    expect(archetypeInWords('  The Night Gardener ')).toBe('The Night Gardener');
    expect(archetypeInWords('')).toBe('');
  });
});
