import { fileURLToPath } from 'node:url';
import type { ReaderOptions } from './reader-report';

/**
 * Options of the returning-reader report from the command line:
 * `--only <page>` (a part of a page's name), `--from <date>`, `--days <n>`, `--verbose`,
 * `--update-baseline`.
 */
export function readerOptions(argv: readonly string[]): ReaderOptions {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const only = value('--only');
  return {
    from: value('--from') ?? '2026-12-01',
    days: Number(value('--days') ?? 60),
    ...(only ? { only } : {}),
    baselinePath: fileURLToPath(new URL('./reader-baseline.json', import.meta.url)),
    updateBaseline: argv.includes('--update-baseline'),
    verbose: argv.includes('--verbose') || argv.includes('-v'),
  };
}
