import { defineConfig } from 'vite';
import { placeIndexFile } from './tooling/place-index-plugin.ts';
import { aliases } from './vite.config.ts';

// The server compiled to one ES module, dist/server/index.js, so `npm start` runs plain
// JavaScript (ADR 0011). Dependencies stay in node_modules; only our own code is bundled.
export default defineConfig({
  resolve: { alias: aliases },
  // Tells server/runtime-paths.ts it runs from dist/server/ rather than from server/.
  define: { __SERVER_BUNDLE__: 'true' },
  publicDir: false,
  plugins: [placeIndexFile()],
  build: {
    ssr: 'server/index.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'index.js' } },
    // One file read once at start, never sent to a browser: its size is no download cost.
    chunkSizeWarningLimit: 4096,
  },
});
