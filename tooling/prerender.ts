import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Plugin, type ResolvedConfig, build } from 'vite';
import { offlineModules } from '../src/app/offline-modules';
import { OFFLINE_FILES_TEMPLATE_ID } from '../src/lib/pwa/offline-files';
import type { RouteId } from '../src/app/paths';

/**
 * Prerendering (ADR 0013): after the client build is written, the app is built once more for
 * Node from `src/entry-prerender.tsx`, every route is rendered with react-dom/static, and the
 * HTML lands in the client folder as `<path>.html` (`index.html` for `/`, `404.html` for the
 * not-found page), each with its title and preloads for the route's own chunk and styles. It
 * runs before the service worker's precache list is made and before pre-compression, so both
 * see the final files.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  // Which built file holds each source module: a module bundled into a shared chunk has no
  // entry of its own in the manifest.
  const fileOfModule = new Map<string, string>();
  return {
    name: 'cosmic-guide:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (config.build.ssr) return;
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') for (const id of output.moduleIds) fileOfModule.set(id, output.fileName);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        await prerenderClient(config, (source) => fileOfModule.get(resolve(config.root, source)));
      },
    },
  };
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface PrerenderModule {
  prerenderTargets: { path: string; file: string; title: string; routeId?: RouteId }[];
  renderPath(path: string): Promise<string>;
}

async function prerenderClient(
  config: ResolvedConfig,
  fileOf: (source: string) => string | undefined,
): Promise<void> {
  const outDir = resolve(config.root, config.build.outDir);
  // Beside the client build, not in node_modules: worktrees that share one node_modules (a link)
  // would otherwise overwrite each other's render bundle when they build at the same time.
  const serverOutDir = resolve(config.root, 'dist/.prerender');
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-prerender.tsx',
      outDir: serverOutDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      ssrManifest: false,
    },
  });
  // No cache-busting query: the page chunks import the entry back by its plain URL, and a
  // second copy of it would bring second copies of every React context.
  const entry = (await import(
    pathToFileURL(join(serverOutDir, 'entry-prerender.js')).href
  )) as PrerenderModule;

  const manifestFile = join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const pageSources = await pageSourcesByRoute(config.root);

  for (const target of entry.prerenderTargets) {
    const markup = await entry.renderPath(target.path);
    const source = target.routeId ? pageSources.get(target.routeId) : undefined;
    const chunk = source ? manifest[source] : undefined;
    if (target.routeId && !chunk)
      throw new Error(`No built chunk for the ${target.routeId} page (${source})`);
    const html = fillTemplate(template, {
      markup,
      title: target.title,
      route: target.path,
      head: chunk
        ? [
            preloadTags(manifest, chunk),
            prefetchTags(
              manifest,
              chunk,
              target.routeId ? (offlineModules[target.routeId] ?? []) : [],
              fileOf,
            ),
          ]
            .filter(Boolean)
            .join('\n    ')
        : '',
    });
    await writeFile(join(outDir, target.file), html);
  }
  // The manifest only served this step; nobody should download or precache it.
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
}

/** `home: lazyPage('home', () => import('@/features/home/home-page'))` → home → src/features/home/home-page.tsx */
export async function pageSourcesByRoute(root: string): Promise<Map<string, string>> {
  const routes = await readFile(join(root, 'src/app/routes.tsx'), 'utf8');
  const sources = new Map<string, string>();
  for (const match of routes.matchAll(
    /^\s*(\w+):\s*lazyPage\(\s*'\w+',\s*\(\)\s*=>\s*import\('@\/([^']+)'\)/gm,
  )) {
    const [, id, path] = match;
    if (id && path) sources.set(id, `src/${path}.tsx`);
  }
  return sources;
}

/** Every file the entry's own tags load (Vite writes those into index.html). */
function filesLoadedByEntry(manifest: Manifest): Set<string> {
  const loadedByEntry = new Set<string>();
  const collectEntry = (chunk: ManifestChunk) => {
    if (loadedByEntry.has(chunk.file)) return;
    loadedByEntry.add(chunk.file);
    for (const css of chunk.css ?? []) loadedByEntry.add(css);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) collectEntry(imported);
    }
  };
  for (const chunk of Object.values(manifest)) if (chunk.isEntry) collectEntry(chunk);
  return loadedByEntry;
}

/** A chunk's scripts and styles with everything it imports, leaving out the files in `skip`. */
function chunkFiles(
  manifest: Manifest,
  roots: ManifestChunk[],
  skip: Set<string>,
): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    if (skip.has(chunk.file) || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) if (!skip.has(css)) styles.add(css);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported);
    }
  };
  for (const root of roots) visit(root);
  return { scripts, styles };
}

/**
 * The route chunk, the chunks it imports and their styles, leaving out what the entry's own
 * tags already load.
 */
export function preloadTags(manifest: Manifest, page: ManifestChunk): string {
  const { scripts, styles } = chunkFiles(manifest, [page], filesLoadedByEntry(manifest));
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

/**
 * Prefetches for the lazy modules a page must run offline (src/app/offline-modules.ts) and what
 * they import, leaving out what the page and the entry already load: downloaded when the browser
 * has loaded, kept in its cache, and run only when needed.
 */
export function prefetchTags(
  manifest: Manifest,
  page: ManifestChunk,
  sources: readonly string[],
  fileOf: (source: string) => string | undefined,
): string {
  const chunkByFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const roots = sources.map((source) => {
    const file = fileOf(source);
    const chunk = manifest[source] ?? (file === undefined ? undefined : chunkByFile.get(file));
    if (!chunk) throw new Error(`No built chunk for ${source}, listed in src/app/offline-modules.ts`);
    return chunk;
  });
  const loaded = filesLoadedByEntry(manifest);
  const preloaded = chunkFiles(manifest, [page], loaded);
  for (const file of [...preloaded.scripts, ...preloaded.styles]) loaded.add(file);
  const { scripts, styles } = chunkFiles(manifest, roots, loaded);
  if (scripts.size + styles.size === 0) return '';
  const links = [...styles, ...scripts].map((file) => `<link rel="prefetch" crossorigin href="/${file}">`);
  // Inert until the page has loaded (src/lib/pwa/offline-files.ts): in the head itself they
  // would be fetched while the page's own files still are, and slow its first paint.
  return `<template id="${OFFLINE_FILES_TEMPLATE_ID}">${links.join('')}</template>`;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function fillTemplate(
  template: string,
  parts: { markup: string; title: string; route: string; head: string },
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) {
    throw new Error('index.html must contain <div id="root"></div> and a </head> to prerender into');
  }
  return (
    template
      // Replacer functions, so a "$" in the page's text is never read as a replacement pattern.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(parts.title)}</title>`)
      .replace('</head>', () => (parts.head ? `  ${parts.head}\n  </head>` : '</head>'))
      .replace(
        root,
        () => `<div id="root" data-prerendered="${escapeHtml(parts.route)}">${parts.markup}</div>`,
      )
  );
}
