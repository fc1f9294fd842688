import type { RouteId } from './paths';

/**
 * What a page loads lazily but must still run when the network goes after it has opened (the
 * birth chart promises a chart and its reading offline). The prerender step lists these
 * modules, and what they import, in the page's own HTML, and the browser prefetches them once
 * the page has loaded (src/lib/pwa/offline-files.ts): it keeps them, and runs none of them until
 * they are needed. Importing them on mount
 * instead ran them all during the page's load (the longest tasks of the birth chart's load).
 * Pages opened by a later navigation import them on mount (see useDrawnByBrowserAlone).
 *
 * Source paths from the project root, as the build manifest names them. Type imports only: the
 * build reads this file too.
 */
export const offlineModules: Readonly<Partial<Record<RouteId, readonly string[]>>> = {
  birthChart: [
    'core/sky/chart.ts',
    'core/sky/astrologer-chart.ts',
    'src/features/birth-chart/chart-result.tsx',
    'core/features/offline-composer-loaders.ts',
    'core/features/birth-chart/offline-reading.ts',
    // The profile's rules: a cast chart counts as a reading, saved to the profile.
    'core/profile/profile.ts',
  ],
  // The scan falls back to the page when its worker cannot start, and a transit's reading is
  // composed on the device when the server cannot be reached.
  mySky: [
    'core/sky/transits/personal-sky.ts',
    'core/features/offline-composer-loaders.ts',
    'core/features/my-sky/offline-reading.ts',
  ],
};
