import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `place-index.bin` beside the compiled server once it is bundled. The builder is the
 * server's own TypeScript (with the project's path aliases), so it runs through tsx in a child
 * process rather than inside Vite's bundled config.
 */
export function placeIndexFile(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'cosmic-guide:place-index-file',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'server/places/write-place-index.ts', join(outDir, 'place-index.bin')],
        { cwd: root, stdio: 'inherit' },
      );
      if (result.status !== 0) throw new Error(`Writing the place index failed (exit ${result.status})`);
    },
  };
}
