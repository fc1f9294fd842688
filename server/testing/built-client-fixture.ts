import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { precompressFolder } from '../../tooling/precompress';

export interface BuiltClientFixture {
  root: string;
  /** URL path of a hashed script, with its plain text. */
  script: { path: string; text: string };
  /** The plain index.html. */
  indexHtml: string;
}

const lines = (count: number, line: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => line(index)).join('\n');

/**
 * A small stand-in for `dist/client`, laid out and pre-compressed the way `vite build` leaves
 * it (hashed names under assets/, a `.br` and `.gz` beside each text file), so server tests
 * need no real build. Contents repeat enough to compress well, as real bundles do.
 */
export async function builtClientFixture(): Promise<BuiltClientFixture> {
  const root = await mkdtemp(join(tmpdir(), 'cosmic-client-'));
  await mkdir(join(root, 'assets'));
  const script = {
    path: '/assets/index-Ab3_x9Zq.js',
    text: lines(
      300,
      (index) => `export const house${index} = { sign: ${index % 12}, degree: ${index % 30} };`,
    ),
  };
  const indexHtml = [
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Cosmic Guide</title>',
    `<script type="module" src="${script.path}"></script>`,
    lines(20, (index) => `<link rel="modulepreload" href="/assets/chunk-${index}-Qw7_e2Rt.js">`),
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');
  await writeFile(join(root, 'index.html'), indexHtml);
  await writeFile(join(root, script.path), script.text);
  await writeFile(join(root, 'assets', 'readme.txt'), 'Built by vite; every other file here is hashed.');
  await precompressFolder(root);
  return { root, script, indexHtml };
}
