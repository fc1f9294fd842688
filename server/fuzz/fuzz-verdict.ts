import type { FuzzRequest } from './fuzz-request';
import type { RawResponse } from './send-raw-request';

/**
 * What the fuzz suite holds every answer to: no server error, an explained refusal from every
 * API route, no fault hidden inside a 200 stream, and no byte of a file outside the client.
 */

/** The path the app routes on: the URL parser resolves `/../` and `%2e%2e` before Hono sees it. */
export function routedPath(path: string): string {
  try {
    return new URL(/^https?:\/\//.test(path) ? path : `http://fuzz${path}`).pathname;
  } catch {
    return path;
  }
}

export const isApiPath = (path: string): boolean => /^\/api(\/|$)/.test(routedPath(path));

/** A line that only /etc/passwd (or a copy of it) contains. */
const PASSWD_LINE = /^root:[^:\n]*:0:0:/m;

export function problemsWith(request: FuzzRequest, response: RawResponse): string[] {
  const problems: string[] = [];
  const { status } = response;
  if (status >= 500) problems.push(`answered ${status}: ${response.body.toString('utf8').slice(0, 200)}`);
  // 431 comes from Node's HTTP parser for a request line or headers over 16 KiB, before any route runs.
  const refusedByTheAdapter =
    request.malformedTarget === true && status === 400 && response.body.length === 0;
  const refusedByTheApp = status >= 400 && status < 500 && status !== 431 && !refusedByTheAdapter;
  if (
    refusedByTheApp &&
    isApiPath(request.path) &&
    request.method !== 'HEAD' &&
    !hasErrorMessage(response.body)
  ) {
    problems.push(
      `answered ${status} without a JSON {"error": "..."} body: ${response.body.toString('utf8').slice(0, 200)}`,
    );
  }
  const type = String(response.headers['content-type'] ?? '');
  if (
    status === 200 &&
    type.startsWith('text/event-stream') &&
    /^event: error$/m.test(response.body.toString('utf8'))
  ) {
    problems.push('streamed an error event: the reading service failed inside a 200 answer');
  }
  if (PASSWD_LINE.test(response.body.toString('latin1'))) problems.push('served the contents of /etc/passwd');
  return problems;
}

function hasErrorMessage(body: Buffer): boolean {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as { error?: unknown }).error === 'string'
    );
  } catch {
    return false;
  }
}
