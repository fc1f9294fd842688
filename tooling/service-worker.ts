import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The offline chunk that composes readings in the browser is about 620 kB before compression;
 * Workbox skips (with only a build warning) any file over its limit, which would leave the
 * readings that must work offline out of the cache. Room for that chunk to double.
 */
const LARGEST_PRECACHED_FILE_BYTES = 3 * 1024 * 1024;

/**
 * The service worker (ADR 0012): Workbox precaches the whole built client (shell, every route's
 * chunk, the prerendered pages, icons and manifest) so the app opens and navigates with the
 * network off, and routes nothing under /api, so a reading always comes from the server or,
 * failing that, from the composer in the page: never from a stored answer of another day.
 * It waits to take over until the visitor accepts the update prompt (`registerType: 'prompt'`),
 * and is registered by `src/lib/pwa/` after the page has loaded, never by an inline script.
 */
export function serviceWorker(): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    // public/manifest.webmanifest is the one manifest; index.html links it.
    manifest: false,
    includeManifestIcons: false,
    workbox: {
      // Only the files themselves: their .br/.gz siblings are the server's business.
      globPatterns: ['**/*.{html,js,css,svg,png,webmanifest,woff2}'],
      maximumFileSizeToCacheInBytes: LARGEST_PRECACHED_FILE_BYTES,
      // Their names already change with their content: no revision query needed.
      dontCacheBustURLsMatching: /^assets\//,
      // / → index.html; /daily → daily.html comes from Workbox's precache route, whose
      // cleanURLs (on by default, not a build option) tries the .html of a page-like path.
      directoryIndex: 'index.html',
      // The library keeps its filters in the query (/mystical-library?level=…): same page.
      ignoreURLParametersMatching: [/.*/],
      // Any other navigation gets the shell, whose router draws the page or the not-found one.
      navigateFallback: 'index.html',
      // Never the API (a navigation there wants JSON, not the shell), nor a file such as
      // /robots.txt: only page-like paths and .html are pages.
      navigateFallbackDenylist: [/^\/api(?:\/|$)/, /\/[^/]*\.(?!html$)[^/.]+$/],
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // No runtimeCaching: nothing beyond the precache is stored, the API least of all.
      runtimeCaching: [],
    },
  });
}
