import { useEffect, useSyncExternalStore } from 'react';
import { registerServiceWorker } from '@/lib/pwa/register-service-worker';
import { type ServiceWorkerUpdates, serviceWorkerUpdates } from '@/lib/pwa/service-worker-updates';

export interface UpdatePromptProps {
  updates?: ServiceWorkerUpdates;
  register?: () => void;
}

// Before hydration and on the prerendered page nothing is waiting.
const nothingWaiting = () => false;

/**
 * Says so when a new version of the app has been installed and waits to take over, with a
 * choice to reload into it now or later. It never blocks the page: the banner sits above the
 * tab bar and takes no focus, and the live region it lives in is always there, so a screen
 * reader hears the message when it appears. Mounting it registers the service worker.
 */
export function UpdatePrompt({
  updates = serviceWorkerUpdates,
  register = registerServiceWorker,
}: UpdatePromptProps) {
  useEffect(() => register(), [register]);
  const waiting = useSyncExternalStore(updates.subscribe, updates.isWaiting, nothingWaiting);

  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 flex justify-center px-4 md:bottom-6"
    >
      {waiting ? (
        <div className="glass-card pointer-events-auto flex max-w-md flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm text-violet-50 motion-safe:animate-[fade-in_200ms_ease-out]">
          <p className="min-w-0 flex-1">A new version of Cosmic Guide is ready.</p>
          <div className="flex gap-2">
            <button
              type="button"
              className="button-primary min-h-11 px-4 py-2"
              onClick={() => void updates.accept()}
            >
              Reload
            </button>
            <button
              type="button"
              className="min-h-11 rounded-full border border-white/20 px-4 py-2 font-semibold text-violet-100 hover:bg-white/10"
              onClick={updates.dismiss}
            >
              Later
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
