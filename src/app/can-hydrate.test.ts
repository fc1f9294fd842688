import { describe, expect, it } from 'vitest';
import { canHydrate } from './can-hydrate';

describe('canHydrate', () => {
  it('adopts the prerendered HTML of this very path, with or without a trailing slash', () => {
    expect(canHydrate('/daily', { pathname: '/daily', search: '' })).toBe(true);
    expect(canHydrate('/daily', { pathname: '/daily/', search: '' })).toBe(true);
    expect(canHydrate('/', { pathname: '/', search: '' })).toBe(true);
  });

  it('draws afresh over another page’s HTML, a query, or no prerendered HTML at all', () => {
    expect(canHydrate('/404', { pathname: '/no-such-page', search: '' })).toBe(false);
    expect(canHydrate('/', { pathname: '/daily', search: '' })).toBe(false);
    expect(
      canHydrate('/mystical-library', { pathname: '/mystical-library', search: '?category=tarot' }),
    ).toBe(false);
    expect(canHydrate(undefined, { pathname: '/', search: '' })).toBe(false);
  });
});
