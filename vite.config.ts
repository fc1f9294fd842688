import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './tooling/precompress.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  '@core': fromRoot('./core'),
  '@server': fromRoot('./server'),
  '@': fromRoot('./src'),
};

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: aliases },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    // In `npm run dev` the API runs separately on PORT (default 8787).
    proxy: { '/api': 'http://127.0.0.1:8787' },
  },
});
