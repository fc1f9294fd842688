import { useDeferredValue, useEffect, useState } from 'react';

/**
 * Whether a component that mounts now is drawn by the browser alone (a later navigation, or a
 * page that was not prerendered) rather than prerendered or hydrated. False until the first
 * hydration is over: prerendering at build time and hydrating must both draw the server form.
 */
let browserDrawsAlone = false;

/** For a page the browser renders from scratch (src/main.tsx's createRoot path, and tests). */
export function markBrowserDrawsAlone(): void {
  browserDrawsAlone = true;
}

/**
 * Rendered beside the page, inside the Suspense boundary that waits for the page's chunk: that
 * boundary hydrates last (after the shell around it has committed), and this effect runs once it
 * has, so every hydrated component has read the flag by then and later mounts see true.
 */
export function HydrationDone(): null {
  useEffect(markBrowserDrawsAlone, []);
  return null;
}

/**
 * False while a page is prerendered at build time and while the browser hydrates that HTML;
 * true from the render right after. Anything that only the visitor's browser knows (the clock,
 * the stored profile, a random sky) renders its server form first, so the hydrated markup
 * matches the prerendered one exactly, then switches. Pages the browser draws alone (later
 * navigations) see true at once.
 *
 * The switch after hydration is a deferred, interruptible render (useDeferredValue with an
 * initial value), not a synchronous one: useSyncExternalStore with a different server snapshot,
 * used here before, re-rendered every hydrated reader in one blocking task as hydration ended,
 * the longest task of the birth chart's load.
 */
export function useHydrated(): boolean {
  return useDeferredValue(true, useDrawnByBrowserAlone() ? undefined : false);
}

/**
 * Whether this component mounted on a page the browser drew alone (a later navigation), rather
 * than in the prerendered page it hydrated. Fixed at mount.
 */
export function useDrawnByBrowserAlone(): boolean {
  const [drawnAlone] = useState(() => browserDrawsAlone);
  return drawnAlone;
}
