import { USER_DATA_CLOSE, USER_DATA_OPEN } from '@core/compose/prompt/user-data';
import type { ProviderFault, TextExpectations } from '@core/testing/feature-api-cases';
import { expect } from 'vitest';
import type { FakeOpenAI, FakeScenario } from './fake-openai';
import type { ChatCompletionsBody, ProviderMessage, ResponsesBody } from './reading-api-harness';

/**
 * What the table-driven API tests share: the fake provider's scenario for each fault a case
 * names, the messages of a recorded call whichever API it went to, and the text checks.
 */
export const FAULT_SCENARIOS: Record<ProviderFault, FakeScenario> = {
  'http-401': { kind: 'status', status: 401 },
  'http-429': { kind: 'status', status: 429, retryAfter: '0' },
  'http-500': { kind: 'status', status: 500 },
  'http-503': { kind: 'status', status: 503 },
  empty: { kind: 'empty' },
  hang: { kind: 'hang' },
  'reset-before-text': { kind: 'reset', afterChunks: 0 },
  'failed-before-text': { kind: 'fail', afterChunks: 0 },
};

/** The messages of recorded call `index`, from either API. */
export function sentMessages(fake: FakeOpenAI, index = 0): ProviderMessage[] {
  const request = fake.requests[index];
  if (!request) throw new Error(`The provider received no call ${index}.`);
  return request.path === '/v1/chat/completions'
    ? (request.body as ChatCompletionsBody).messages
    : (request.body as ResponsesBody).input;
}

/** The system messages joined, and the user message, of recorded call `index`. */
export function sentPrompt(fake: FakeOpenAI, index = 0): { system: string; user: string } {
  const messages = sentMessages(fake, index);
  return {
    system: messages
      .filter((message) => message.role !== 'user')
      .map((message) => message.content)
      .join('\n'),
    user: messages.find((message) => message.role === 'user')?.content ?? '',
  };
}

/** The lines of the one `<user_data>` block, and everything outside it. */
export function splitBlock(user: string): { inside: string[]; outside: string } {
  const open = user.indexOf(USER_DATA_OPEN);
  const close = user.indexOf(USER_DATA_CLOSE);
  expect(open, 'the user message carries a <user_data> block').toBeGreaterThanOrEqual(0);
  expect(close).toBeGreaterThan(open);
  expect(user.split(USER_DATA_OPEN), 'exactly one opening tag').toHaveLength(2);
  expect(user.split(USER_DATA_CLOSE), 'exactly one closing tag').toHaveLength(2);
  return {
    inside: user
      .slice(open + USER_DATA_OPEN.length, close)
      .trim()
      .split('\n'),
    outside: user.slice(0, open) + user.slice(close + USER_DATA_CLOSE.length),
  };
}

/** Checks a text against a case's expectations; `what` names the text in failures. */
export function expectText(text: string, expected: TextExpectations | undefined, what: string): void {
  for (const part of expected?.contains ?? [])
    expect(text, `${what} holds ${JSON.stringify(part)}`).toContain(part);
  for (const part of expected?.excludes ?? [])
    expect(text, `${what} lacks ${JSON.stringify(part)}`).not.toContain(part);
  for (const pattern of expected?.matches ?? []) expect(text, what).toMatch(pattern);
  for (const pattern of expected?.excludesMatch ?? []) expect(text, what).not.toMatch(pattern);
}

/** A case's server clock. */
export const clockOf = (now: string) => new Date(now);
