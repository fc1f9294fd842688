import { describe, expect, it } from 'vitest';
import { lunarNewYearByAstronomy } from '../sky/lunar-new-year';
import { addDays } from './calendar-date';
import {
  CHINESE_ANIMAL_IDS,
  FIRST_TABLE_YEAR,
  LAST_TABLE_YEAR,
  chineseAnimalForDate,
  chineseAnimalForYear,
  chineseNewYearDate,
  chineseYearStart,
  icuChineseYear,
} from './chinese-new-year';

const TABLE_YEARS = Array.from(
  { length: LAST_TABLE_YEAR - FIRST_TABLE_YEAR + 1 },
  (_, index) => FIRST_TABLE_YEAR + index,
);

/** The years whose new moon falls within minutes of midnight in China, where ICU 78 is a day off. */
const ICU_MISDATED_YEARS = [1954, 2027, 2030];

describe('chineseAnimalForYear', () => {
  it('runs rat to pig from 1924 and repeats every twelve years', () => {
    expect(CHINESE_ANIMAL_IDS).toHaveLength(12);
    CHINESE_ANIMAL_IDS.forEach((animal, index) => {
      expect(chineseAnimalForYear(1924 + index), `${1924 + index}`).toBe(animal);
      expect(chineseAnimalForYear(2020 + index), `${2020 + index}`).toBe(animal);
      expect(chineseAnimalForYear(1900 + index), `${1900 + index}`).toBe(animal);
    });
  });
});

describe('lunarNewYearByAstronomy', () => {
  it.each([
    [1924, '1924-02-05'],
    // The new moon of 1984-12-22 falls on the solstice day itself and does not count.
    [1985, '1985-02-20'],
    [1990, '1990-01-27'],
    [1954, '1954-02-03'],
    [2026, '2026-02-17'],
    [2027, '2027-02-06'],
    [2030, '2030-02-03'],
    [2031, '2031-01-23'],
  ])('puts the %i new year on %s', (year, date) => {
    expect(lunarNewYearByAstronomy(year)).toBe(date);
  });
});

describe('chineseNewYearDate', () => {
  it('matches the sky for every year 1924–2031', () => {
    const wrong = TABLE_YEARS.filter(
      (year) => chineseNewYearDate(year) !== lunarNewYearByAstronomy(year),
    ).map((year) => `${year}: table ${chineseNewYearDate(year)}, sky ${lunarNewYearByAstronomy(year)}`);
    expect(wrong).toEqual([]);
  });

  it('knows nothing outside the table', () => {
    expect(chineseNewYearDate(FIRST_TABLE_YEAR - 1)).toBeNull();
    expect(chineseNewYearDate(LAST_TABLE_YEAR + 1)).toBeNull();
  });
});

describe('chineseYearStart', () => {
  it.each([
    ['1985-02-19', '1984-02-02'],
    ['1985-02-20', '1985-02-20'],
    ['2032-01-10', '2031-01-23'],
    ['2032-03-01', null],
    ['1924-01-10', null],
    ['2033-03-01', null],
    ['not a date', null],
  ])('%s belongs to the year that began on %s', (date, start) => {
    expect(chineseYearStart(date)).toBe(start);
  });
});

describe('chineseAnimalForDate', () => {
  it.each([
    ['1985-02-19', 'rat'],
    ['1985-02-20', 'ox'],
    ['1990-01-26', 'snake'],
    ['1990-01-27', 'horse'],
    ['2026-02-16', 'snake'],
    ['2026-02-17', 'horse'],
    ['2026-02-18', 'horse'],
    ['2000-01-15', 'rabbit'],
    ['2000-12-31', 'dragon'],
    // ICU 78 dates these a day off; the table follows the sky.
    ['1954-02-03', 'horse'],
    ['2027-02-06', 'goat'],
    ['2030-02-02', 'rooster'],
    ['2030-02-03', 'dog'],
    // Outside the table, ICU answers.
    ['1920-06-01', 'monkey'],
    ['2040-06-01', 'monkey'],
  ] as const)('%s is a %s', (date, animal) => {
    expect(chineseAnimalForDate(date)).toBe(animal);
  });

  it('agrees with the sky on the day before, of and after every new year, 1924–2031', () => {
    const disagreements: string[] = [];
    for (const year of TABLE_YEARS) {
      const newYear = lunarNewYearByAstronomy(year);
      const checks = [
        { date: addDays(newYear, -1), expected: chineseAnimalForYear(year - 1) },
        { date: newYear, expected: chineseAnimalForYear(year) },
        { date: addDays(newYear, 1), expected: chineseAnimalForYear(year) },
      ];
      for (const { date, expected } of checks) {
        const actual = chineseAnimalForDate(date);
        if (actual !== expected) disagreements.push(`${date}: rule says ${actual}, the sky says ${expected}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('is null for text that is not a date', () => {
    for (const text of ['', '1990-02-30', 'yesterday']) expect(chineseAnimalForDate(text), text).toBeNull();
  });

  it('is null outside the table when the runtime has no Chinese calendar', () => {
    expect(chineseAnimalForDate('1990-05-01', () => null)).toBeNull();
  });
});

describe('icuChineseYear', () => {
  it('reads the year the Chinese year began in', () => {
    expect(icuChineseYear('1985-02-19')).toBe(1984);
    expect(icuChineseYear('1985-02-20')).toBe(1985);
  });

  // Why the table exists. Should a newer ICU get these right, this stays green; a new
  // disagreement anywhere else fails it and deserves a look.
  it('disagrees with the sky only in the years the table corrects', () => {
    const icuNewYear = (year: number) =>
      Array.from({ length: 45 }, (_, index) => addDays(`${year}-01-10`, index)).find(
        (date) => icuChineseYear(date) === year,
      );
    const off = TABLE_YEARS.filter((year) => icuNewYear(year) !== lunarNewYearByAstronomy(year));
    expect(off.filter((year) => !ICU_MISDATED_YEARS.includes(year))).toEqual([]);
  });
});
