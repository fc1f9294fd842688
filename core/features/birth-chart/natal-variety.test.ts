import { describe, expect, it } from 'vitest';
import { sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { composeNatalReading } from './natal-reading';
import { SAMPLE_BIRTHS, UNTIMED_SAMPLE_BIRTHS } from './natal-sample-charts';

/** The composer variety budget: under 5 % of sentences may also stand in another reading. */
const BUDGET = 0.05;

describe('natal reading variety', () => {
  it.each([
    ['24 births with time and place', SAMPLE_BIRTHS, true],
    ['the same 24 days with the birth time unknown', UNTIMED_SAMPLE_BIRTHS, false],
  ] as const)('keeps the shared-sentence rate under budget for %s', (_label, births, timeKnown) => {
    const readings = births.map(
      ({ chart }, index) => composeNatalReading({ name: index % 2 ? 'Maya' : '', chart, timeKnown }).markdown,
    );
    const { rate, shared, total, examples } = sharedSentenceRate(readings);
    expect(
      rate,
      `${shared} of ${total} sentences stand in more than one reading, e.g.\n${examples.join('\n')}`,
    ).toBeLessThan(BUDGET);
  });
});
