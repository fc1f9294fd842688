import { startOfflineCopy } from './offline-copy';
import { reloadIntoNewVersion } from './reload-into-new-version';
import { type ApplyUpdate, type ServiceWorkerUpdates, serviceWorkerUpdates } from './service-worker-updates';

/** An app left open for days (an installed one often is) still hears of a new version. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The worker vite-plugin-pwa writes at the root of the build (tooling/service-worker.ts). */
const SERVICE_WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;

/** The parts of the browser's service-worker API the registration uses, so tests can stand in. */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'register' | 'controller'>;

export interface RegistrationOptions {
  updates?: ServiceWorkerUpdates;
  container?: WorkerContainer;
  /**
   * Only the built app has a service worker; the dev server and happy-dom tests have none, and
   * a browser without service workers simply stays online-only.
   */
  enabled?: boolean;
  /** Stores what the precache leaves out (./offline-copy.ts); told whether a worker controlled the page at its start. */
  keepOfflineCopy?: (controlledAtStart: boolean) => void;
}

let registered = false;

/**
 * Registers the service worker once the page has loaded, so its code and the precache
 * downloads it starts never compete with the first paint. A new version waiting to take over
 * is offered through `updates`, which the update prompt shows.
 *
 * Written against the browser's own API rather than vite-plugin-pwa's `registerSW`: that
 * brings workbox-window, about 2.5 KB compressed on every first visit (issue 12's budget is
 * 100 KiB for all of it), to do the three things below: register, notice a worker that
 * installed while an older one controls the page, and tell it to take over. The worker
 * Workbox generates takes over when it receives `{ type: 'SKIP_WAITING' }`.
 */
export function registerServiceWorker({
  updates = serviceWorkerUpdates,
  container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  enabled = import.meta.env.PROD && container !== undefined,
  keepOfflineCopy = startOfflineCopy,
}: RegistrationOptions = {}): void {
  if (!enabled || !container || registered) return;
  registered = true;

  const controlledAtStart = container.controller !== null;
  const start = () =>
    void watchForUpdates(container, updates)
      .then(() => keepOfflineCopy(controlledAtStart))
      .catch(warnNoOffline);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function watchForUpdates(container: WorkerContainer, updates: ServiceWorkerUpdates): Promise<void> {
  const registration = await container.register(SERVICE_WORKER_URL, { scope: import.meta.env.BASE_URL });
  const activateWaiting: ApplyUpdate = async () => {
    registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
  };
  // A worker that installs while none controls the page is the first one: it takes over by
  // itself (clientsClaim), and there is nothing to ask about. One that finds an older worker
  // in control waits for the visitor's yes.
  const offerIfWaiting = () => {
    if (registration.waiting && container.controller) {
      updates.offer(reloadIntoNewVersion(activateWaiting));
    }
  };
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfWaiting();
    });
  });
  // A version may have installed during an earlier visit and still be waiting.
  offerIfWaiting();
  // Offline, the check fails; the next one tries again.
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
}

function warnNoOffline(error: unknown): void {
  console.warn('The service worker could not be registered, so the app will not open offline:', error);
}
