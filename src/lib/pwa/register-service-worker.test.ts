import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { createServiceWorkerUpdates } from './service-worker-updates';

afterEach(() => {
  vi.resetModules();
  vi.restoreAllMocks();
});

/** A stand-in for vite-plugin-pwa's registerSW that records the callbacks it was given. */
function fakeRegister() {
  const apply = vi.fn(async () => undefined);
  const calls: RegisterSWOptions[] = [];
  const registerSW = vi.fn((options: RegisterSWOptions) => {
    calls.push(options);
    return apply;
  });
  return { apply, calls, registerSW, loadRegister: vi.fn(async () => registerSW) };
}

const freshModule = () => import('./register-service-worker');

describe('registerServiceWorker', () => {
  it('does nothing where there is no service worker to register', async () => {
    const { registerServiceWorker } = await freshModule();
    const fake = fakeRegister();
    registerServiceWorker({ loadRegister: fake.loadRegister });
    await Promise.resolve();
    expect(fake.loadRegister).not.toHaveBeenCalled();
  });

  it('waits for the page to finish loading before fetching the registration code', async () => {
    const { registerServiceWorker } = await freshModule();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const fake = fakeRegister();
    registerServiceWorker({ loadRegister: fake.loadRegister, enabled: true });
    await Promise.resolve();
    expect(fake.loadRegister).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(fake.registerSW).toHaveBeenCalledTimes(1));
  });

  it('registers once, and offers a waiting version to the update prompt', async () => {
    const { registerServiceWorker } = await freshModule();
    const updates = createServiceWorkerUpdates();
    const fake = fakeRegister();
    registerServiceWorker({ updates, loadRegister: fake.loadRegister, enabled: true });
    registerServiceWorker({ updates, loadRegister: fake.loadRegister, enabled: true });
    await vi.waitFor(() => expect(fake.registerSW).toHaveBeenCalledTimes(1));
    expect(updates.isWaiting()).toBe(false);
    fake.calls[0]?.onNeedRefresh?.();
    expect(updates.isWaiting()).toBe(true);
    // Accepting goes through reloadIntoNewVersion (tested on its own), which asks the container.
    expect(fake.apply).not.toHaveBeenCalled();
  });

  it('warns, and leaves the page working, when registration fails', async () => {
    const { registerServiceWorker } = await freshModule();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerServiceWorker({ loadRegister: () => Promise.reject(new Error('offline')), enabled: true });
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('not open offline'), expect.any(Error)),
    );
  });
});
