import type { FuzzRequest } from './fuzz-request';
import type { Random } from './seeded-random';

/**
 * Requests whose request line or Host header is odd: an absolute URL as the target, a foreign or
 * malformed Host, backslashes. Some reach the app as ordinary requests; the malformed ones are
 * refused by @hono/node-server with an empty 400 before any route runs, which is what production
 * answers too, so those are marked and only held to "no server error".
 */
const TARGETS = [
  { path: 'http://evil.example/api/health', malformedTarget: false },
  { path: 'http://127.0.0.1/api/chart?utc=1990-07-15T14:30:00Z', malformedTarget: false },
  { path: 'https://evil.example/assets/../../etc/passwd', malformedTarget: false },
  { path: 'http://evil.example:99999/api/health', malformedTarget: true },
  { path: '/assets\\..\\..\\etc\\passwd', malformedTarget: true },
  { path: '/api\\health', malformedTarget: true },
  { path: '/api/health?next=\\..\\', malformedTarget: false },
] as const;

const HOSTS = [
  { host: 'evil.example', malformedTarget: false },
  { host: 'localhost:1', malformedTarget: false },
  { host: '[::1]:80', malformedTarget: false },
  { host: 'a..b', malformedTarget: false },
  { host: 'bad host', malformedTarget: true },
  { host: 'evil.example/../x', malformedTarget: true },
  { host: '@evil.example', malformedTarget: true },
] as const;

export function transportRequest(random: Random): FuzzRequest {
  const method = random.pick(['GET', 'GET', 'HEAD', 'POST', 'OPTIONS']);
  if (random.chance(0.5)) {
    const target = random.pick(TARGETS);
    return {
      label: `${method} odd target`,
      method,
      path: target.path,
      headers: {},
      ...flag(target.malformedTarget),
    };
  }
  const { host, malformedTarget } = random.pick(HOSTS);
  const path = random.pick([
    '/api/health',
    '/api/places?q=Lon',
    '/',
    '/assets/index-Ab3_x9Zq.js',
    '/api/nope',
  ]);
  return { label: `${method} odd Host`, method, path, headers: { host }, ...flag(malformedTarget) };
}

const flag = (malformedTarget: boolean) => (malformedTarget ? { malformedTarget } : {});
