import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, lookUpTimeZone } from './time-zone-name';

describe('lookUpTimeZone', () => {
  it('gives the IANA spelling of a zone in any case', () => {
    expect(lookUpTimeZone('europe/paris')).toBe('Europe/Paris');
    expect(lookUpTimeZone('America/New_York')).toBe('America/New_York');
  });

  it('refuses offsets, unknown names, empty and overlong text', () => {
    for (const name of ['+05:30', 'Mars/Olympus_Mons', '', 'A'.repeat(65)])
      expect(isKnownTimeZone(name), name).toBe(false);
  });
});
