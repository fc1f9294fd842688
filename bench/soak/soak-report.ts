/** One budget a phase is held to: a measured value that must stay at or below its limit. */
export interface Check {
  label: string;
  value: number;
  unit: string;
  limit: number;
}

/** What one run of one phase measured. Absent figures do not apply to that phase. */
export interface PhaseRun {
  phase: number;
  title: string;
  requestsPerSecond?: number;
  p99Ms?: number;
  providerCalls?: number;
  tooManyRequests?: number;
  rssBeforeMB: number;
  rssAfterMB: number;
  notes: string[];
  checks: Check[];
}

export interface Verdict {
  label: string;
  unit: string;
  /** The run that came closest to passing: noise on a shared machine only ever adds. */
  best: Check;
  values: number[];
  passed: boolean;
}

export const passes = (check: Check): boolean => check.value <= check.limit;

/** How far inside its limit a check is (negative when outside), in its own unit. */
const margin = (check: Check): number => check.limit - check.value;

/** One verdict per budget label, judged on the run with the best margin. */
export function verdictsOf(runs: readonly PhaseRun[]): Verdict[] {
  const byLabel = new Map<string, Check[]>();
  for (const check of runs.flatMap((run) => run.checks)) {
    byLabel.set(check.label, [...(byLabel.get(check.label) ?? []), check]);
  }
  return [...byLabel.values()].map((checks) => {
    const best = checks.reduce((kept, check) => (margin(check) > margin(kept) ? check : kept));
    return {
      label: best.label,
      unit: best.unit,
      best,
      values: checks.map((check) => check.value),
      passed: passes(best),
    };
  });
}

const formatNumber = (value: number, digits: number): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** "12" for one run or equal runs, "9–14" for a spread. */
export function range(values: readonly number[], digits = 0): string {
  if (values.length === 0) return '–';
  const low = formatNumber(Math.min(...values), digits);
  const high = formatNumber(Math.max(...values), digits);
  return low === high ? low : `${low}–${high}`;
}

const figures = (runs: readonly PhaseRun[], pick: (run: PhaseRun) => number | undefined): number[] =>
  runs.map(pick).filter((value): value is number => value !== undefined);

const COLUMNS = ['phase', 'req/s', 'p99 ms', 'provider calls', '429s', 'RSS before → after MB'];

/** A Markdown table, one row per phase, each cell the range over that phase's runs. */
export function phaseTable(runs: readonly PhaseRun[]): string {
  const phases = [...new Set(runs.map((run) => run.phase))].sort((a, b) => a - b);
  const rows = phases.map((phase) => {
    const ofPhase = runs.filter((run) => run.phase === phase);
    const title = ofPhase[0]?.title ?? '';
    return [
      `${phase}. ${title}`,
      range(figures(ofPhase, (run) => run.requestsPerSecond)),
      range(figures(ofPhase, (run) => run.p99Ms)),
      range(figures(ofPhase, (run) => run.providerCalls)),
      range(figures(ofPhase, (run) => run.tooManyRequests)),
      `${range(figures(ofPhase, (run) => run.rssBeforeMB))} → ${range(figures(ofPhase, (run) => run.rssAfterMB))}`,
    ];
  });
  return [COLUMNS, COLUMNS.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** One line per budget: ✔ or ✖, the best run against the limit, and every run's value. */
export function verdictLines(verdicts: readonly Verdict[]): string[] {
  return verdicts.map((verdict) => {
    const digits = Number.isInteger(verdict.best.value) ? 0 : 1;
    const runs = verdict.values.map((value) => formatNumber(value, digits)).join(', ');
    return `${verdict.passed ? '✔' : '✖'} ${verdict.label}: ${formatNumber(verdict.best.value, digits)} ${verdict.unit} (budget ≤ ${formatNumber(verdict.best.limit, 0)}; runs: ${runs})`;
  });
}
