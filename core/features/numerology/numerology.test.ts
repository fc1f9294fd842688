import { describe, expect, it } from 'vitest';
import {
  expressionNumber,
  isVowelAt,
  letterValue,
  lifePathNumber,
  nameWords,
  reduceNumber,
  soulUrgeNumber,
} from './numerology';

describe('reduceNumber', () => {
  it('adds digits until one is left', () => {
    expect(reduceNumber(1990)).toEqual({ value: 1, steps: ' → 1+9+9+0 = 19 → 1+9 = 10 → 1+0 = 1' });
    expect(reduceNumber(7)).toEqual({ value: 7, steps: '' });
  });

  it('keeps the master numbers 11, 22 and 33', () => {
    expect(reduceNumber(29).value).toBe(11);
    expect(reduceNumber(22).value).toBe(22);
    expect(reduceNumber(33).value).toBe(33);
    expect(reduceNumber(44).value).toBe(8);
  });
});

describe('lifePathNumber', () => {
  it('reduces year, month and day, then their sum (worked example)', () => {
    expect(lifePathNumber('1990-07-14')).toEqual({
      value: 4,
      working:
        'year 1990 → 1+9+9+0 = 19 → 1+9 = 10 → 1+0 = 1; month 7; day 14 → 1+4 = 5; 1 + 7 + 5 = 13 → 1+3 = 4',
    });
  });

  it('keeps master numbers in the parts and in the total', () => {
    expect(lifePathNumber('1998-01-01')).toMatchObject({ value: 11 });
    expect(lifePathNumber('1991-11-09')).toEqual({
      value: 22,
      working: 'year 1991 → 1+9+9+1 = 20 → 2+0 = 2; month 11; day 9; 2 + 11 + 9 = 22',
    });
    expect(lifePathNumber('2009-11-29')).toEqual({
      value: 33,
      working: 'year 2009 → 2+0+0+9 = 11; month 11; day 29 → 2+9 = 11; 11 + 11 + 11 = 33',
    });
  });
});

describe('letters', () => {
  it('counts A=1 … I=9, J=1 … R=9, S=1 … Z=8', () => {
    expect(['A', 'I', 'J', 'R', 'S', 'Z'].map(letterValue)).toEqual([1, 9, 1, 9, 1, 8]);
  });

  it('drops accents and anything outside A–Z', () => {
    expect(nameWords('José  María-Núñez 3rd')).toEqual(['JOSE', 'MARIA', 'NUNEZ', 'RD']);
    expect(nameWords('李小龙')).toEqual([]);
  });

  it('treats Y as a vowel only without a vowel beside it', () => {
    expect(isVowelAt('MARY', 3)).toBe(true);
    expect(isVowelAt('LYNN', 1)).toBe(true);
    expect(isVowelAt('YOLANDA', 0)).toBe(false);
    expect(isVowelAt('MAYA', 2)).toBe(false);
    expect(isVowelAt('MARY', 0)).toBe(false);
  });
});

describe('expression and soul urge', () => {
  it('reduces each word, then the sum (worked example with a master number)', () => {
    // ANN = 1+5+5 = 11 (kept); LEE = 3+5+5 = 13 → 4; 11 + 4 = 15 → 6.
    expect(expressionNumber('Ann Lee')).toEqual({
      value: 6,
      working: 'A1 N5 N5: 1+5+5 = 11; L3 E5 E5: 3+5+5 = 13 → 1+3 = 4; 11 + 4 = 15 → 1+5 = 6',
    });
    // Vowels: A = 1; E E = 5+5 = 10 → 1; 1 + 1 = 2.
    expect(soulUrgeNumber('Ann Lee')).toEqual({
      value: 2,
      working: 'A1: 1; E5 E5: 5+5 = 10 → 1+0 = 1; 1 + 1 = 2',
    });
  });

  it('counts a lone Y as a vowel in the soul urge', () => {
    // MARY: M4 A1 R9 Y7 = 21 → 3; vowels A1 Y7 = 8.
    expect(expressionNumber('Mary')?.value).toBe(3);
    expect(soulUrgeNumber('Mary')).toEqual({ value: 8, working: 'A1 Y7: 1+7 = 8; 8' });
  });

  it('keeps a master number the words add up to', () => {
    // KYLE = 2+7+3+5 = 17 → 8; ROSE = 9+6+1+5 = 21 → 3; 8 + 3 = 11.
    expect(expressionNumber('Kyle Rose')?.value).toBe(11);
    // LUZ = 3+3+8 = 14 → 5; LAZO = 3+1+8+6 = 18 → 9; 5 + 9 = 14 → 5.
    expect(expressionNumber('Luz Lazo')?.value).toBe(5);
  });

  it('has nothing to count in a name without Latin letters', () => {
    expect(expressionNumber('李小龙')).toBeNull();
    expect(soulUrgeNumber('Brynn Tsk')?.value).toBe(7);
  });
});
