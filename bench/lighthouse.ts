// Lighthouse against the built app in Debian's Chromium: `npx tsx bench/lighthouse.ts [url]`
// alone, or `benchLighthouse()` from `npm run bench`. Mobile preset (Lighthouse's default:
// a Moto G class phone, simulated slow 4G and a 4x slower CPU), median of three runs per route.
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../e2e/support/browser';

export const LIGHTHOUSE_ROUTES = [
  '/',
  '/daily',
  '/birth-chart',
  '/chat',
  '/tarot',
  '/mystical-library',
] as const;

export interface LighthouseScores {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const median = (values: number[]) => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * One Lighthouse run in its own fresh Chromium. Lighthouse now and then loses the trace
 * (NO_NAVSTART, NO_FCP) on a busy machine; such a run says nothing about the page, so it is
 * repeated, up to three attempts.
 */
async function runOnce(url: string): Promise<Omit<LighthouseScores, 'route'>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runInFreshBrowser(url);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof LighthouseRuntimeError)) throw error;
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function runInFreshBrowser(url: string): Promise<Omit<LighthouseScores, 'route'>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    return await audit(url, chrome.port);
  } finally {
    chrome.kill();
  }
}

async function audit(url: string, port: number): Promise<Omit<LighthouseScores, 'route'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new LighthouseRuntimeError(`Lighthouse failed on ${url}: ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
  };
}

/** Each route three times (a fresh profile each run, so every load is a first visit); medians. */
export async function benchLighthouse(
  baseUrl: string,
  routes: readonly string[] = LIGHTHOUSE_ROUTES,
  runs = 3,
): Promise<LighthouseScores[]> {
  const scores: LighthouseScores[] = [];
  for (const route of routes) {
    const samples: Omit<LighthouseScores, 'route'>[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await runOnce(new URL(route, baseUrl).href));
    const pick = (key: keyof Omit<LighthouseScores, 'route'>) => median(samples.map((sample) => sample[key]));
    scores.push({
      route,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      fcpMs: pick('fcpMs'),
    });
  }
  return scores;
}

export function formatLighthouseTable(scores: readonly LighthouseScores[]): string {
  const lines = [
    '| route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...scores.map(
      (row) =>
        `| \`${row.route}\` | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ` +
        `${(row.fcpMs / 1000).toFixed(2)} s | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.tbtMs.toFixed(0)} ms | ${row.cls.toFixed(3)} |`,
    ),
  ];
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8787';
  const routes = process.argv.slice(3);
  const scores = await benchLighthouse(baseUrl, routes.length > 0 ? routes : LIGHTHOUSE_ROUTES);
  console.info(formatLighthouseTable(scores));
}
