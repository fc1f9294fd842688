import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { describe, expect, it } from 'vitest';
import { ProviderStreamError } from './openai-provider';
import {
  EmptyReplyError,
  ProviderTimeoutError,
  type RetryTiming,
  describeProviderFault,
  parseRetryAfter,
  retryDelayMs,
} from './retry-policy';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const statusError = (status: number, headers: Record<string, string> = {}) =>
  APIError.generate(status, { error: { message: 'nope' } }, undefined, new Headers(headers));

describe('describeProviderFault', () => {
  it.each([
    [401, 'authentication failure', false],
    [403, 'permission denied', false],
    [400, 'request rejected', false],
    [408, 'request timeout', true],
    [429, 'rate limit', true],
    [500, 'server error', true],
    [503, 'server error', true],
  ])('calls HTTP %i a %s (retryable: %s)', (status, label, retryable) => {
    expect(describeProviderFault(statusError(status), NOW)).toEqual({ label, retryable, status });
  });

  it('reads Retry-After from the error headers', () => {
    expect(describeProviderFault(statusError(429, { 'retry-after': '2' }), NOW).retryAfterMs).toBe(2_000);
  });

  it.each([
    [new ProviderTimeoutError(10), 'timeout', true],
    [new APIConnectionTimeoutError(), 'timeout', true],
    [new APIConnectionError({ message: 'refused' }), 'connection failure', true],
    [new EmptyReplyError(), 'empty reply', true],
    [new ProviderStreamError('response.failed'), 'stream failure', true],
    [new RangeError('a bug'), 'unexpected error', false],
  ])('classifies %s', (error, label, retryable) => {
    expect(describeProviderFault(error, NOW)).toEqual({ label, retryable });
  });
});

describe('parseRetryAfter', () => {
  it('reads delay-seconds, HTTP dates and retry-after-ms', () => {
    expect(parseRetryAfter(new Headers({ 'retry-after': '3' }), NOW)).toBe(3_000);
    expect(parseRetryAfter(new Headers({ 'retry-after': '0.5' }), NOW)).toBe(500);
    expect(parseRetryAfter(new Headers({ 'retry-after': 'Mon, 23 Nov 2026 10:00:04 GMT' }), NOW)).toBe(4_000);
    expect(parseRetryAfter(new Headers({ 'retry-after': 'Mon, 23 Nov 2026 09:00:00 GMT' }), NOW)).toBe(0);
    expect(parseRetryAfter(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }), NOW)).toBe(250);
  });

  it('ignores missing or unreadable values', () => {
    expect(parseRetryAfter(new Headers(), NOW)).toBeUndefined();
    expect(parseRetryAfter(new Headers({ 'retry-after': 'soon' }), NOW)).toBeUndefined();
    expect(parseRetryAfter(new Headers({ 'retry-after': '-1' }), NOW)).toBeUndefined();
  });
});

describe('retryDelayMs', () => {
  const timing: RetryTiming = {
    maxRetries: 3,
    backoffBaseMs: 100,
    backoffMaxMs: 1_000,
    retryAfterCapMs: 10_000,
  };
  const fault = { label: 'server error', retryable: true };

  it('doubles each retry, with jitter between half and the whole step, up to the maximum', () => {
    expect(retryDelayMs(0, fault, timing, () => 0)).toBe(50);
    expect(retryDelayMs(0, fault, timing, () => 1)).toBe(100);
    expect(retryDelayMs(2, fault, timing, () => 0)).toBe(200);
    expect(retryDelayMs(2, fault, timing, () => 1)).toBe(400);
    expect(retryDelayMs(9, fault, timing, () => 1)).toBe(1_000);
  });

  it('waits at least what Retry-After asks, capped', () => {
    expect(retryDelayMs(0, { ...fault, retryAfterMs: 3_000 }, timing, () => 0)).toBe(3_000);
    expect(retryDelayMs(0, { ...fault, retryAfterMs: 120_000 }, timing, () => 0)).toBe(10_000);
    expect(retryDelayMs(1, { ...fault, retryAfterMs: 0 }, timing, () => 1)).toBe(200);
  });
});
