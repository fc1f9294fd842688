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

export default defineConfig({
  plugins: [react(), tailwindcss(), firstVisit.plugin, prerender(), precompress(), serviceWorker()],
  resolve: {
    alias: {
      ...aliases,
      'use-sync-external-store/shim/index.js': fromRoot('./src/lib/navigation/use-sync-external-store-shim.ts'),
    },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Read by the prerender step to preload each route's own chunk; it deletes the file after.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [firstVisit.group] } } },
  },
  server: {
    // In `npm run dev` the API runs separately on PORT (default 8787).
    proxy: { '/api': 'http://127.0.0.1:8787' },
  },
});
