import { describe, expect, it } from 'vitest';
import { caseSpelling, spellingCount } from './zone-spellings';

const ZONE = 'America/Argentina/Buenos_Aires';

describe('caseSpelling', () => {
  it('gives 20,000 different spellings of the same name', () => {
    const spellings = Array.from({ length: 20_000 }, (_, index) => caseSpelling(ZONE, index));
    expect(new Set(spellings).size).toBe(20_000);
    expect(new Set(spellings.map((spelling) => spelling.toLowerCase()))).toEqual(
      new Set([ZONE.toLowerCase()]),
    );
  });

  it('keeps slashes and underscores where they were', () => {
    expect(caseSpelling(ZONE, 0)).toBe('america/argentina/buenos_aires');
    expect(caseSpelling('Europe/Paris', 1)).toBe('Europe/paris');
  });

  it('counts the spellings a name allows', () => {
    expect(spellingCount('Etc/UTC')).toBe(2 ** 6);
    expect(spellingCount(ZONE)).toBeGreaterThan(20_000);
  });
});
