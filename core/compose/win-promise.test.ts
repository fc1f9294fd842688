import { describe, expect, it } from 'vitest';
import { winPromisesIn } from './win-promise';

describe('winPromisesIn', () => {
  it('catches the ways a text could promise a win', () => {
    for (const promise of [
      'These are your winning numbers for Saturday.',
      'The stars guarantee a payout.',
      'Jupiter will boost your odds tonight.',
      'You are bound to win this week.',
      'Play now and hit the jackpot!',
      'A windfall is on the way.',
      'Your power numbers are more likely to come up.',
      'This ritual gives you better chances.',
    ])
      expect(winPromisesIn(promise), promise).not.toEqual([]);
  });

  it('lets honest lines through', () => {
    expect(
      winPromisesIn('No method changes the odds of 1 in 10,737,573; every ticket has the same chance.'),
    ).toEqual([]);
  });
});
