/// <reference types="vite-plugin-pwa/vanillajs" />
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { reloadIntoNewVersion } from './reload-into-new-version';
import { type ApplyUpdate, type ServiceWorkerUpdates, serviceWorkerUpdates } from './service-worker-updates';

type RegisterSW = (options: RegisterSWOptions) => ApplyUpdate;

/** An app left open for days (an installed one often is) still hears of a new version. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface RegistrationOptions {
  updates?: ServiceWorkerUpdates;
  /** vite-plugin-pwa's registerSW, fetched with workbox-window in a chunk of their own. */
  loadRegister?: () => Promise<RegisterSW>;
  /**
   * Only the built app has a service worker; the dev server and happy-dom tests have none, and
   * a browser without service workers simply stays online-only.
   */
  enabled?: boolean;
}

let registered = false;

/**
 * Registers the service worker once the page has loaded, so its code and the precache
 * downloads it starts never compete with the first paint. A new version waiting to take over
 * is offered through `updates`, which the update prompt shows.
 */
export function registerServiceWorker({
  updates = serviceWorkerUpdates,
  loadRegister = () => import('virtual:pwa-register').then((module) => module.registerSW),
  enabled = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
}: RegistrationOptions = {}): void {
  if (!enabled || registered) return;
  registered = true;

  const register = async () => {
    const registerSW = await loadRegister();
    const activateWaiting: ApplyUpdate = registerSW({
      onNeedRefresh: () => updates.offer(reloadIntoNewVersion(activateWaiting)),
      onRegisteredSW: (_url, registration) => {
        if (!registration) return;
        // Offline, the check fails; the next one tries again.
        setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
      },
      onRegisterError: (error: unknown) => warnNoOffline(error),
    });
  };
  const start = () => void register().catch(warnNoOffline);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function warnNoOffline(error: unknown): void {
  console.warn('The service worker could not be registered, so the app will not open offline:', error);
}
