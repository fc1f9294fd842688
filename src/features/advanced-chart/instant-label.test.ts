import { describe, expect, it } from 'vitest';
import { instantLabel } from './instant-label';

describe('instantLabel', () => {
  it('gives the minute on the place’s clock and in UTC', () => {
    expect(instantLabel('2026-03-03T13:07:42.123Z', 'Europe/Paris')).toBe(
      'Mar 3, 2026, 14:07 GMT+1 / Mar 3, 2026, 13:07 UTC',
    );
  });

  it('crosses the date line with the zone', () => {
    expect(instantLabel('2026-07-31T22:30:00Z', 'Asia/Tokyo')).toMatch(
      /^Aug 1, 2026, 07:30 GMT\+9 \/ Jul 31, 2026, 22:30 UTC$/,
    );
  });

  it('falls back to the visitor’s clock without a zone and says so', () => {
    expect(instantLabel('2026-03-03T13:07:00Z')).toMatch(/\(your time\) \/ Mar 3, 2026, 13:07 UTC$/);
  });
});
