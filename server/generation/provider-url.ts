import type { ServerEnv } from '../env';

/**
 * OPENAI_BASE_URL as it may be shown (the start-up line, `/api/health` details): scheme, host,
 * port and path, without the parts that carry secrets: user and password (`user:pass@`), the
 * query string (`?api-key=…`, as some gateways take the key) and the fragment. Text that does
 * not parse as a URL is not shown at all.
 */
export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '[unreadable URL]';
  }
  parsed.username = '';
  parsed.password = '';
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}

/** Where readings come from, for the start-up line: the redacted provider URL, OpenAI, or offline. */
export function readingSourceLine(env: Pick<ServerEnv, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL'>): string {
  if (!env.OPENAI_API_KEY) return 'offline composer (no OPENAI_API_KEY set)';
  return `provider ${env.OPENAI_BASE_URL ? redactUrl(env.OPENAI_BASE_URL) : 'OpenAI'}`;
}
