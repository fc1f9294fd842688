import { describe, expect, it } from 'vitest';
import { FOCUS_OPTIONS, SPIRITUAL_GOALS, isFocusOption, toggleGoal } from './profile-options';

describe('profile options', () => {
  it('offers the spec’s ten focus options and ten goals, each once', () => {
    expect(FOCUS_OPTIONS).toHaveLength(10);
    expect(new Set(FOCUS_OPTIONS).size).toBe(10);
    expect(SPIRITUAL_GOALS).toHaveLength(10);
    expect(new Set(SPIRITUAL_GOALS).size).toBe(10);
    expect(FOCUS_OPTIONS[0]).toBe('Love and relationships');
    expect(SPIRITUAL_GOALS.at(-1)).toBe('Connecting with divine guidance');
  });

  it('recognises a focus option only by its exact text', () => {
    expect(isFocusOption('Inner peace and balance')).toBe(true);
    expect(isFocusOption('inner peace and balance')).toBe(false);
    expect(isFocusOption('')).toBe(false);
  });
});

describe('toggleGoal', () => {
  it('adds a goal that is missing and removes one that is there', () => {
    const one = toggleGoal([], 'Manifestation and abundance');
    expect(one).toEqual(['Manifestation and abundance']);
    expect(toggleGoal(one, 'Manifestation and abundance')).toEqual([]);
  });

  it('keeps the form’s order whatever the order of the clicks', () => {
    let goals: string[] = [];
    for (const goal of ['Connecting with divine guidance', 'Self-discovery and personal growth']) {
      goals = toggleGoal(goals, goal);
    }
    expect(goals).toEqual(['Self-discovery and personal growth', 'Connecting with divine guidance']);
  });

  it('keeps goals it does not know, after the known ones, and never mutates its input', () => {
    const stored = ['Become a morning person'];
    const goals = toggleGoal(stored, 'Healing and emotional wellness');
    expect(goals).toEqual(['Healing and emotional wellness', 'Become a morning person']);
    expect(stored).toEqual(['Become a morning person']);
  });
});
