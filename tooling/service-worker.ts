import { readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  ASSET_CACHE,
  OFFLINE_FILE_LIST_URL,
  type OfflineFileList,
  PAGE_CACHE,
} from '../src/lib/pwa/offline-copy';

/**
 * The offline chunk that composes readings in the browser is about 620 kB before compression;
 * Workbox skips (with only a build warning) any file over its limit. Room for it to double.
 */
const LARGEST_PRECACHED_FILE_BYTES = 3 * 1024 * 1024;

/**
 * What the worker installs with (issue 27: the whole build was 833 KiB in 201 requests on a
 * first visit): the shell every route opens from offline, the entry and the first-visit chunk
 * with its stylesheet (both already in the browser's HTTP cache by then), the manifest and the
 * favicon, and the code that composes a reading on the device (its loaders; each feature's
 * sentence banks are kept when its page is used, src/lib/pwa/offline-copy.ts). No PNG icon:
 * the manifest still names the 192 and 512 px icons installing needs, and the system keeps its
 * own copy of the one it installs.
 */
export const SHELL_PATTERNS = [
  'index.html',
  'manifest.webmanifest',
  'favicon.svg',
  'assets/index-*.js',
  'assets/rolldown-runtime-*.js',
  'assets/first-visit-*.{js,css}',
  'assets/offline-composer-loaders-*.js',
  'assets/compose-locally-*.js',
];

/** What the idle warm-up may fetch: everything a page runs or shows, not the icons installing uses. */
const OFFLINE_FILE = /\.(?:js|css|svg|woff2)$/;

/**
 * Writes `offline-files.json` beside the worker: every script, stylesheet and page of the build,
 * for the idle warm-up (src/lib/pwa/offline-copy.ts). It runs after the prerender has written
 * the pages, so they are listed by the paths their navigations use.
 */
function offlineFileList(): Plugin {
  let outDir = '';
  return {
    name: 'cosmic-guide:offline-file-list',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).map((file) => file.replaceAll('\\', '/'));
      if (!files.includes('index.html')) return; // the prerender's own nested build
      const list: OfflineFileList = {
        assets: files
          .filter((file) => file.startsWith('assets/') && OFFLINE_FILE.test(file))
          .map((file) => `/${file}`),
        pages: files
          .filter((file) => file.endsWith('.html') && !file.includes('/') && file !== '404.html')
          .map((file) => (file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`)),
      };
      await writeFile(join(outDir, OFFLINE_FILE_LIST_URL), JSON.stringify(list));
    },
  };
}

/**
 * The service worker (ADR 0012): Workbox precaches the shell (above) and keeps each page and
 * file as it is fetched, so a visited page opens offline and any other route opens as the
 * shell, whose router draws it. It routes nothing under /api, so a reading always comes from
 * the server or, failing that, from the composer in the page: never from a stored answer of
 * another day. It waits to take over until the visitor accepts the update prompt
 * (`registerType: 'prompt'`), and is registered by `src/lib/pwa/` after the page has loaded.
 */
export function serviceWorker(): PluginOption {
  return [
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      // public/manifest.webmanifest is the one manifest; index.html links it.
      manifest: false,
      includeManifestIcons: false,
      workbox: {
        globPatterns: SHELL_PATTERNS,
        maximumFileSizeToCacheInBytes: LARGEST_PRECACHED_FILE_BYTES,
        // Their names already change with their content: no revision query needed.
        dontCacheBustURLsMatching: /^assets\//,
        directoryIndex: 'index.html',
        ignoreURLParametersMatching: [/.*/],
        // Pages go through the runtime route below, which falls back to the shell itself.
        navigateFallback: null,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // A page: the network's copy when there is one (a new deploy, today's date), else
            // the one kept from an earlier visit, else the shell, whose router draws the page.
            // Never the API (a navigation there wants JSON), nor a file such as /robots.txt.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              !/^\/api(?:\/|$)/.test(url.pathname) &&
              !/\/[^/]*\.(?!html$)[^/.]+$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: PAGE_CACHE,
              networkTimeoutSeconds: 4,
              // The library keeps its filters in the query (/mystical-library?level=…): same page.
              matchOptions: { ignoreSearch: true },
              precacheFallback: { fallbackURL: 'index.html' },
            },
          },
          {
            // Hashed scripts, styles and images: a name never changes its content.
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: ASSET_CACHE },
          },
        ],
      },
    }),
    offlineFileList(),
  ];
}
