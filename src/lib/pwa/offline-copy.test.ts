import { describe, expect, it, vi } from 'vitest';
import { ASSET_CACHE, PAGE_CACHE, keepThisPage, mayWarmUp, warmUpOfflineCopy } from './offline-copy';

/** Cache Storage standing in for the browser's: what each cache was asked to add. */
function fakeCaches(alreadyKept: string[] = []) {
  const added = new Map<string, string[]>();
  const storage = {
    open: vi.fn(async (name: string) => ({
      match: async (url: string) => (alreadyKept.includes(url) ? new Response('') : undefined),
      add: async (url: string) => {
        added.set(name, [...(added.get(name) ?? []), url]);
      },
    })),
  } as unknown as CacheStorage;
  return { storage, added };
}

describe('mayWarmUp', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '4g', type: 'wifi' }, true],
    [{ effectiveType: '4g', saveData: true }, false],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', type: 'cellular' }, false],
  ])('on %o: %s', (connection, expected) => {
    expect(mayWarmUp(connection)).toBe(expected);
  });
});

describe('keepThisPage', () => {
  it('keeps the page and the hashed files it loaded from its own origin, nothing else', async () => {
    const { storage, added } = fakeCaches(['/assets/kept-1.js']);
    await keepThisPage(
      storage,
      [
        `${location.origin}/assets/first-visit-1.js`,
        `${location.origin}/assets/kept-1.js`,
        `${location.origin}/api/sky/now`,
        'https://elsewhere.example/assets/x.js',
      ],
      '/daily',
    );
    expect(added.get(ASSET_CACHE)).toEqual(['/assets/first-visit-1.js']);
    expect(added.get(PAGE_CACHE)).toEqual(['/daily']);
  });
});

describe('warmUpOfflineCopy', () => {
  it('fetches every listed file and page not kept yet', async () => {
    const { storage, added } = fakeCaches(['/assets/a.js', '/']);
    await warmUpOfflineCopy(storage, async () => ({
      assets: ['/assets/a.js', '/assets/b.js'],
      pages: ['/', '/tarot'],
    }));
    expect(added.get(ASSET_CACHE)).toEqual(['/assets/b.js']);
    expect(added.get(PAGE_CACHE)).toEqual(['/tarot']);
  });
});
