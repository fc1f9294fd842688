import { validateHeaderName, validateHeaderValue } from 'node:http';
import { MAX_READING_REQUEST_BYTES } from '@core/contract/reading';
import { FEATURE_IDS } from '@core/features/feature-ids';
import { describe, expect, it } from 'vitest';
import { routedPath } from './fuzz-verdict';
import { hostileRequest } from './hostile-request';

const CONTEXT = { origin: 'http://127.0.0.1:4000', today: '2026-03-20' };
const requests = Array.from({ length: 3_000 }, (_, index) => hostileRequest(11, index, CONTEXT));

describe('hostileRequest', () => {
  it('is a pure function of seed and index, so a failure replays', () => {
    expect(hostileRequest(11, 123, CONTEXT)).toEqual(requests[123]);
    expect(hostileRequest(12, 123, CONTEXT)).not.toEqual(requests[123]);
  });

  it('reaches every endpoint, unknown API paths and the static files', () => {
    const routes = new Set(
      requests.map((request) => {
        const path = routedPath(request.path);
        if (path.startsWith('/api/places/')) return 'place by id';
        if (/^\/api\/(readings|transits|chart|sky\/events|sky\/now|places|health)$/.test(path)) return path;
        if (path.startsWith('/api')) return 'unknown api';
        return path.startsWith('/assets/') ? 'asset' : 'other static';
      }),
    );
    expect([...routes].sort()).toEqual(
      [
        '/api/chart',
        '/api/health',
        '/api/places',
        '/api/readings',
        '/api/sky/events',
        '/api/sky/now',
        '/api/transits',
        'asset',
        'other static',
        'place by id',
        'unknown api',
      ].sort(),
    );
  });

  it('tries traversal, duplicated query names and array syntax', () => {
    const paths = requests.map((request) => request.path);
    expect(paths.some((path) => path.includes('/../') && routedPath(path) === '/etc/passwd')).toBe(true);
    expect(paths.some((path) => path.includes('%2e%2e'))).toBe(true);
    expect(paths.some((path) => /[?&]days=[^&]*&(.*&)?days=/.test(path))).toBe(true);
    expect(paths.some((path) => path.includes('[]='))).toBe(true);
  });

  it('sends readings of every feature, in chunks, over the size limit, and as invalid UTF-8', () => {
    const readings = requests.filter((request) => request.path.startsWith('/api/readings'));
    const bodies = readings.map((request) => request.body?.toString('latin1') ?? '');
    for (const feature of FEATURE_IDS)
      expect(
        bodies.some((body) => body.includes(`"${feature}"`)),
        feature,
      ).toBe(true);
    expect(readings.some((request) => request.chunks !== undefined)).toBe(true);
    expect(readings.some((request) => (request.body?.length ?? 0) > MAX_READING_REQUEST_BYTES)).toBe(true);
    expect(readings.some((request) => request.body?.length === 0)).toBe(true);
    expect(
      readings.some(
        (request) => request.body && !request.body.equals(Buffer.from(request.body.toString('utf8'))),
      ),
    ).toBe(true);
    expect(readings.some((request) => request.headers['content-type'] !== 'application/json')).toBe(true);
    expect(bodies.some((body) => body.includes('"__proto__"'))).toBe(true);
  });

  it('only makes requests Node can put on the wire', () => {
    const unsendable = requests.filter(
      (request) =>
        !/^(\/|https?:\/\/)[\x21-\x7e]*$/.test(request.path) ||
        Object.entries(request.headers).some(([name, value]) => {
          try {
            validateHeaderName(name);
            validateHeaderValue(name, value);
            return false;
          } catch {
            return true;
          }
        }),
    );
    expect(unsendable).toEqual([]);
  });
});
