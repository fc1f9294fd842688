/**
 * What stands between readings and the provider: a ceiling on concurrent calls (a traffic
 * spike queues briefly, then falls back, instead of opening hundreds of paid streams) and a
 * circuit breaker (while the provider keeps failing, readings get their fallback at once
 * instead of each spending up to three calls and a minute of waiting; after a pause one probe
 * call is let through, and its success closes the circuit).
 */
export interface ProviderGuardOptions {
  /** Provider calls running at once (PROVIDER_MAX_CONCURRENCY). */
  maxConcurrent: number;
  /** Longest wait for a free slot before the reading falls back. */
  queueTimeoutMs: number;
  /** Readings that failed in a row before the circuit opens (CIRCUIT_FAILURE_THRESHOLD). */
  failureThreshold: number;
  /** How long the circuit stays open before one probe is allowed (CIRCUIT_OPEN_MS). */
  openMs: number;
  now?: () => number;
}

export type GuardRefusal = 'circuit-open' | 'busy';
export type Permit = { granted: true; release(outcome: 'success' | 'failure' | 'abandoned'): void };
export type Admission = Permit | { granted: false; reason: GuardRefusal };

export type CircuitState = 'closed' | 'open' | 'half-open';

export interface ProviderGuard {
  admit(signal: AbortSignal): Promise<Admission>;
  readonly state: CircuitState;
  readonly active: number;
}

export function createProviderGuard(options: ProviderGuardOptions): ProviderGuard {
  const now = options.now ?? Date.now;
  let active = 0;
  let consecutiveFailures = 0;
  let openedAt: number | null = null;
  let probing = false;
  const waiting: (() => void)[] = [];

  const state = (): CircuitState => {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= options.openMs ? 'half-open' : 'open';
  };

  const settle = (outcome: 'success' | 'failure' | 'abandoned', wasProbe: boolean) => {
    active -= 1;
    if (wasProbe) probing = false;
    if (outcome === 'success') {
      consecutiveFailures = 0;
      openedAt = null;
    } else if (outcome === 'failure') {
      consecutiveFailures += 1;
      // A failed probe reopens at once; otherwise the threshold decides.
      if (wasProbe || consecutiveFailures >= options.failureThreshold) openedAt = now();
    }
    waiting.shift()?.();
  };

  const permit = (wasProbe: boolean): Permit => {
    active += 1;
    let released = false;
    return {
      granted: true,
      release: (outcome) => {
        if (released) return;
        released = true;
        settle(outcome, wasProbe);
      },
    };
  };

  const waitForSlot = (signal: AbortSignal): Promise<boolean> =>
    new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', giveUp);
        resolve(true);
      };
      const giveUp = () => {
        const index = waiting.indexOf(wake);
        if (index !== -1) waiting.splice(index, 1);
        clearTimeout(timer);
        resolve(false);
      };
      const timer = setTimeout(giveUp, options.queueTimeoutMs);
      signal.addEventListener('abort', giveUp, { once: true });
      waiting.push(wake);
    });

  return {
    get state() {
      return state();
    },
    get active() {
      return active;
    },
    async admit(signal) {
      const circuit = state();
      if (circuit === 'open') return { granted: false, reason: 'circuit-open' };
      if (circuit === 'half-open') {
        // Exactly one probe at a time; everyone else is served the fallback meanwhile.
        if (probing) return { granted: false, reason: 'circuit-open' };
        probing = true;
        return permit(true);
      }
      while (active >= options.maxConcurrent) {
        if (!(await waitForSlot(signal))) return { granted: false, reason: 'busy' };
        if (state() !== 'closed') return { granted: false, reason: 'circuit-open' };
      }
      return permit(false);
    },
  };
}
