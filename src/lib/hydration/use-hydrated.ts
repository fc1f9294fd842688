import { startTransition, useEffect, useState } from 'react';

/**
 * Whether this browser has finished hydrating the prerendered page: set once, for good, when
 * the page itself has hydrated (RoutePage's effect), or at once by src/main.tsx when the page is
 * drawn afresh instead (createRoot has nothing to match). Not by the shell's effects: React
 * hydrates the page's Suspense boundary after the shell commits, and the page must still see
 * false while it hydrates.
 */
let hydrationDone = false;

/** The page is rendered, not hydrated (src/main.tsx), or its hydration is done (RoutePage). */
export function markHydrationDone(): void {
  hydrationDone = true;
}

/**
 * False while a page is prerendered at build time and while the browser hydrates that HTML;
 * true afterwards, and from the start for everything mounted later (a client-side navigation).
 * Anything that only the visitor's browser knows (the clock, the stored profile, a random sky)
 * renders its prerendered form first, so the hydrated markup matches the HTML exactly.
 *
 * The switch is a transition, not useSyncExternalStore's server snapshot: that one re-renders
 * every subscriber synchronously right after hydration, one long task on a phone; a transition
 * renders in slices the browser can interrupt for input.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => hydrationDone);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
