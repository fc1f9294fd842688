import type { Logger } from '../logging/logger';
import {
  EmptyReplyError,
  ProviderTimeoutError,
  ReplyCeilingError,
  type RetryTiming,
  StalledStreamError,
  describeProviderFault,
  retryDelayMs,
} from './retry-policy';

/** The progress rule's window when the timing names none: 15 s without real text is a stall. */
export const DEFAULT_PROGRESS_WINDOW_MS = 15_000;
/**
 * Visible (non-whitespace) characters a window must bring: about four words. A model writes
 * thousands in 15 s, a slow local one still a hundred; a provider dripping one a second writes 15.
 */
export const DEFAULT_MIN_PROGRESS_CHARS = 20;
/** The character ceiling of a caller that names none; the service passes each route's own. */
export const DEFAULT_MAX_TEXT_CHARS = 16_000;

/**
 * One reading's trip to the provider: bounded attempts, each bounded in time, with retries
 * only while nothing has gone out yet. Whatever happens, it settles with text to show.
 */
export interface GenerationTiming extends RetryTiming {
  /** Longest wait for the first text of an attempt (OPENAI_TIMEOUT_MS). */
  attemptTimeoutMs: number;
  /** Longest silence between two text pieces once text flows (any byte of text resets it). */
  idleTimeoutMs: number;
  /**
   * The progress rule beside the idle timeout: from an attempt's first piece on, every window
   * this long must bring `minProgressChars` new visible characters, or the stream has stalled
   * (DEFAULT_PROGRESS_WINDOW_MS when absent). A stall with text out ends the reading as
   * interrupted; before that it is a failed attempt (retried, then the fallback).
   */
  progressWindowMs?: number;
  /** DEFAULT_MIN_PROGRESS_CHARS when absent; also how much text is held back before any goes out. */
  minProgressChars?: number;
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
  /**
   * The most characters of one reading that go out (the route's `replyCharCeiling`): a provider
   * writing past it is cut there, the attempt stops reading, and the reading ends as
   * interrupted (so it is never cached). DEFAULT_MAX_TEXT_CHARS when absent.
   */
  maxTextChars?: number;
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
 * One attempt, watched by three clocks beside the reading's deadline: the wait for each piece
 * (the attempt timeout before any text, the idle timeout after), and the progress window (real
 * text, not bytes). Text is held back until it shows `minProgressChars` visible characters, so
 * a blank or dripping start can still give way to another attempt or the fallback; a fault
 * other than a stall then sends what is held, as the text so far. Past the character ceiling
 * the piece is cut, the rest goes unread, and the attempt fails with the text sent.
 */
async function runAttempt(options: RunGenerationOptions, remainingMs: () => number): Promise<string> {
  const { timing } = options;
  const windowMs = timing.progressWindowMs ?? DEFAULT_PROGRESS_WINDOW_MS;
  const minChars = timing.minProgressChars ?? DEFAULT_MIN_PROGRESS_CHARS;
  const ceiling = options.maxTextChars ?? DEFAULT_MAX_TEXT_CHARS;
  const attempt = new AbortController();
  const stopAttempt = () => attempt.abort();
  options.signal.addEventListener('abort', stopAttempt, { once: true });
  const clocks = new Tripwire();
  const restartWindow = () =>
    clocks.arm('progress', windowMs, () => new StalledStreamError(windowMs, minChars));
  let sentText = '';
  let heldBack = '';
  let heldVisible = 0;
  let windowVisible = 0;
  const send = (text: string) => {
    sentText += text;
    options.onText(text);
  };
  const sendHeldBack = () => {
    if (heldBack.trim() !== '') send(heldBack);
    heldBack = '';
  };
  let iterator: AsyncIterator<string> | undefined;
  try {
    const left = remainingMs();
    const deadlineError = () => new ReadingDeadlineError(timing.deadlineMs ?? 0);
    if (left <= 0) throw deadlineError();
    if (left <= MAX_TIMER_MS) clocks.arm('deadline', left, deadlineError);
    iterator = options.stream(attempt.signal)[Symbol.asyncIterator]();
    for (;;) {
      const waitMs = sentText === '' ? timing.attemptTimeoutMs : timing.idleTimeoutMs;
      clocks.arm('idle', waitMs, () => new ProviderTimeoutError(waitMs));
      const next = await clocks.race(iterator.next());
      clocks.disarm('idle');
      // The SDK ends a stream quietly when it is aborted; that is not a finished reply.
      if (options.signal.aborted) throw new Error('abandoned');
      if (next.done) break;
      const room = Math.max(0, ceiling - sentText.length - heldBack.length);
      const overflow = next.value.length > room;
      const piece = overflow ? cutWithin(next.value, room) : next.value;
      const visible = visibleLength(piece);
      if (!clocks.isArmed('progress')) restartWindow();
      windowVisible += visible;
      if (windowVisible >= minChars) {
        windowVisible = 0;
        restartWindow();
      }
      if (sentText === '') {
        heldBack += piece;
        heldVisible += visible;
        if (heldVisible >= minChars) sendHeldBack();
      } else if (piece !== '') {
        send(piece);
      }
      if (overflow) throw new ReplyCeilingError(ceiling);
    }
    sendHeldBack();
  } catch (error) {
    // A stall's held text is the drip itself, nothing worth showing; other faults keep it.
    if (!(error instanceof StalledStreamError) && !options.signal.aborted) sendHeldBack();
    throw new AttemptFailure(error, sentText);
  } finally {
    clocks.clear();
    options.signal.removeEventListener('abort', stopAttempt);
    attempt.abort();
    // Lets the provider stream run its own cleanup; a failure there changes nothing for us.
    iterator?.return?.().catch(() => undefined);
  }
  if (sentText === '') throw new AttemptFailure(new EmptyReplyError(), '');
  return sentText;
}

/** setTimeout's longest delay; a deadline further away than this is no deadline for an attempt. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Characters that show: whitespace of every kind is no progress. */
const visibleLength = (text: string): number => text.replace(/\s+/gu, '').length;

/** At most `length` UTF-16 units of `text`, never ending on half of a surrogate pair. */
function cutWithin(text: string, length: number): string {
  const cut = text.slice(0, length);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/**
 * Named timers that each end an attempt with their own error: `race` settles with the awaited
 * piece, or rejects with the error of the first timer to fire (before or during the wait).
 */
class Tripwire {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private fault: Error | undefined;
  private reject: ((error: Error) => void) | undefined;

  arm(name: string, milliseconds: number, error: () => Error): void {
    this.disarm(name);
    this.timers.set(
      name,
      setTimeout(() => this.trip(error()), milliseconds),
    );
  }

  disarm(name: string): void {
    clearTimeout(this.timers.get(name));
    this.timers.delete(name);
  }

  isArmed(name: string): boolean {
    return this.timers.has(name);
  }

  race<T>(promise: Promise<T>): Promise<T> {
    if (this.fault) return Promise.reject(this.fault);
    return new Promise<T>((resolve, reject) => {
      this.reject = reject;
      promise.then(resolve, reject);
    });
  }

  clear(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.reject = undefined;
  }

  private trip(error: Error): void {
    this.fault ??= error;
    this.reject?.(this.fault);
  }
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
