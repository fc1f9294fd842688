import { describe, expect, it } from 'vitest';
import { DEFAULT_LIBRARY_FILTERS, type LibraryFilters } from './library-filters';
import { MAX_SEARCH_LENGTH, filtersFromQuery, filtersToQuery } from './library-query';

const filters = (overrides: Partial<LibraryFilters>): LibraryFilters => ({
  ...DEFAULT_LIBRARY_FILTERS,
  ...overrides,
});

describe('the library filter query', () => {
  it('writes nothing for the default view, so the plain page URL stays clean', () => {
    expect(filtersToQuery(DEFAULT_LIBRARY_FILTERS)).toBe('');
    expect(filtersFromQuery('')).toEqual(DEFAULT_LIBRARY_FILTERS);
  });

  it('writes only what differs from the defaults, in a fixed order', () => {
    expect(
      filtersToQuery(filters({ sign: 'scorpio', level: 'Master', search: 'waite', category: 'alchemy' })),
    ).toBe('category=alchemy&q=waite&level=master&sign=scorpio');
    expect(filtersToQuery(filters({ level: 'Beginner' }))).toBe('level=beginner');
  });

  it.each<Partial<LibraryFilters>>([
    { category: 'hermetic' },
    { search: 'Thomas à Kempis & friends?' },
    { search: '  spaced  ' },
    { level: 'Intermediate', sign: 'libra' },
    { category: 'consciousness', search: 'james', level: 'Advanced', sign: 'aquarius' },
  ])('round-trips %j', (chosen) => {
    const original = filters(chosen);
    expect(filtersFromQuery(filtersToQuery(original))).toEqual(original);
    expect(filtersFromQuery(`?${filtersToQuery(original)}`)).toEqual(original);
    expect(filtersFromQuery(new URLSearchParams(filtersToQuery(original)))).toEqual(original);
  });

  it('reads levels, categories and signs whatever their case', () => {
    expect(filtersFromQuery('level=MASTER&category=Alchemy&sign=Pisces')).toEqual(
      filters({ level: 'Master', category: 'alchemy', sign: 'pisces' }),
    );
  });

  it('replaces each unknown value by its default and keeps the valid ones', () => {
    expect(filtersFromQuery('category=necromancy&q=breath&level=expert&sign=ophiuchus')).toEqual(
      filters({ search: 'breath' }),
    );
    expect(filtersFromQuery('category=alchemy&level=&sign=123')).toEqual(filters({ category: 'alchemy' }));
    expect(filtersFromQuery('category=all&level=all&sign=all')).toEqual(DEFAULT_LIBRARY_FILTERS);
    expect(filtersFromQuery('unrelated=1&utm_source=mail')).toEqual(DEFAULT_LIBRARY_FILTERS);
  });

  it('takes the first of repeated keys', () => {
    expect(filtersFromQuery('category=healing&category=alchemy')).toEqual(filters({ category: 'healing' }));
  });

  it('cuts an overlong search to the maximum in both directions', () => {
    const long = 'x'.repeat(MAX_SEARCH_LENGTH + 50);
    expect(filtersFromQuery(`q=${long}`).search).toHaveLength(MAX_SEARCH_LENGTH);
    expect(filtersFromQuery(filtersToQuery(filters({ search: long }))).search).toHaveLength(
      MAX_SEARCH_LENGTH,
    );
  });
});
