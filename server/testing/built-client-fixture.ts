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
  /** The prerendered pages by file name (`daily.html`, `404.html`), when asked for. */
  pages: Record<string, string>;
}

export interface BuiltClientOptions {
  /** Write prerendered pages beside index.html, as the build does once it prerenders routes. */
  prerendered?: boolean;
}

const lines = (count: number, line: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => line(index)).join('\n');

/** A page of the fixture: long enough to compress, with its own heading to tell it apart. */
const pageHtml = (scriptPath: string, heading: string) =>
  [
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Cosmic Guide</title>',
    `<script type="module" src="${scriptPath}"></script>`,
    lines(20, (index) => `<link rel="modulepreload" href="/assets/chunk-${index}-Qw7_e2Rt.js">`),
    `</head><body><div id="root"><h1>${heading}</h1></div></body></html>`,
  ].join('\n');

/** The files `public/` contributes to every build, small stand-ins of the real ones. */
const PUBLIC_FILES: Record<string, string> = {
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'manifest.webmanifest': JSON.stringify({ name: 'Cosmic Guide', start_url: '/', display: 'standalone' }),
  'favicon.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="31"/></svg>',
  'icons/icon-192.png': '\u0089PNG\r\n\u001a\n fixture bytes',
  'sw.js': `self.addEventListener('install', () => self.skipWaiting());\n`,
};

/**
 * A small stand-in for `dist/client`, laid out and pre-compressed the way `vite build` leaves
 * it (hashed names under assets/, a `.br` and `.gz` beside each text file), so server tests
 * need no real build. Contents repeat enough to compress well, as real bundles do.
 */
export async function builtClientFixture(options: BuiltClientOptions = {}): Promise<BuiltClientFixture> {
  const root = await mkdtemp(join(tmpdir(), 'cosmic-client-'));
  await mkdir(join(root, 'assets'));
  await mkdir(join(root, 'icons'));
  const script = {
    path: '/assets/index-Ab3_x9Zq.js',
    text: lines(
      300,
      (index) => `export const house${index} = { sign: ${index % 12}, degree: ${index % 30} };`,
    ),
  };
  const indexHtml = pageHtml(script.path, 'Cosmic Guide');
  const pages: Record<string, string> = options.prerendered
    ? {
        'daily.html': pageHtml(script.path, 'Daily Horoscope'),
        'birth-chart.html': pageHtml(script.path, 'Birth Chart'),
        '404.html': pageHtml(script.path, 'Page not found'),
      }
    : {};
  const files: Record<string, string> = {
    'index.html': indexHtml,
    [script.path.slice(1)]: script.text,
    'assets/readme.txt': 'Built by vite; every other file here is hashed.',
    ...PUBLIC_FILES,
    ...pages,
  };
  await Promise.all(Object.entries(files).map(([file, text]) => writeFile(join(root, file), text)));
  await precompressFolder(root);
  return { root, script, indexHtml, pages };
}
