import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Text formats worth compressing. Images and fonts the client ships (woff2, png) are already
 * compressed inside, so a second pass would only cost build time.
 */
const COMPRESSIBLE_FILE = /\.(?:html|m?js|css|json|svg|webmanifest|txt|xml)$/i;

/** Suffix of each sibling, as `@hono/node-server`'s serveStatic looks for them. */
export const PRECOMPRESSED_SUFFIXES = { br: '.br', gzip: '.gz' } as const;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressedFile {
  /** Path relative to the folder, with forward slashes. */
  path: string;
  bytes: number;
  brBytes?: number;
  gzipBytes?: number;
}

/**
 * Writes a `.br` and a `.gz` beside every compressible file in `folder`, at the strongest
 * settings: this runs once per build, and every visitor then gets the smallest file with no
 * compression work on the server. A sibling is only kept when it is smaller than the original
 * (tiny files can grow), so the server never sends more bytes compressed than plain.
 */
export async function precompressFolder(folder: string): Promise<PrecompressedFile[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

  return Promise.all(
    files.map(async (file) => {
      const original = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const result: PrecompressedFile = {
        path: file.slice(folder.length + 1).replaceAll('\\', '/'),
        bytes: original.length,
      };
      if (br.length < original.length) {
        await writeFile(file + PRECOMPRESSED_SUFFIXES.br, br);
        result.brBytes = br.length;
      }
      if (gz.length < original.length) {
        await writeFile(file + PRECOMPRESSED_SUFFIXES.gzip, gz);
        result.gzipBytes = gz.length;
      }
      return result;
    }),
  );
}

/**
 * Vite plugin: pre-compresses the finished client build. Node's own zlib does the work, so no
 * dependency is needed for what is a short walk over the output folder; it runs after the
 * bundle is written (and the public folder copied), so every served text file is covered.
 */
export function precompress(): Plugin {
  let outDir = '';
  let serverBuild = false;
  return {
    name: 'cosmic-guide:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    // Last of all, after the prerendered pages and the service worker are written.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (serverBuild) return;
        if ((await stat(outDir).catch(() => undefined))?.isDirectory()) await precompressFolder(outDir);
      },
    },
  };
}
