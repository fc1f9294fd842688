import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localIsoDate } from './core/time/calendar-date.ts';
import { firstVisitChunk } from './tooling/first-visit-chunk.ts';
import { precompress } from './tooling/precompress.ts';
import { prerender } from './tooling/prerender.ts';
import { serviceWorker } from './tooling/service-worker.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  '@core': fromRoot('./core'),
  '@server': fromRoot('./server'),
  '@': fromRoot('./src'),
};

// The day the pages are prerendered on, read by src/lib/use-today.ts. Set once per process, so
// the prerender's own nested build and the browser build agree on it even across midnight.
process.env.VITE_PRERENDER_DATE ??= localIsoDate();

const firstVisit = firstVisitChunk(fileURLToPath(new URL('.', import.meta.url)));
const BIRTH_FORM_MODULES =
  /[\\/]src[\\/]components[\\/]birth-details[\\/]|[\\/]src[\\/]lib[\\/]chart[\\/](?!compute-chart|birth-day|to-wheel)|[\\/]core[\\/]lib[\\/]/;
/** Rules both the birth form and the contract's schemas read: dates, zones and visitor text. */
const SHARED_RULE_MODULES =
  /[\\/]core[\\/]time[\\/](?:birth-time|supported-range|time-zone-name)\.ts$|[\\/]core[\\/]contract[\\/](?:text-rules|place-limits|birth-text-limits)\.ts$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), firstVisit.plugin, prerender(), precompress(), serviceWorker()],
  resolve: {
    alias: {
      ...aliases,
      'use-sync-external-store/shim/index.js': fromRoot(
        './src/lib/navigation/use-sync-external-store-shim.ts',
      ),
    },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Read by the prerender step to preload each route's own chunk; it deletes the file after.
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks where pages share code: each file a phone fetches costs a request
        // and headers, and Lighthouse's simulated phone pays a round trip for each. A module
        // goes to the first group (highest priority) that takes it.
        codeSplitting: {
          groups: [
            { ...firstVisit.group, priority: 30 },
            // A group takes what its modules import too, so the rules the form and the schemas
            // share come first, in their own chunk: else the contract's group would take them and
            // every chart page would load zod for its form.
            { name: 'birth-rules', priority: 25, test: SHARED_RULE_MODULES },
            // zod and the API contract's schemas, used together by the pages that validate.
            { name: 'contract', priority: 20, test: /node_modules[\\/]zod[\\/]|[\\/]core[\\/]contract[\\/]/ },
            // The birth-details form and what it needs (places, the birth moment): the birth
            // chart, advanced charts and profile pages, and the chat's sending code.
            { name: 'birth-form', priority: 10, test: BIRTH_FORM_MODULES },
          ],
        },
      },
    },
  },
  server: {
    // In `npm run dev` the API runs separately on PORT (default 8787).
    proxy: { '/api': 'http://127.0.0.1:8787' },
  },
});
