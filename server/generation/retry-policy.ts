import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { ProviderStreamError } from './openai-provider';

/**
 * How the server reacts to each provider fault: what to call it in the log, whether another
 * attempt can help, and how long to wait first. Pure functions, so the policy is tested
 * without a network.
 */
export interface RetryTiming {
  /** Retries after the first attempt (OPENAI_MAX_RETRIES). */
  maxRetries: number;
  /** First backoff step; it doubles each retry. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** A provider asking for a longer pause than this still gets only this. */
  retryAfterCapMs: number;
}

export const DEFAULT_RETRY_TIMING = {
  backoffBaseMs: 500,
  backoffMaxMs: 8_000,
  retryAfterCapMs: 10_000,
} as const satisfies Omit<RetryTiming, 'maxRetries'>;

/** Nothing arrived within the attempt or idle timeout. */
export class ProviderTimeoutError extends Error {
  constructor(readonly waitedMs: number) {
    super(`The provider sent nothing for ${waitedMs} ms`);
    this.name = 'ProviderTimeoutError';
  }
}

/**
 * Text kept coming, but too little of it to read: fewer than `minChars` visible characters in
 * `windowMs` (a provider dripping a character a second). Bytes reset the idle timeout; only
 * visible text counts here.
 */
export class StalledStreamError extends Error {
  constructor(
    readonly windowMs: number,
    readonly minChars: number,
  ) {
    super(`The provider wrote fewer than ${minChars} visible characters in ${windowMs} ms`);
    this.name = 'StalledStreamError';
  }
}

/**
 * The reply passed the feature's character ceiling (a provider ignoring its token budget, or a
 * model repeating itself): the text up to the ceiling went out and the rest is not read.
 */
export class ReplyCeilingError extends Error {
  constructor(readonly ceilingChars: number) {
    super(`The reply passed its ceiling of ${ceilingChars} characters`);
    this.name = 'ReplyCeilingError';
  }
}

/** The provider answered, but with no text (spec §4: an empty reply is a failure). */
export class EmptyReplyError extends Error {
  constructor() {
    super('The provider answered with an empty reply');
    this.name = 'EmptyReplyError';
  }
}

export interface ProviderFaultDescription {
  /** The words the log uses (spec §8: authentication failure, rate limit, server error). */
  label: string;
  retryable: boolean;
  status?: number;
  /** From Retry-After / retry-after-ms, when the provider sent one. */
  retryAfterMs?: number;
}

/** HTTP statuses, first match wins. 408 and 409 are the provider's "try again" answers. */
const STATUS_RULES: readonly { matches: (status: number) => boolean; label: string; retryable: boolean }[] = [
  { matches: (status) => status === 401, label: 'authentication failure', retryable: false },
  { matches: (status) => status === 403, label: 'permission denied', retryable: false },
  { matches: (status) => status === 408 || status === 409, label: 'request timeout', retryable: true },
  { matches: (status) => status === 429, label: 'rate limit', retryable: true },
  { matches: (status) => status >= 500, label: 'server error', retryable: true },
  { matches: () => true, label: 'request rejected', retryable: false },
];

/** Faults without a status, by class. The SDK's timeout class extends its connection class, so order matters. */
const ERROR_RULES: readonly { matches: (error: unknown) => boolean; label: string; retryable: boolean }[] = [
  { matches: (error) => error instanceof ProviderTimeoutError, label: 'timeout', retryable: true },
  { matches: (error) => error instanceof StalledStreamError, label: 'stalled stream', retryable: true },
  // Asking again would pay for another runaway reply; the text so far is the answer.
  {
    matches: (error) => error instanceof ReplyCeilingError,
    label: 'reply past its ceiling',
    retryable: false,
  },
  { matches: (error) => error instanceof APIConnectionTimeoutError, label: 'timeout', retryable: true },
  { matches: (error) => error instanceof APIConnectionError, label: 'connection failure', retryable: true },
  { matches: (error) => error instanceof EmptyReplyError, label: 'empty reply', retryable: true },
  { matches: (error) => error instanceof ProviderStreamError, label: 'stream failure', retryable: true },
  // An `error` object inside an SSE message surfaces as an APIError without a status.
  { matches: (error) => error instanceof APIError, label: 'stream failure', retryable: true },
];

export function describeProviderFault(error: unknown, nowMs: number = Date.now()): ProviderFaultDescription {
  if (error instanceof APIError && typeof error.status === 'number') {
    const status = error.status;
    const rule = STATUS_RULES.find((candidate) => candidate.matches(status));
    const retryAfterMs = error.headers ? parseRetryAfter(error.headers, nowMs) : undefined;
    return {
      label: rule?.label ?? 'request rejected',
      retryable: rule?.retryable ?? false,
      status,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  const rule = ERROR_RULES.find((candidate) => candidate.matches(error));
  return rule
    ? { label: rule.label, retryable: rule.retryable }
    : { label: 'unexpected error', retryable: false };
}

/**
 * Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3); `retry-after-ms` is
 * OpenAI's finer-grained variant. Returns milliseconds to wait, or undefined when absent or unreadable.
 */
export function parseRetryAfter(headers: Headers, nowMs: number): number | undefined {
  const milliseconds = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number.parseFloat(value) * 1000;
  // An HTTP date always names its weekday and month; this keeps Date.parse from reading "-1" as a year.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/**
 * Exponential backoff with "equal jitter" (half fixed, half random) so many servers retrying
 * together spread out; a provider's Retry-After wins when it asks for longer, up to the cap.
 */
export function retryDelayMs(
  retryIndex: number,
  fault: ProviderFaultDescription,
  timing: RetryTiming,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(timing.backoffMaxMs, timing.backoffBaseMs * 2 ** retryIndex);
  const jittered = exponential / 2 + random() * (exponential / 2);
  if (fault.retryAfterMs === undefined) return Math.round(jittered);
  return Math.round(Math.min(timing.retryAfterCapMs, Math.max(fault.retryAfterMs, jittered)));
}
