import { describe, expect, it } from 'vitest';
import { fillSlots, fillTemplate } from './template';

describe('fillSlots', () => {
  const words: Record<string, string> = { element: 'air', other: 'fire', phase: 'Earthshine' };
  const valueOf = (name: string) => words[name];

  it('makes an article before a slot agree with the value it takes', () => {
    expect(fillSlots('a {element} sign meeting a {other} figure', valueOf)).toBe(
      'an air sign meeting a fire figure',
    );
    expect(fillSlots('An {other} heart. A {element} mind, an {phase} glow', valueOf)).toBe(
      'A fire heart. An air mind, an Earthshine glow',
    );
  });

  it('leaves articles that are not before a slot, and unknown slots, as written', () => {
    expect(fillSlots('Grab a coat; a {unknown} day; data {element}', valueOf)).toBe(
      'Grab a coat; a {unknown} day; data air',
    );
  });
});

describe('fillTemplate', () => {
  it('fills slots with agreeing articles and capitalises the sentence', () => {
    expect(fillTemplate('a {element} sign like {sign}', { element: 'earth', sign: 'Taurus' })).toBe(
      'An earth sign like Taurus',
    );
  });
});
