import { describe, expect, it } from 'vitest';
import { searchKey } from './search-key';

describe('searchKey', () => {
  it.each([
    ['São Paulo', 'sao paulo'],
    ['SAO-PAULO', 'sao paulo'],
    ['Zürich', 'zurich'],
    ['  New   York  ', 'new york'],
    ["Xi'an", 'xian'],
    ['Xi’an', 'xian'],
    ["L'Aquila", 'laquila'],
    ['St. Petersburg', 'st petersburg'],
    ['Straße', 'strasse'],
    ['Łódź', 'lodz'],
    ['Ærøskøbing', 'aeroskobing'],
    ['İstanbul', 'istanbul'],
    ['Москва', 'москва'],
    ['Zürich (Kreis 11)', 'zurich kreis 11'],
  ])('%s → %s', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });

  it('gives nothing for punctuation only', () => {
    expect(searchKey(' ,.- ')).toBe('');
  });
});
