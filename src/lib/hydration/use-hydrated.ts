import { startTransition, useEffect, useState } from 'react';

/**
 * Whether this browser has finished hydrating the prerendered page. Set once, for good, by the
 * first component that sees hydration committed, or at once by src/main.tsx when the page is
 * drawn afresh instead (createRoot has nothing to match).
 */
let hydrationDone = false;

/** For src/main.tsx: the page is rendered, not hydrated, so browser values may show at once. */
export function markRenderedInBrowser(): void {
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
    hydrationDone = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
