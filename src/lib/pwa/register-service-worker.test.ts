import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkerContainer } from './register-service-worker';
import { createServiceWorkerUpdates } from './service-worker-updates';

afterEach(() => {
  vi.resetModules();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A worker with a state that can change, like the browser's. */
class FakeWorker extends EventTarget {
  postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A registration and container standing in for the browser's, with the page in a chosen state. */
function fakeBrowser({ controlled = true, waiting }: { controlled?: boolean; waiting?: FakeWorker } = {}) {
  const registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: waiting ?? (null as FakeWorker | null),
    update: vi.fn(async () => undefined),
  });
  const container = {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(async () => registration as unknown as ServiceWorkerRegistration),
  } satisfies WorkerContainer;
  /** What the browser does when it finds and installs a new version. */
  const installNewVersion = () => {
    const worker = new FakeWorker('installing');
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    registration.installing = null;
    registration.waiting = worker;
    worker.moveTo('installed');
    return worker;
  };
  return { container, registration, installNewVersion };
}

const freshModule = () => import('./register-service-worker');

describe('registerServiceWorker', () => {
  it('does nothing where there is no service worker to register', async () => {
    const { registerServiceWorker } = await freshModule();
    const browser = fakeBrowser();
    registerServiceWorker({ container: browser.container });
    await Promise.resolve();
    expect(browser.container.register).not.toHaveBeenCalled();
  });

  it.each([true, false])(
    'once registered, starts the offline copy, told whether a worker controlled the page (%s)',
    async (controlled) => {
      const { registerServiceWorker } = await freshModule();
      const browser = fakeBrowser({ controlled });
      const keepOfflineCopy = vi.fn();
      registerServiceWorker({ container: browser.container, enabled: true, keepOfflineCopy });
      await vi.waitFor(() => expect(keepOfflineCopy).toHaveBeenCalledWith(controlled));
    },
  );

  it('waits for the page to finish loading before registering, and registers once', async () => {
    const { registerServiceWorker } = await freshModule();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const browser = fakeBrowser();
    registerServiceWorker({ container: browser.container, enabled: true });
    registerServiceWorker({ container: browser.container, enabled: true });
    await Promise.resolve();
    expect(browser.container.register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(browser.container.register).toHaveBeenCalledTimes(1));
    expect(browser.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('offers a version that installs while an older one controls the page, and hands it control on yes', async () => {
    const { registerServiceWorker } = await freshModule();
    const updates = createServiceWorkerUpdates();
    const browser = fakeBrowser();
    registerServiceWorker({ updates, container: browser.container, enabled: true });
    await vi.waitFor(() => expect(browser.container.register).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(updates.isWaiting()).toBe(false);
    // Accepting goes through reloadIntoNewVersion (tested on its own), which asks the page's
    // container for the waiting worker and reloads when it takes control.
    vi.stubGlobal('navigator', {
      serviceWorker: {
        getRegistration: async () => browser.registration,
        addEventListener: () => undefined,
      },
    });
    const worker = browser.installNewVersion();
    expect(updates.isWaiting()).toBe(true);
    await updates.accept();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('offers a version left waiting by an earlier visit', async () => {
    const { registerServiceWorker } = await freshModule();
    const updates = createServiceWorkerUpdates();
    const browser = fakeBrowser({ waiting: new FakeWorker('installed') });
    registerServiceWorker({ updates, container: browser.container, enabled: true });
    await vi.waitFor(() => expect(updates.isWaiting()).toBe(true));
  });

  it('asks nothing when the first version installs: it takes over by itself', async () => {
    const { registerServiceWorker } = await freshModule();
    const updates = createServiceWorkerUpdates();
    const browser = fakeBrowser({ controlled: false });
    registerServiceWorker({ updates, container: browser.container, enabled: true });
    await vi.waitFor(() => expect(browser.container.register).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    browser.installNewVersion();
    expect(updates.isWaiting()).toBe(false);
  });

  it('warns, and leaves the page working, when registration fails', async () => {
    const { registerServiceWorker } = await freshModule();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const container = { controller: null, register: vi.fn(() => Promise.reject(new Error('offline'))) };
    registerServiceWorker({ container, enabled: true });
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('not open offline'), expect.any(Error)),
    );
  });
});
