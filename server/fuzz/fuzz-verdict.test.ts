import { describe, expect, it } from 'vitest';
import type { FuzzRequest } from './fuzz-request';
import { isApiPath, problemsWith, routedPath } from './fuzz-verdict';
import type { RawResponse } from './send-raw-request';

const request = (path: string, method = 'GET'): FuzzRequest => ({ label: 'test', method, path, headers: {} });
const response = (status: number, body: string, contentType = 'application/json'): RawResponse => ({
  status,
  headers: { 'content-type': contentType },
  body: Buffer.from(body),
  elapsedMs: 1,
});

describe('routedPath and isApiPath', () => {
  it('resolve dot segments, encoded ones included, as the server does before routing', () => {
    expect(routedPath('/assets/../../etc/passwd')).toBe('/etc/passwd');
    expect(routedPath('/api/%2e%2e/index.html')).toBe('/index.html');
    expect(isApiPath('/api/chart?x=1')).toBe(true);
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/api/../assets/x.js')).toBe(false);
    expect(routedPath('http://evil.example/api/health')).toBe('/api/health');
  });
});

describe('problemsWith', () => {
  it('accepts answers that refuse in JSON or succeed', () => {
    expect(
      problemsWith(request('/api/chart'), response(400, '{"error":"The chart request is not valid."}')),
    ).toEqual([]);
    expect(problemsWith(request('/api/health'), response(200, '{"status":"ok"}'))).toEqual([]);
    expect(problemsWith(request('/assets/x.js'), response(404, 'Not found', 'text/plain'))).toEqual([]);
  });

  it('flags any server error', () => {
    expect(problemsWith(request('/weekly'), response(502, 'Bad gateway', 'text/plain'))).toEqual([
      'answered 502: Bad gateway',
    ]);
  });

  it('flags an API refusal without a JSON error message, except for HEAD and Node’s own 431', () => {
    expect(problemsWith(request('/api/places'), response(404, 'Not found', 'text/plain'))).toHaveLength(1);
    expect(problemsWith(request('/api/places'), response(400, '{"message":"no"}'))).toHaveLength(1);
    expect(problemsWith(request('/api/places', 'HEAD'), response(404, ''))).toEqual([]);
    expect(problemsWith(request('/api/places'), response(431, ''))).toEqual([]);
    const malformed = { ...request('/api\\health'), malformedTarget: true };
    expect(problemsWith(malformed, response(400, ''))).toEqual([]);
    expect(problemsWith(malformed, response(500, ''))).toHaveLength(1);
  });

  it('flags a 200 stream that carries an error event', () => {
    const stream = 'event: text-delta\ndata: {}\n\nevent: error\ndata: {"type":"error","message":"x"}\n\n';
    expect(
      problemsWith(request('/api/readings', 'POST'), response(200, stream, 'text/event-stream')),
    ).toEqual(['streamed an error event: the reading service failed inside a 200 answer']);
  });

  it('flags a body that holds the system password file', () => {
    expect(
      problemsWith(
        request('/assets/../../etc/passwd'),
        response(200, 'root:x:0:0:root:/root:/bin/bash\n', 'text/plain'),
      ),
    ).toEqual(['served the contents of /etc/passwd']);
  });
});
