import { describe, expect, it } from 'vitest';
import { PATTERNS } from '@core/features/sacred-geometry/patterns';
import { patternSummary } from './pattern-summary';

describe('patternSummary', () => {
  it('splits the first sentence from the rest', () => {
    expect(
      patternSummary('Two circles overlap. The lens between them is old. It is found in churches.'),
    ).toEqual({
      lead: 'Two circles overlap.',
      rest: 'The lens between them is old. It is found in churches.',
    });
  });

  it('keeps a one-sentence description whole', () => {
    expect(patternSummary('One ring of six circles around a seventh.')).toEqual({
      lead: 'One ring of six circles around a seventh.',
      rest: '',
    });
  });

  it('loses no word of any pattern’s description', () => {
    for (const pattern of PATTERNS) {
      const { lead, rest } = patternSummary(pattern.description);
      expect(`${lead} ${rest}`.trim(), pattern.id).toBe(pattern.description.trim());
      expect(lead.length, pattern.id).toBeLessThan(pattern.description.length);
    }
  });
});
