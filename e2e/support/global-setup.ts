import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startFakeOpenAI } from '@server/testing/fake-openai';
import { XSS_REPLY } from './fixtures';
import { startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server with no key: every reading from the offline composer. */
    offlineUrl: string;
    /** Server whose provider (the project's fake) answers with hostile markup. */
    aiUrl: string;
    /** Server whose provider always fails with HTTP 500. */
    failingUrl: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the client if it changed, then starts the real servers the specs talk to. */
export default async function setup(project: TestProject) {
  const build = spawnSync('node', ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The client build failed; see the output above.');

  const hostileProvider = await startFakeOpenAI({ reply: XSS_REPLY });
  const failingProvider = await startFakeOpenAI({ reply: 'never sent' });
  failingProvider.setScenario({ kind: 'status', status: 500 });
  const quiet = { LOG_LEVEL: 'silent' };
  const [offline, ai, failing] = await Promise.all([
    startServerProcess({ ...quiet }),
    startServerProcess({ ...quiet, OPENAI_API_KEY: 'e2e-key', OPENAI_BASE_URL: hostileProvider.url }),
    startServerProcess({
      ...quiet,
      OPENAI_API_KEY: 'e2e-key',
      OPENAI_BASE_URL: failingProvider.url,
      OPENAI_MAX_RETRIES: '0',
    }),
  ]);
  project.provide('offlineUrl', offline.url);
  project.provide('aiUrl', ai.url);
  project.provide('failingUrl', failing.url);

  return async () => {
    await Promise.all([offline.stop(), ai.stop(), failing.stop()]);
    await Promise.all([hostileProvider.close(), failingProvider.close()]);
  };
}
