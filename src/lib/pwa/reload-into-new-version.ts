import type { ApplyUpdate } from './service-worker-updates';

export interface ReloadOptions {
  container?: Pick<ServiceWorkerContainer, 'getRegistration' | 'addEventListener'>;
  reload?: () => void;
}

/**
 * What the prompt's Reload does: lets the waiting worker take over, then reloads once it
 * controls the page, so the page never runs old code against the new worker's caches (which no
 * longer hold the old chunks). vite-plugin-pwa reloads by itself only when the page already had
 * a worker when it loaded; on the first visit's page, whose worker arrived later, it would not.
 * If another tab let the new version in already, nothing waits: reload straight away.
 */
export function reloadIntoNewVersion(
  activateWaiting: ApplyUpdate,
  { container = navigator.serviceWorker, reload = () => window.location.reload() }: ReloadOptions = {},
): () => Promise<void> {
  return async () => {
    const registration = await container.getRegistration();
    if (!registration?.waiting) {
      reload();
      return;
    }
    container.addEventListener('controllerchange', () => reload(), { once: true });
    await activateWaiting();
  };
}
