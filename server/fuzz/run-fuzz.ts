import { Agent } from 'node:http';
import type { FuzzRequest } from './fuzz-request';
import { problemsWith } from './fuzz-verdict';
import { hostileRequest } from './hostile-request';
import { sendRaw } from './send-raw-request';

export interface FuzzTarget {
  /** How the server under test is set up, e.g. "offline" or "fake provider". */
  name: string;
  origin: string;
}

export interface FuzzFailure {
  index: number;
  target: string;
  request: FuzzRequest;
  problems: string[];
}

export interface FuzzReport {
  sent: number;
  failures: FuzzFailure[];
  /** How many answers had each status, to see what the run exercised. */
  statuses: Record<number, number>;
  /** The slowest answer, to see what a run spends its time on. */
  slowest: { index: number; label: string; ms: number };
  elapsedMs: number;
}

export interface FuzzRun {
  seed: number;
  count: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** Request `index` goes to `targets[index % targets.length]`. */
  targets: readonly FuzzTarget[];
  /** The servers' "today", YYYY-MM-DD. */
  today: string;
  /** Longer than this without a complete answer counts as a hang. */
  timeoutMs: number;
}

/** Sends `count` generated requests, `concurrency` at a time, and judges every answer. */
export async function runFuzz(run: FuzzRun): Promise<FuzzReport> {
  const agents = run.targets.map(() => new Agent({ keepAlive: true, maxSockets: run.concurrency }));
  const report: FuzzReport = {
    sent: 0,
    failures: [],
    statuses: {},
    slowest: { index: -1, label: '', ms: 0 },
    elapsedMs: 0,
  };
  const started = performance.now();
  let nextIndex = 0;

  const sendOne = async (index: number) => {
    const slot = index % run.targets.length;
    const target = run.targets[slot] as FuzzTarget;
    const request = hostileRequest(run.seed, index, { origin: target.origin, today: run.today });
    report.sent += 1;
    try {
      const response = await sendRaw(target.origin, request, {
        timeoutMs: run.timeoutMs,
        agent: agents[slot],
      });
      report.statuses[response.status] = (report.statuses[response.status] ?? 0) + 1;
      if (response.elapsedMs > report.slowest.ms)
        report.slowest = { index, label: request.label, ms: response.elapsedMs };
      const problems = problemsWith(request, response);
      if (problems.length > 0) report.failures.push({ index, target: target.name, request, problems });
    } catch (error) {
      report.failures.push({ index, target: target.name, request, problems: [String(error)] });
    }
  };

  const worker = async () => {
    while (nextIndex < run.count) {
      const index = nextIndex;
      nextIndex += 1;
      await sendOne(index);
    }
  };
  try {
    await Promise.all(Array.from({ length: run.concurrency }, worker));
  } finally {
    for (const agent of agents) agent.destroy();
  }
  report.elapsedMs = performance.now() - started;
  report.failures.sort((first, second) => first.index - second.index);
  return report;
}

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

/** One failure as a reader needs it: what was sent, where, what went wrong, how to replay it. */
export function describeFailure(failure: FuzzFailure, seed: number): string {
  const { request } = failure;
  return [
    `#${failure.index} to the ${failure.target} server (FUZZ_SEED=${seed}): ${request.label}`,
    `  ${request.method} ${clip(request.path, 300)}`,
    `  headers ${JSON.stringify(request.headers)}${request.chunks ? `, body in ${request.chunks} chunks` : ''}`,
    request.body ? `  body ${clip(JSON.stringify(request.body.toString('latin1')), 400)}` : '  no body',
    ...failure.problems.map((problem) => `  -> ${problem}`),
  ].join('\n');
}
