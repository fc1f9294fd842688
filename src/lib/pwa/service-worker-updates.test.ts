import { describe, expect, it, vi } from 'vitest';
import { createServiceWorkerUpdates } from './service-worker-updates';

describe('service worker updates', () => {
  it('waits once a new version is offered, and tells its subscribers', () => {
    const updates = createServiceWorkerUpdates();
    const listener = vi.fn();
    const unsubscribe = updates.subscribe(listener);
    expect(updates.isWaiting()).toBe(false);
    updates.offer(vi.fn(async () => undefined));
    expect(updates.isWaiting()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    updates.dismiss();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('activates the waiting version with a reload when accepted, once', async () => {
    const updates = createServiceWorkerUpdates();
    const apply = vi.fn(async () => undefined);
    updates.offer(apply);
    await updates.accept();
    await updates.accept();
    expect(apply.mock.calls).toEqual([[]]);
    expect(updates.isWaiting()).toBe(false);
  });

  it('forgets the offer when dismissed, without activating anything', async () => {
    const updates = createServiceWorkerUpdates();
    const apply = vi.fn(async () => undefined);
    updates.offer(apply);
    updates.dismiss();
    await updates.accept();
    expect(updates.isWaiting()).toBe(false);
    expect(apply).not.toHaveBeenCalled();
  });
});
