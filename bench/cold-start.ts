// Cold start (issue 27, item 6): from spawning the built server to its first `200`, on
// `/api/health` and on `/` (the prerendered home page), each on a fresh process, held to 1 s.
import { pathToFileURL } from 'node:url';
import { startServerProcess } from '../e2e/support/server-process';

export const COLD_START_BUDGET_MS = 1_000;
const PATHS = ['/api/health', '/'] as const;

export type ColdStartFigures = Record<(typeof PATHS)[number], number>;

async function timeToFirst200(path: string, root?: string): Promise<number> {
  const started = performance.now();
  const server = await startServerProcess({ LOG_LEVEL: 'error' }, root);
  try {
    const response = await fetch(`${server.url}${path}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered HTTP ${response.status}`);
    return performance.now() - started;
  } finally {
    await server.stop();
  }
}

/**
 * Each path's best of `runs` starts, after one untimed start that fills the OS file cache: on a
 * shared machine other work only ever adds delay, while a slow start of our own shows in every run.
 */
export async function benchColdStart(runs = 3, root?: string): Promise<ColdStartFigures> {
  await timeToFirst200('/api/health', root);
  const figures: ColdStartFigures = { '/api/health': Infinity, '/': Infinity };
  for (let run = 0; run < runs; run += 1)
    for (const path of PATHS) figures[path] = Math.min(figures[path], await timeToFirst200(path, root));
  return figures;
}

/** The bench's rows: each path's time to its first `200`, at most 1 s. */
export const coldStartRows = (figures: ColdStartFigures) =>
  PATHS.map((path) => ({
    measure: `Cold start to first 200 on ${path}`,
    value: figures[path],
    unit: 'ms',
    budget: COLD_START_BUDGET_MS,
    kind: 'max' as const,
  }));

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of coldStartRows(await benchColdStart(3, process.argv[2])))
    console.info(`${row.measure}: ${row.value.toFixed(0)} ms (budget ≤ ${row.budget})`);
}
