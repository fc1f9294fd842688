import { describe, expect, it } from 'vitest';
import { createCpuQueue } from './cpu-queue';

const busyFor = (milliseconds: number) => {
  const until = Date.now() + milliseconds;
  while (Date.now() < until) {
    // Burn CPU like a scan does.
  }
};

describe('createCpuQueue', () => {
  it('runs work one piece at a time, in order', async () => {
    const queue = createCpuQueue(10);
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((index) => queue.run(() => order.push(index))));
    expect(order).toEqual([1, 2, 3]);
  });

  it('lets other callbacks run between pieces, so a light request waits at most one piece', async () => {
    const queue = createCpuQueue(100);
    const pieces = Array.from({ length: 10 }, () => queue.run(() => busyFor(20)));
    const started = Date.now();
    const lightRequest = new Promise<number>((resolve) => setTimeout(() => resolve(Date.now() - started), 0));
    const waited = await lightRequest;
    await Promise.all(pieces);
    // Without the turns between pieces the light request would wait for all ten (200 ms).
    expect(waited).toBeLessThan(120);
  });

  it('refuses work past its bound and recovers once pieces finish', async () => {
    const queue = createCpuQueue(2);
    const first = queue.run(() => 1);
    const second = queue.run(() => 2);
    expect(queue.run(() => 3)).toBeNull();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(await queue.run(() => 4)).toBe(4);
  });

  it('keeps going after a piece throws', async () => {
    const queue = createCpuQueue(5);
    const failing = queue.run(() => {
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    expect(await queue.run(() => 'next')).toBe('next');
    expect(queue.pending).toBe(0);
  });
});
