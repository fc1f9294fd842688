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
  debug(message: string, details?: LogDetails): void;
}

type LogMethod = keyof Logger;

/** How loud each level is; a message is written when its rank is at or below the configured one. */
const LEVEL_RANKS = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 } as const satisfies Record<
  LogLevel,
  number
>;
const METHOD_RANKS = { error: 1, warn: 2, info: 3, debug: 4 } as const satisfies Record<LogMethod, number>;

type Sink = Pick<Console, LogMethod>;

export interface RepeatLimit {
  /** How many lines with the same level and message may be written per window. */
  perWindow: number;
  windowMs: number;
}

/**
 * A flood of one message (3,000 aborted uploads, a provider outage) must not bury everything
 * else or fill a disk: past `perWindow` lines of the same level and message in a window, the
 * rest are counted and summed up in one line when the next window opens.
 */
export const DEFAULT_REPEAT_LIMIT: RepeatLimit = { perWindow: 20, windowMs: 60_000 };
/** Distinct messages tracked at once; messages are fixed strings, so this is generous. */
const MAX_TRACKED_MESSAGES = 1_000;

export function createLogger(
  level: LogLevel,
  sink: Sink = console,
  limit: RepeatLimit = DEFAULT_REPEAT_LIMIT,
  now: () => number = Date.now,
): Logger {
  const windows = new Map<string, { start: number; written: number; suppressed: number }>();

  const admit = (method: LogMethod, message: string): boolean => {
    const key = `${method} ${message}`;
    const time = now();
    let window = windows.get(key);
    if (!window || time - window.start >= limit.windowMs) {
      if (window && window.suppressed > 0) {
        sink[method](
          `${message} (and ${window.suppressed} more like it in the last ${limit.windowMs / 1000} s)`,
        );
      }
      if (!window && windows.size >= MAX_TRACKED_MESSAGES) windows.clear();
      window = { start: time, written: 0, suppressed: 0 };
      windows.set(key, window);
    }
    if (window.written >= limit.perWindow) {
      window.suppressed += 1;
      return false;
    }
    window.written += 1;
    return true;
  };

  const write = (method: LogMethod) => (message: string, details?: LogDetails) => {
    if (METHOD_RANKS[method] > LEVEL_RANKS[level]) return;
    if (!admit(method, message)) return;
    if (details === undefined) sink[method](message);
    else sink[method](message, details);
  };
  return { error: write('error'), warn: write('warn'), info: write('info'), debug: write('debug') };
}

export const silentLogger: Logger = createLogger('silent');
