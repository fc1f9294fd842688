/**
 * The server settings the soak runs with, so each budget can be worked out from them. The rate
 * rule is the server's default (500 readings in seconds must run into it); the deadline is
 * shorter than the 90 s default so the hung-provider phase ends in seconds.
 */
export interface SoakSettings {
  /** Uncached readings one client may start at once, and per minute after that. */
  rate: { burst: number; perMinute: number };
  readingDeadlineMs: number;
  /** A server past this resident size is stopped mid-phase: it is leaking, and the machine is shared. */
  memoryCeilingMB: number;
}

export const SOAK_SETTINGS: SoakSettings = {
  rate: { burst: 20, perMinute: 10 },
  readingDeadlineMs: 10_000,
  memoryCeilingMB: 1_500,
};

/** The environment of every server the soak starts; an older checkout ignores what it does not know. */
export function soakServerEnv(providerUrl: string, settings: SoakSettings): Record<string, string> {
  return {
    OPENAI_API_KEY: 'soak-key',
    OPENAI_BASE_URL: providerUrl,
    LOG_LEVEL: 'error',
    READING_DEADLINE_MS: String(settings.readingDeadlineMs),
    RATE_LIMIT_BURST: String(settings.rate.burst),
    RATE_LIMIT_PER_MINUTE: String(settings.rate.perMinute),
  };
}

/**
 * Provider calls one client may cause in `elapsedMs`: a full bucket, plus what refills meanwhile
 * (one more for a token part-way through refilling when the run ended).
 */
export const providerAllowance = (settings: SoakSettings, elapsedMs: number): number =>
  settings.rate.burst + Math.ceil((settings.rate.perMinute * elapsedMs) / 60_000);
