/**
 * wouter imports `use-sync-external-store/shim` to support React 17 and older. React 19 has the
 * hook built in, so the build points that import here (vite.config.ts) rather than shipping the
 * shim's fallback and its CommonJS wrapper on every first visit.
 */
export { useSyncExternalStore } from 'react';
