import { describe, expect, it } from 'vitest';
import { lintReading, overusedClauses } from './composer-lint';

const rules = (text: string) => lintReading(text).map((hit) => hit.rule);

describe('lintReading', () => {
  it('finds the slot collisions issue 24 quotes', () => {
    expect(rules('Practise this this month with a small ritual.')).toEqual(['doubled-word']);
    expect(rules('The cards give a hint that patience will need your patience.')).toEqual(['echoed-noun']);
    expect(rules('Beneath the surface of the dream, your dream is a letter to yourself.')).toEqual([
      'echoed-noun',
    ]);
    expect(rules('Invest attention, not money, in money, possessions and your worth.')).toEqual([
      'echoed-noun',
    ]);
    expect(rules('You draw strength as a Aries from quick starts.')).toEqual(['article']);
    expect(rules('Give it an day of rest before you decide anything.')).toEqual(['article']);
  });

  it('lets parallels, idioms and sound-based articles pass', () => {
    expect(rules('Be brave enough to begin and patient enough to wait for the answer.')).toEqual([]);
    expect(rules('Work through it step by step, and face to face where you can.')).toEqual([]);
    expect(rules('A fire sign meeting a fire sign makes a bright pair.')).toEqual([]);
    expect(rules('Take an hour for a unique walk, an 8-minute pause, a one-line note.')).toEqual([]);
  });
});

describe('overusedClauses', () => {
  it('flags a clause glued onto more than 5% of readings', () => {
    const readings = Array.from(
      { length: 50 },
      (_, index) =>
        `Dream ${index} shows a door${index % 4 === 0 ? ', which a fixed sign can turn into steady progress' : ''}.`,
    );
    expect(overusedClauses(readings)).toEqual([
      { clause: 'which a fixed sign can turn into steady progress', readings: 13, share: 13 / 50 },
    ]);
    expect(overusedClauses(readings.slice(0, 39))).toEqual([]);
  });
});
