import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

/**
 * Stands in for vite-plugin-pwa's `virtual:pwa-register` in unit tests, which run without the
 * plugin that makes it. Tests never register a service worker (happy-dom has none, and
 * `registerServiceWorker` is off outside the build), so calling it is a mistake worth a message.
 */
export function registerSW(_options?: RegisterSWOptions): (reloadPage?: boolean) => Promise<void> {
  throw new Error('No service worker in unit tests: pass registerServiceWorker a loadRegister instead.');
}
