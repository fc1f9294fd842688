import type { ReadingStreamEvent } from '@core/contract/reading';

type ReadingEnd = Extract<ReadingStreamEvent, { type: 'text-end' }>;

export interface SharedGenerationOptions {
  /**
   * Runs to the end even when every listener has left: a shared (cacheable) reading, which the
   * next visitor will read from the cache. Aborting it would pay for the text and keep none:
   * fifty visitors who each ask and hang up would cost fifty calls instead of one.
   */
  outlivesListeners?: boolean;
}

/**
 * One provider generation that any number of requests can listen to. Each listener gets every
 * piece from the beginning, then live ones. When the last listener leaves before the end, a
 * personal generation is aborted so nobody pays for text no one will read; a shared one
 * (`outlivesListeners`) goes on to be cached.
 */
export class SharedGeneration {
  private readonly pieces: string[] = [];
  private end: ReadingEnd | null = null;
  private listeners = 0;
  private readonly wakers = new Set<() => void>();
  private readonly controller = new AbortController();

  constructor(
    private readonly onAbandoned: () => void = () => undefined,
    private readonly options: SharedGenerationOptions = {},
  ) {}

  /** Aborted when every listener has gone, unless the generation outlives its listeners. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get hasText(): boolean {
    return this.pieces.length > 0;
  }

  push(text: string): void {
    if (this.end) return;
    this.pieces.push(text);
    this.wake();
  }

  finish(end: Omit<ReadingEnd, 'type'>): void {
    if (this.end) return;
    this.end = { type: 'text-end', ...end };
    this.wake();
  }

  async *listen(signal: AbortSignal): AsyncGenerator<ReadingStreamEvent> {
    this.listeners += 1;
    try {
      let index = 0;
      while (!signal.aborted) {
        const piece = this.pieces[index];
        if (piece !== undefined) {
          index += 1;
          yield { type: 'text-delta', text: piece };
        } else if (this.end) {
          yield this.end;
          return;
        } else {
          await this.nextChange(signal);
        }
      }
    } finally {
      this.listeners -= 1;
      const abandoned = this.listeners === 0 && !this.end && !this.options.outlivesListeners;
      if (abandoned && !this.controller.signal.aborted) {
        this.onAbandoned();
        this.controller.abort();
      }
    }
  }

  private wake(): void {
    for (const waker of this.wakers) waker();
    this.wakers.clear();
  }

  private nextChange(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const waker = () => {
        signal.removeEventListener('abort', onAbort);
        this.wakers.delete(waker);
        resolve();
      };
      const onAbort = () => waker();
      this.wakers.add(waker);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}
