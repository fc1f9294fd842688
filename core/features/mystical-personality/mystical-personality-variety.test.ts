import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../content/signs';
import { sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { archetypeList } from './archetypes';
import { archetypeTemplateReading } from './archetype-template-reading';

/**
 * The composer variety budget for the archetype template reading: the twelve signs reading one
 * archetype share under 5 % of their sentences. The reading has no date, so the seven-day rule
 * does not apply; the template aims for no shared sentence at all, and this holds it there.
 */
describe('mystical personality variety budget', () => {
  it.each(archetypeList.map((archetype) => [archetype.id, archetype] as const))(
    '%s: the twelve signs share no sentence',
    (_, archetype) => {
      const stats = sharedSentenceRate(
        SIGN_IDS.map((sign) => archetypeTemplateReading(archetype, sign).markdown),
      );
      expect(stats.rate, stats.examples.join(' | ')).toBeLessThan(0.05);
      expect(stats.shared, stats.examples.join(' | ')).toBe(0);
    },
  );
});
