import { BROKEN_ESCAPES, type FuzzRequest, percentEncode } from './fuzz-request';
import { hostileText } from './hostile-text';
import { readHeaders } from './query-requests';
import type { Random } from './seeded-random';

/**
 * Requests for the built client: real files, missing hashed assets, client routes, and the
 * traversal and encoding tricks that try to reach files outside the client folder.
 */

/** The script the built-client fixture ships (`server/testing/built-client-fixture.ts`). */
export const FIXTURE_SCRIPT_PATH = '/assets/index-Ab3_x9Zq.js';

const KNOWN_PATHS = [
  '/',
  '/index.html',
  '/weekly',
  '/birth-chart',
  FIXTURE_SCRIPT_PATH,
  `${FIXTURE_SCRIPT_PATH}.br`,
  `${FIXTURE_SCRIPT_PATH}.gz`,
  '/assets/readme.txt',
  '/assets/missing-Zz9_x8Yy.js',
  '/assets/',
  '/assets',
  '/assets/.',
  '/favicon.ico',
  '/.env',
  '/.git/config',
  '/package.json',
];

const TRAVERSALS = [
  '/../../../../etc/passwd',
  '/assets/../../etc/passwd',
  '/assets/../../../../../../etc/passwd',
  '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/assets/..%5c..%5c..%5cetc%5cpasswd',
  '/assets/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/assets/%252e%252e/%252e%252e/etc/passwd',
  '/assets/....//....//etc/passwd',
  '//etc/passwd',
  '/assets//etc/passwd',
  '/assets/%00/../../etc/passwd',
  `${FIXTURE_SCRIPT_PATH}%00.txt`,
  '/assets/%2fetc%2fpasswd',
  '/%2e%65nv',
  '/assets/..;/..;/etc/passwd',
];

const METHODS = [
  [10, 'GET'],
  [2, 'HEAD'],
  [1, 'POST'],
  [1, 'PUT'],
  [1, 'DELETE'],
  [1, 'OPTIONS'],
] as const;

function staticPath(random: Random): { kind: string; path: string } {
  const kind = random.weighted([
    [3, 'known'],
    [4, 'traversal'],
    [1, 'overlong'],
    [2, 'escaped'],
  ] as const);
  switch (kind) {
    case 'known':
      return { kind, path: random.pick(KNOWN_PATHS) };
    case 'traversal':
      return { kind, path: random.pick(TRAVERSALS) };
    case 'overlong': {
      // Under Node's 16 KiB header limit, so the app (not the HTTP parser) answers.
      const segment = random.pick(['a', '../', '%2e%2e/', 'assets/', `${hostileText(random, 8)}/`]);
      const repeats = Math.ceil(random.int(1_000, 12_000) / Math.max(1, percentEncode(segment).length));
      return { kind, path: `/${percentEncode(segment).replaceAll('%2F', '/').repeat(repeats)}` };
    }
    case 'escaped':
      return {
        kind,
        path: `/${random.pick(['assets/', ''])}${percentEncode(hostileText(random, 40))}${random.chance(0.3) ? random.pick(BROKEN_ESCAPES) : ''}`,
      };
  }
}

export function staticRequest(random: Random): FuzzRequest {
  const method = random.weighted(METHODS);
  const { kind, path } = staticPath(random);
  const headers = readHeaders(random);
  if (random.chance(0.1))
    headers.range = random.pick(['bytes=0-10', 'bytes=-1', 'bytes=99999999-', 'bytes=5-1,0-']);
  return { label: `${method} static ${kind}`, method, path, headers };
}
