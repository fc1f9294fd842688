import type { LogDetails, Logger } from '../logging/logger';

export interface LogEntry {
  level: keyof Logger;
  message: string;
  details?: LogDetails;
}

/** A logger that keeps what it is told, so tests can assert on what operators would see. */
export function createCapturingLogger(): Logger & { entries: LogEntry[]; text(): string } {
  const entries: LogEntry[] = [];
  const record = (level: LogEntry['level']) => (message: string, details?: LogDetails) => {
    entries.push({ level, message, ...(details === undefined ? {} : { details }) });
  };
  return {
    entries,
    error: record('error'),
    warn: record('warn'),
    info: record('info'),
    debug: record('debug'),
    /** Every entry as one string, details included, for "never logs the key" checks. */
    text: () =>
      entries
        .map((entry) => `${entry.level} ${entry.message} ${JSON.stringify(entry.details ?? {})}`)
        .join('\n'),
  };
}
