import type { Logger } from '../logging/logger';
import {
  EmptyReplyError,
  ProviderTimeoutError,
  type RetryTiming,
  describeProviderFault,
  retryDelayMs,
} from './retry-policy';

/**
 * One reading's trip to the provider: bounded attempts, each bounded in time, with retries
 * only while nothing has gone out yet. Whatever happens, it settles with text to show.
 */
export interface GenerationTiming extends RetryTiming {
  /** Longest wait for the first text of an attempt (OPENAI_TIMEOUT_MS). */
  attemptTimeoutMs: number;
  /** Longest silence between two text pieces once text flows. */
  idleTimeoutMs: number;
  /**
   * One total deadline for the reading (READING_DEADLINE_MS), shared by every attempt and the
   * waits between them; when it passes, the reading ends in the fallback (or as interrupted if
   * text already went out). Unbounded when absent.
   */
  deadlineMs?: number;
  /**
   * A feature's own retry schedule (the angelic service of tool spec §4): after failed attempt
   * n, wait exactly n times this step, without jitter, whatever a Retry-After says. When absent,
   * the jittered exponential backoff of the retry policy applies.
   */
  linearBackoffStepMs?: number;
}

export type GenerationOutcome =
  | { kind: 'complete'; source: 'ai'; text: string }
  | { kind: 'interrupted'; source: 'ai'; text: string }
  | { kind: 'fallback'; source: 'fallback'; text: string }
  /** Every listener left, so nobody needs an answer. */
  | { kind: 'abandoned' };

export interface RunGenerationOptions {
  /** Starts one attempt; the signal aborts it (timeout, retry or abandonment). */
  stream: (signal: AbortSignal) => AsyncIterable<string>;
  /** A function when the text is costly to write and only needed on failure. */
  fallbackText: string | (() => string);
  /**
   * The text for a reading whose last attempt came back empty, when that differs from the
   * fallback (spec tool-pages §4: the archetype page's built-in template reading). Any other
   * failure still ends in `fallbackText`.
   */
  emptyReplyText?: () => string;
  onText: (text: string) => void;
  signal: AbortSignal;
  timing: GenerationTiming;
  logger: Logger;
  /** Names the reading in log lines, e.g. "horoscope leo daily 2026-11-23". */
  label: string;
  /** Removes secrets (the API key) from provider messages before they are logged. */
  redact: (text: string) => string;
  random?: () => number;
  now?: () => number;
}

/** Carries the text an attempt already sent out, so a break midway is not retried. */
class AttemptFailure extends Error {
  constructor(
    readonly fault: unknown,
    readonly sentText: string,
  ) {
    super('attempt failed');
  }
}

/** The reading's total deadline passed (not a provider fault: another attempt cannot help). */
export class ReadingDeadlineError extends Error {
  constructor(readonly deadlineMs: number) {
    super(`The reading's deadline of ${deadlineMs} ms passed`);
    this.name = 'ReadingDeadlineError';
  }
}

export async function runGeneration(options: RunGenerationOptions): Promise<GenerationOutcome> {
  const { signal, timing, logger } = options;
  const now = options.now ?? Date.now;
  const deadline = now() + (timing.deadlineMs ?? Number.POSITIVE_INFINITY);
  const remainingMs = () => deadline - now();
  const attempts = timing.maxRetries + 1;
  let lastFault: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (signal.aborted) return { kind: 'abandoned' };
    try {
      const text = await runAttempt(options, remainingMs);
      return { kind: 'complete', source: 'ai', text };
    } catch (error) {
      if (signal.aborted) return { kind: 'abandoned' };
      const { fault: cause, sentText } =
        error instanceof AttemptFailure ? error : { fault: error, sentText: '' };
      lastFault = cause;
      const fault = describeProviderFault(cause, options.now?.() ?? Date.now());
      const details = {
        reading: options.label,
        attempt,
        ...(fault.status === undefined ? {} : { status: fault.status }),
        detail: options.redact(cause instanceof Error ? cause.message : String(cause)).slice(0, 300),
      };
      const statusNote = fault.status === undefined ? '' : ` (HTTP ${fault.status})`;
      if (sentText !== '') {
        logger.error(
          `Provider ${fault.label}${statusNote} midway through a reading; ending it as interrupted`,
          details,
        );
        return { kind: 'interrupted', source: 'ai', text: sentText };
      }
      if (cause instanceof ReadingDeadlineError) {
        logger.error(`The reading's deadline passed on attempt ${attempt}; using the fallback text`, details);
        break;
      }
      if (!fault.retryable || attempt === attempts) {
        logger.error(
          `Provider ${fault.label}${statusNote} on attempt ${attempt} of ${attempts}; using the fallback text`,
          details,
        );
        break;
      }
      const delay =
        timing.linearBackoffStepMs === undefined
          ? retryDelayMs(attempt - 1, fault, timing, options.random)
          : timing.linearBackoffStepMs * attempt;
      if (delay >= remainingMs()) {
        logger.error(
          `Provider ${fault.label}${statusNote} on attempt ${attempt}; no time left before the reading's deadline, using the fallback text`,
          details,
        );
        break;
      }
      logger.error(
        `Provider ${fault.label}${statusNote} on attempt ${attempt} of ${attempts}; retrying in ${delay} ms`,
        details,
      );
      await sleep(delay, signal);
    }
  }
  if (signal.aborted) return { kind: 'abandoned' };
  const fallbackText =
    lastFault instanceof EmptyReplyError && options.emptyReplyText
      ? options.emptyReplyText()
      : typeof options.fallbackText === 'string'
        ? options.fallbackText
        : options.fallbackText();
  options.onText(fallbackText);
  return { kind: 'fallback', source: 'fallback', text: fallbackText };
}

/**
 * Leading whitespace is held back until real text arrives, so an all-blank reply counts as
 * empty and can still be replaced by the fallback.
 */
async function runAttempt(options: RunGenerationOptions, remainingMs: () => number): Promise<string> {
  const attempt = new AbortController();
  const stopAttempt = () => attempt.abort();
  options.signal.addEventListener('abort', stopAttempt, { once: true });
  let sentText = '';
  let heldBack = '';
  let iterator: AsyncIterator<string> | undefined;
  try {
    iterator = options.stream(attempt.signal)[Symbol.asyncIterator]();
    for (;;) {
      const waitMs = sentText === '' ? options.timing.attemptTimeoutMs : options.timing.idleTimeoutMs;
      const left = remainingMs();
      if (left <= 0) throw new ReadingDeadlineError(options.timing.deadlineMs ?? 0);
      const next =
        left < waitMs
          ? await nextWithin(
              iterator,
              left,
              attempt,
              () => new ReadingDeadlineError(options.timing.deadlineMs ?? 0),
            )
          : await nextWithin(iterator, waitMs, attempt);
      // The SDK ends a stream quietly when it is aborted; that is not a finished reply.
      if (options.signal.aborted) throw new Error('abandoned');
      if (next.done) break;
      const piece = heldBack + next.value;
      if (sentText === '' && piece.trim() === '') {
        heldBack = piece;
        continue;
      }
      heldBack = '';
      sentText += piece;
      options.onText(piece);
    }
  } catch (error) {
    throw new AttemptFailure(error, sentText);
  } finally {
    options.signal.removeEventListener('abort', stopAttempt);
    attempt.abort();
    // Lets the provider stream run its own cleanup; a failure there changes nothing for us.
    iterator?.return?.().catch(() => undefined);
  }
  if (sentText === '') throw new AttemptFailure(new EmptyReplyError(), '');
  return sentText;
}

/** The iterator's next piece, or a timeout that also aborts the attempt so the socket closes. */
function nextWithin<T>(
  iterator: AsyncIterator<T>,
  waitMs: number,
  attempt: AbortController,
  timeoutError: () => Error = () => new ProviderTimeoutError(waitMs),
): Promise<IteratorResult<T>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(timeoutError());
      attempt.abort();
    }, waitMs);
    iterator.next().then(
      (result) => {
        clearTimeout(timer);
        resolve(result);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Waits, but wakes early when the generation is abandoned. */
function sleep(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, milliseconds);
    signal.addEventListener('abort', done, { once: true });
  });
}
