/** Lets the waiting worker take over (the page reloads once it controls it). */
export type ApplyUpdate = () => Promise<void>;

/**
 * Whether a new version of the app waits to take over, as a store React reads with
 * useSyncExternalStore. Kept apart from the registration so the prompt can be shown (and
 * tested) without a service worker, and so registering costs the first page nothing.
 */
export interface ServiceWorkerUpdates {
  subscribe(listener: () => void): () => void;
  /** True while a new version is installed and waiting for the visitor's yes. */
  isWaiting(): boolean;
  /** Called when a new worker is waiting; `apply` hands it control and reloads the page. */
  offer(apply: ApplyUpdate): void;
  /** Reloads into the new version. */
  accept(): Promise<void>;
  /** Hides the prompt; the new version still takes over once every tab of the app has closed. */
  dismiss(): void;
}

export function createServiceWorkerUpdates(): ServiceWorkerUpdates {
  const listeners = new Set<() => void>();
  let waiting: ApplyUpdate | undefined;
  const set = (next: ApplyUpdate | undefined) => {
    waiting = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isWaiting: () => waiting !== undefined,
    offer: (apply) => set(apply),
    async accept() {
      const apply = waiting;
      set(undefined);
      await apply?.();
    },
    dismiss: () => set(undefined),
  };
}

/** The app's one store: the registration feeds it, the update prompt reads it. */
export const serviceWorkerUpdates = createServiceWorkerUpdates();
