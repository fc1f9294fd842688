import { describe, expect, it } from 'vitest';
import { greetingFor, timeOfDay } from './greeting';

describe('timeOfDay', () => {
  it.each([
    [0, 'evening'],
    [5, 'evening'],
    [6, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ] as const)('hour %i is %s', (hour, expected) => {
    expect(timeOfDay(hour)).toBe(expected);
  });
});

describe('greetingFor', () => {
  it('opens with the part of day and the name', () => {
    expect(greetingFor(9, 0, 'Ana')).toMatch(/^Good morning, Ana\. /);
    expect(greetingFor(14, 0, 'Ana')).toMatch(/^Good afternoon, Ana\. /);
    expect(greetingFor(3, 0, 'Ana')).toMatch(/^Good evening, Ana\. /);
    expect(greetingFor(null, 0, 'Ana')).toMatch(/^Welcome, Ana\. /);
  });

  it('has three variants by consultation count: 0, under 5, 5 or more', () => {
    const first = greetingFor(9, 0, 'Ana');
    const returning = greetingFor(9, 4, 'Ana');
    const regular = greetingFor(9, 5, 'Ana');
    expect(new Set([first, returning, regular]).size).toBe(3);
    expect(greetingFor(9, 1, 'Ana')).toBe(returning);
    expect(greetingFor(9, 60, 'Ana')).toBe(regular);
  });

  it('has a nameless variant', () => {
    for (const name of [undefined, '', '   ']) {
      const greeting = greetingFor(20, 2, name);
      expect(greeting).toMatch(/^Good evening\. \S/);
      expect(greeting).not.toMatch(/,\s*\./);
    }
  });

  it('trims the name', () => {
    expect(greetingFor(9, 0, '  Ana ')).toMatch(/^Good morning, Ana\. /);
  });
});
