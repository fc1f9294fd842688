/**
 * Runs CPU-heavy work (a sky-event scan costs 10–60 ms of blocking CPU) one piece at a time,
 * each after a turn of the event loop, so requests that arrive meanwhile (`/api/health`, cached
 * readings) are answered between two pieces instead of waiting behind a whole burst. Past
 * `maxPending` the queue refuses, and the route answers 503 with Retry-After: back-pressure
 * instead of an unbounded backlog.
 */
export interface CpuQueue {
  /** The work's result, or null when the queue is full. */
  run<Result>(work: () => Result): Promise<Result> | null;
  readonly pending: number;
}

export function createCpuQueue(maxPending: number): CpuQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    get pending() {
      return pending;
    },
    run<Result>(work: () => Result) {
      if (pending >= maxPending) return null;
      pending += 1;
      const result = tail.then(nextTurn).then(work);
      tail = result.then(
        () => undefined,
        () => undefined,
      );
      return result.finally(() => {
        pending -= 1;
      });
    },
  };
}
