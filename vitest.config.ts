import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

// One runner for every level: unit tests for core/ and server/ in Node, client
// tests in happy-dom, and end-to-end specs that drive real Chromium.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        resolve: { alias: aliases },
        // Worker threads rather than Vitest's default child processes: each isolated test file
        // starts a fresh worker, and a thread starts cheaper than a process. Measured on the shared
        // two-core machine, 113 client and core files (src/components, src/lib, core/sky,
        // core/content, two feature folders), forks then threads back to back, twice: 258 s vs
        // 189 s, then 145 s vs 132 s (most of the saving in environment and setup time).
        test: { name: 'core', environment: 'node', include: ['core/**/*.test.ts'], pool: 'threads' },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'server',
          environment: 'node',
          // tooling/ holds the build's own Node code (the pre-compression step the server relies on);
          // bench/ the measuring scripts' own helpers.
          include: ['server/**/*.test.ts', 'tooling/**/*.test.ts', 'bench/**/*.test.ts'],
          testTimeout: 20_000,
          // The fuzz suite collects garbage before and after its run, so its memory bound measures what stays.
          execArgv: ['--expose-gc'],
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'client',
          environment: 'happy-dom',
          // See the core project. The server project stays on forks: its workers need --expose-gc.
          pool: 'threads',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
