import { describe, expect, it } from 'vitest';
import { archetypeList } from '@core/content/archetypes/archetypes';
import { archetypeSummary } from './archetype-summary';

describe('archetypeSummary', () => {
  it('splits the first sentence from the rest', () => {
    expect(archetypeSummary('You act first. You think later! Does it work? Often.')).toEqual({
      lead: 'You act first.',
      rest: 'You think later! Does it work? Often.',
    });
  });

  it('keeps a one-sentence description whole', () => {
    expect(archetypeSummary('You keep the hearth.')).toEqual({ lead: 'You keep the hearth.', rest: '' });
  });

  it('loses no word of any archetype’s description', () => {
    for (const archetype of archetypeList) {
      const { lead, rest } = archetypeSummary(archetype.description);
      expect(`${lead} ${rest}`.trim(), archetype.id).toBe(archetype.description.trim());
      expect(lead.length, archetype.id).toBeLessThan(archetype.description.length);
    }
  });
});
