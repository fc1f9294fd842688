import { describe, expect, it } from 'vitest';
import { nextEclipse } from './next-eclipse';

describe('nextEclipse', () => {
  it('finds the total solar eclipse of 12 August 2026 from the start of that month', () => {
    expect(nextEclipse(new Date('2026-08-01T00:00:00Z'))).toMatchObject({
      type: 'solar-eclipse',
      kind: 'total',
      sign: 'leo',
    });
    expect(nextEclipse(new Date('2026-08-01T00:00:00Z')).utc.slice(0, 10)).toBe('2026-08-12');
  });

  it('searches once per instant: every sign of a day shares the answer', () => {
    const from = new Date('2026-11-23T00:00:00Z');
    const first = nextEclipse(from);
    expect(nextEclipse(new Date(from))).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(nextEclipse(new Date('2026-11-24T00:00:00Z'))).not.toBe(first);
  });
});
