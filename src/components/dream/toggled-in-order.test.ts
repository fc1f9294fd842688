import { describe, expect, it } from 'vitest';
import { toggledInOrder } from './toggled-in-order';

const ORDER = ['joy', 'fear', 'calm'] as const;

describe('toggledInOrder', () => {
  it('adds an id in the page’s order and takes it back out on a second press', () => {
    expect(toggledInOrder(['calm'], 'joy', ORDER)).toEqual(['joy', 'calm']);
    expect(toggledInOrder(['joy', 'calm'], 'joy', ORDER)).toEqual(['calm']);
    expect(toggledInOrder([], 'fear', ORDER)).toEqual(['fear']);
  });
});
