import { describe, expect, it } from 'vitest';
import { elementSign } from './element-words';

describe('elementSign', () => {
  it.each([
    ['fire', 'a fire sign'],
    ['earth', 'an earth sign'],
    ['air', 'an air sign'],
    ['water', 'a water sign'],
  ] as const)('%s reads "%s"', (element, words) => {
    expect(elementSign(element)).toBe(words);
  });
});
