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
