// How the server starts: time to its first answer, `/api/health` while the place index loads,
// and its memory once the index is in. Each measure spawns its own server, as `npm start` would.
import { type RunningServer, startServerProcess } from '../e2e/support/server-process';
import { residentMB } from './soak/process-memory';

export interface StartFigures {
  /** From spawning the process to the first `/api/health` answer, on a second (warm) start. */
  firstAnswerMs: number;
  /** The slowest `/api/health` answer while the place index was loading. */
  worstHealthWhileIndexingMs: number;
  /** `/api/health` answers sampled during that load. */
  healthSamples: number;
  /** Resident memory of the server process once a place search has answered. */
  residentAfterIndexMB: number;
}

const OFFLINE_QUIET = { LOG_LEVEL: 'error' };

async function timeToFirstAnswer(root?: string): Promise<number> {
  const started = performance.now();
  const server = await startServerProcess(OFFLINE_QUIET, root);
  try {
    const response = await fetch(`${server.url}/api/health`);
    if (!response.ok) throw new Error(`/api/health answered HTTP ${response.status}`);
    return performance.now() - started;
  } finally {
    await server.stop();
  }
}

/**
 * Asks `/api/health` back to back (one request in flight at a time, so each answer's latency
 * includes any stretch the event loop was blocked) until the first place search answers.
 */
async function healthWhileIndexing(server: RunningServer): Promise<{ worstMs: number; samples: number }> {
  let indexed = false;
  const search = fetch(`${server.url}/api/places?q=lon`, { signal: AbortSignal.timeout(60_000) }).then(
    (response) => {
      indexed = true;
      if (!response.ok) throw new Error(`The place search answered HTTP ${response.status}`);
    },
  );
  let worstMs = 0;
  let samples = 0;
  while (!indexed) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/health`);
    await response.arrayBuffer();
    worstMs = Math.max(worstMs, performance.now() - started);
    samples += 1;
  }
  await search;
  return { worstMs, samples };
}

/**
 * Each figure is the best of `runs` fresh servers (of the checkout at `root`, default this one): on a shared machine other work only ever
 * adds delay, while a stall of the server's own shows in every run.
 */
export async function benchServerStart(runs = 3, root?: string): Promise<StartFigures> {
  // The first start fills the OS file cache (node_modules, the build); the budget is for a warm one.
  await timeToFirstAnswer(root);
  const figures: StartFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    const firstAnswerMs = await timeToFirstAnswer(root);
    const server = await startServerProcess(OFFLINE_QUIET, root);
    try {
      const { worstMs, samples } = await healthWhileIndexing(server);
      figures.push({
        firstAnswerMs,
        worstHealthWhileIndexingMs: worstMs,
        healthSamples: samples,
        residentAfterIndexMB: await residentMB(server.pid),
      });
    } finally {
      await server.stop();
    }
  }
  const best = (pick: (figure: StartFigures) => number) => Math.min(...figures.map(pick));
  const steadiest = figures.reduce((left, right) =>
    right.worstHealthWhileIndexingMs < left.worstHealthWhileIndexingMs ? right : left,
  );
  return {
    firstAnswerMs: best((figure) => figure.firstAnswerMs),
    worstHealthWhileIndexingMs: steadiest.worstHealthWhileIndexingMs,
    healthSamples: steadiest.healthSamples,
    residentAfterIndexMB: best((figure) => figure.residentAfterIndexMB),
  };
}
