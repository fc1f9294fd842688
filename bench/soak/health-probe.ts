import { type LoadResult, type RunningLoad, startLoad } from './load';

/**
 * Asks `/api/health` 50 times a second on two connections: a steady trickle whose latency shows
 * how long any visitor waits while something else loads the server.
 */
export const startHealthProbe = (origin: string, maxSeconds: number): RunningLoad =>
  startLoad({ url: `${origin}/api/health`, connections: 2, overallRate: 50, maxSeconds });

/** The probe on an otherwise idle server, for comparing with the same probe under load. */
export async function idleHealthP99(origin: string): Promise<number> {
  const idle: LoadResult = await startHealthProbe(origin, 3).done;
  return idle.p99Ms;
}
