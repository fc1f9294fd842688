import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while a page is prerendered at build time and while the browser hydrates that HTML;
 * true from the render right after. Anything that only the visitor's browser knows (the clock,
 * the stored profile, a random sky) renders its server form first, so the hydrated markup
 * matches the prerendered one exactly, then switches in the same frame React commits the
 * hydration. Pages rendered on the client alone (later navigations) see true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
