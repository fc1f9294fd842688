import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { parseEnv } from '../env';
import { createLogger } from '../logging/logger';
import { MAX_TRANSITS_REQUEST_BYTES } from './transits';

// The whole app, so the route is tested as it is wired (guards, 404 fallback, headers).
const app = createApp({ env: parseEnv({}), logger: createLogger('silent') });

const validBody = {
  birth: { date: '1990-05-17', time: '16:30', tz: 'Europe/Paris', lat: 48.8566, lon: 2.3522 },
  from: '2026-01-01',
  days: 90,
};

const post = (body: unknown, path = '/api/transits', headers: Record<string, string> = {}) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

interface TransitsAnswer {
  birth: { utc: string; offset: string; note?: string };
  birthTimeKnown: boolean;
  housesKnown: boolean;
  events: {
    kind: string;
    body: string;
    target?: string;
    aspect?: string;
    exactAt: string;
    startsAt?: string;
    endsAt?: string;
  }[];
}

interface ErrorAnswer {
  error: string;
  issues?: { path: string; message: string }[];
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('POST /api/transits', () => {
  it('answers with every kind of event in the public shape, transits with their orb entry and exit', async () => {
    const response = await post(validBody);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const answer = (await response.json()) as TransitsAnswer;
    // 16:30 in Paris in May 1990 is summer time, UTC+2.
    expect(answer.birth.utc).toBe('1990-05-17T14:30:00.000Z');
    expect(answer).toMatchObject({ birthTimeKnown: true, housesKnown: true });
    const kinds = new Set(answer.events.map((event) => event.kind));
    for (const kind of ['transit', 'ingress', 'return']) expect(kinds).toContain(kind);
    for (const event of answer.events) {
      expect(event.exactAt).toMatch(ISO_INSTANT);
      expect(typeof event.body).toBe('string');
      if (event.kind !== 'transit') continue;
      expect(['conjunction', 'sextile', 'square', 'trine', 'opposition']).toContain(event.aspect);
      expect(typeof event.target).toBe('string');
      expect(event.startsAt).toMatch(ISO_INSTANT);
      expect(event.endsAt).toMatch(ISO_INSTANT);
    }
    expect(answer.events.some((event) => event.target === 'asc' || event.target === 'mc')).toBe(true);
  });

  it('reads a birth without a time as local noon, with no angles, houses or natal Moon', async () => {
    const response = await post({ ...validBody, birth: { date: '1990-05-17', tz: 'Europe/Paris' } });
    const answer = (await response.json()) as TransitsAnswer;
    expect(answer.birth.utc).toBe('1990-05-17T10:00:00.000Z');
    expect(answer).toMatchObject({ birthTimeKnown: false, housesKnown: false });
    expect(answer.events.some((event) => ['asc', 'mc', 'moon'].includes(event.target ?? ''))).toBe(false);
    expect(answer.events.some((event) => event.kind === 'ingress')).toBe(false);
  });

  it('reads a clock time the zone repeated as the earlier one, and says so', async () => {
    // Paris set its clocks back from 03:00 to 02:00 on 2020-10-25: 02:30 happened twice.
    const response = await post({
      ...validBody,
      birth: { date: '2020-10-25', time: '02:30', tz: 'Europe/Paris' },
    });
    const answer = (await response.json()) as TransitsAnswer;
    expect(answer.birth.utc).toBe('2020-10-25T00:30:00.000Z');
    expect(answer.birth.note).toMatch(/happened twice/);
  });

  it.each([
    ['a birth date that is not a date', { birth: { ...validBody.birth, date: '1990-02-30' } }, 'birth.date'],
    ['a from that is not a date', { from: '2026-13-01' }, 'from'],
    ['0 days', { days: 0 }, 'days'],
    ['367 days', { days: 367 }, 'days'],
    ['a fraction of a day', { days: 1.5 }, 'days'],
    ['an unknown time zone', { birth: { ...validBody.birth, tz: 'Mars/Olympus_Mons' } }, 'birth.tz'],
    ['a time not written HH:MM', { birth: { ...validBody.birth, time: '4pm' } }, 'birth.time'],
    ['a latitude without a longitude', { birth: { date: '1990-05-17', tz: 'UTC', lat: 10 } }, 'birth.lon'],
    ['a window before the birth', { from: '1980-01-01' }, 'from'],
    ['an unknown field', { extra: true }, 'extra'],
  ])('refuses %s with a 400 that names the field', async (_what, change, path) => {
    const response = await post({ ...validBody, ...change });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as ErrorAnswer;
    expect(answer.error).toMatch(/^The transits request is not valid: /);
    expect(answer.issues?.map((issue) => issue.path)).toContain(path);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await post('{"birth":');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorAnswer).error).toMatch(/not JSON/);
  });

  it('refuses birth details in the query string, even beside a valid body', async () => {
    const response = await post(validBody, '/api/transits?date=1990-05-17&time=16:30&tz=Europe/Paris');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorAnswer).error).toMatch(/never in the URL/);
  });

  it('has no GET form that would put a birth in a URL', async () => {
    const response = await app.request(
      '/api/transits?date=1990-05-17&tz=Europe/Paris&from=2026-01-01&days=30',
    );
    expect(response.status).toBe(404);
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await post({ ...validBody, padding: 'x'.repeat(MAX_TRANSITS_REQUEST_BYTES) });
    expect(response.status).toBe(413);
  });

  it('refuses a form post (415) and a request from another site (403)', async () => {
    const form = await app.request('/api/transits', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(validBody),
    });
    expect(form.status).toBe(415);
    const crossSite = await post(validBody, '/api/transits', {
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
  });
});
