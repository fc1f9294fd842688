import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('imports once and gives every caller the same promise', async () => {
    const importer = vi.fn(async () => ({ value: 1 }));
    const load = loadOnce(importer);
    const first = load();
    expect(load()).toBe(first);
    await expect(first).resolves.toEqual({ value: 1 });
    await load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('loaded');
    const load = loadOnce(importer);
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('loaded');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
