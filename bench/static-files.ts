// The built client as many visitors at once fetch it (issue 27): the largest hashed script and
// the home page, brotli, at 64 connections, each against `/api/health` in the same run.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Throughput, bestThroughput, measureThroughput } from './throughput';

export const STATIC_CONNECTIONS = 64;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export interface StaticFigures {
  health: Throughput;
  asset: Throughput & { path: string };
  html: Throughput;
}

/** The largest script the build emitted that has a brotli copy: the heaviest file a visit asks for. */
function largestScript(clientRoot: string): string {
  const assets = join(clientRoot, 'assets');
  const scripts = readdirSync(assets).filter(
    (name) => name.endsWith('.js') && readdirSync(assets).includes(`${name}.br`),
  );
  const largest = scripts.sort(
    (left, right) => statSync(join(assets, right)).size - statSync(join(assets, left)).size,
  )[0];
  if (!largest) throw new Error('The build has no compressed script to measure');
  return `/assets/${largest}`;
}

/** Three alternating rounds, each figure its best, so one burst of other work decides nothing. */
export async function benchStaticFiles(origin: string, clientRoot: string): Promise<StaticFigures> {
  const path = largestScript(clientRoot);
  const rounds: { health: Throughput; asset: Throughput; html: Throughput }[] = [];
  for (let round = 0; round < 3; round += 1) {
    const at = (url: string, headers: Record<string, string> = {}) =>
      measureThroughput(url, { headers }, 4, STATIC_CONNECTIONS);
    rounds.push({
      health: await at(`${origin}/api/health`),
      asset: await at(`${origin}${path}`, BROWSER),
      html: await at(`${origin}/`, BROWSER),
    });
  }
  if (rounds.some((round) => Object.values(round).some((figures) => figures.non2xx > 0)))
    throw new Error('Some static-file benchmark requests failed');
  return {
    health: bestThroughput(rounds.map((round) => round.health)),
    asset: { ...bestThroughput(rounds.map((round) => round.asset)), path },
    html: bestThroughput(rounds.map((round) => round.html)),
  };
}

/** Answers that repeat for many visitors, asked by a browser that takes gzip (issue 27, item 2). */
export const REPEATED_API_ANSWERS = [
  ['Place search GET /api/places?q=lon', '/api/places?q=lon'],
  ['Chart GET /api/chart?…', '/api/chart?utc=1990-05-17T14:30:00Z&lat=48.85&lon=2.35'],
  ['Sky events GET /api/sky/events (90 days)', '/api/sky/events?from=2027-01-01&days=90'],
] as const;

/** Each repeated answer, compressed, in the same rounds as `/api/health` at 64 connections. */
export async function benchCompressedAnswers(
  origin: string,
): Promise<{ health: Throughput; answers: Throughput[] }> {
  const rounds: Throughput[][] = [];
  for (let round = 0; round < 3; round += 1) {
    const at = (path: string, headers: Record<string, string> = {}) =>
      measureThroughput(`${origin}${path}`, { headers }, 3, STATIC_CONNECTIONS);
    const figures = [await at('/api/health')];
    for (const [, path] of REPEATED_API_ANSWERS) figures.push(await at(path, BROWSER));
    rounds.push(figures);
  }
  if (rounds.some((figures) => figures.some((figure) => figure.non2xx > 0)))
    throw new Error('Some compressed-answer benchmark requests failed');
  const best = (index: number) => bestThroughput(rounds.map((figures) => figures[index] as Throughput));
  return { health: best(0), answers: REPEATED_API_ANSWERS.map((_, index) => best(index + 1)) };
}
