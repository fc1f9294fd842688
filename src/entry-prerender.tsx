import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from '@/lib/navigation/router';
import { AppRoutes } from './app/router';
import { APP_NAME, documentTitleFor } from './app/paths';
import { availableRoutes } from './app/routes';

/**
 * Build-time entry (tooling/prerender.ts): renders each route's shell to HTML, waiting for the
 * page's lazy chunk, so the first paint needs no JavaScript. Never shipped to the browser.
 */
export interface PrerenderTarget {
  /** The URL path rendered. */
  path: string;
  /** The file under dist/client the HTML is written to. */
  file: string;
  title: string;
  /** The route's id, to find its page chunk; none for the not-found page (it is in the entry). */
  routeId?: string;
}

/** The path the not-found page is rendered at: a path no route will ever use. */
export const NOT_FOUND_PATH = '/404';

export const prerenderTargets: PrerenderTarget[] = [
  ...availableRoutes.map((route) => ({
    path: route.path,
    file: route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`,
    title: documentTitleFor(route.id),
    routeId: route.id,
  })),
  { path: NOT_FOUND_PATH, file: '404.html', title: `Page not found · ${APP_NAME}` },
];

/**
 * Renders twice and keeps the second. The first pass settles every React.lazy page and any
 * other suspended piece; in the second they render at once, so the whole page is in the
 * shell. Otherwise React would send late parts with inline scripts that move them into place,
 * which the strict CSP (no inline script) blocks.
 */
export async function renderPath(path: string): Promise<string> {
  await renderOnce(path);
  const html = await renderOnce(path);
  if (/<script|<template/i.test(html)) {
    throw new Error(`${path} still suspends after its chunks loaded; it needs no inline script to show`);
  }
  return html;
}

async function renderOnce(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    // React splits a page past this size into parts it moves into place with inline scripts;
    // one piece of static HTML is what we want, however long the page.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
