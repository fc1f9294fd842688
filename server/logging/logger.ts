import type { ServerEnv } from '../env';

/**
 * The server's one logging seam. Levels come from LOG_LEVEL; tests pass a silent or capturing
 * logger. Errors go to console.error so provider faults show up where operators look first.
 */
export type LogLevel = ServerEnv['LOG_LEVEL'];
export type LogDetails = Record<string, unknown>;

export interface Logger {
  error(message: string, details?: LogDetails): void;
  warn(message: string, details?: LogDetails): void;
  info(message: string, details?: LogDetails): void;
}

type LogMethod = keyof Logger;

/** How loud each level is; a message is written when its rank is at or below the configured one. */
const LEVEL_RANKS = { silent: 0, error: 1, warn: 2, info: 3 } as const satisfies Record<LogLevel, number>;
const METHOD_RANKS = { error: 1, warn: 2, info: 3 } as const satisfies Record<LogMethod, number>;

type Sink = Pick<Console, LogMethod>;

export function createLogger(level: LogLevel, sink: Sink = console): Logger {
  const write = (method: LogMethod) => (message: string, details?: LogDetails) => {
    if (METHOD_RANKS[method] > LEVEL_RANKS[level]) return;
    if (details === undefined) sink[method](message);
    else sink[method](message, details);
  };
  return { error: write('error'), warn: write('warn'), info: write('info') };
}

export const silentLogger: Logger = createLogger('silent');
