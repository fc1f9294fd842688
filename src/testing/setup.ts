import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { markBrowserDrawsAlone } from '@/lib/hydration/use-hydrated';
import { loadProfileRules } from '@/lib/profile/profile-store';

// The browser loads the profile's rules (zod) when first needed; tests have them from the start,
// so a profile change applies at once, as it does in the browser once they are loaded.
await loadProfileRules();

// Components render as on a page the browser draws itself; hydration tests reset the modules.
markBrowserDrawsAlone();

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// Each test starts with an empty browser store (the profile and sound setting live there).
beforeEach(() => {
  localStorage.clear();
});

/**
 * Every media query answers "no" (no reduced motion, narrow screen), whatever the host, so
 * tests are repeatable; a test can still override it with vi.spyOn(window, 'matchMedia').
 */
function matchNothing(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  };
}
Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchNothing });
