import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { closeBrowser, openPhonePage } from '../e2e/support/browser';

export interface BundleSize {
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: { path: string; gzipBytes: number }[];
}

/**
 * What a first visit to `/` really downloads: the scripts and stylesheets Chromium fetches
 * until the page is idle (entry, preloads and the home page's lazy chunk), gzipped.
 */
export async function measureFirstVisit(baseUrl: string, clientRoot: string): Promise<BundleSize> {
  const { page, context } = await openPhonePage(baseUrl);
  const paths = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(baseUrl).origin && /\.(m?js|css)$/.test(url.pathname)) paths.add(url.pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await context.close();
  await closeBrowser();

  const files = await Promise.all(
    [...paths].map(async (path) => ({
      path,
      gzipBytes: gzipSync(await readFile(join(clientRoot, path)), { level: 9 }).length,
    })),
  );
  const sum = (pattern: RegExp) =>
    files.filter((file) => pattern.test(file.path)).reduce((total, file) => total + file.gzipBytes, 0);
  return { jsGzipBytes: sum(/\.m?js$/), cssGzipBytes: sum(/\.css$/), files };
}
