import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, serverCommand, startServerProcess } from './support/server-process';

const root = fileURLToPath(new URL('..', import.meta.url));
const compiled = fileURLToPath(new URL('../dist/server/index.js', import.meta.url));

// The servers every other spec talks to are started the same way; this spec says so out loud
// and checks what only the compiled build has: no TypeScript at run time, the prebuilt index.
describe('the compiled server (dist/server)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerProcess({ LOG_LEVEL: 'silent' });
  });
  afterAll(() => server.stop());

  it('is what the specs and `npm start` run, with no TypeScript loader', () => {
    expect(serverCommand(root)).toEqual([compiled]);
    expect(readFileSync(fileURLToPath(new URL('../scripts/start.mjs', import.meta.url)), 'utf8')).toContain(
      "'dist/server/index.js'",
    );
    expect(readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0')).not.toContain('tsx');
  });

  it('ships the place index beside itself and searches it at once', async () => {
    expect(existsSync(fileURLToPath(new URL('../dist/server/place-index.bin', import.meta.url)))).toBe(true);
    const response = await fetch(`${server.url}/api/places?q=lond&limit=1`);
    expect(response.status).toBe(200);
    const { places } = (await response.json()) as { places: { name: string; timeZone: string }[] };
    expect(places[0]).toMatchObject({ name: 'London', timeZone: 'Europe/London' });
  });

  it('finds the built client from its own folder and answers the API', async () => {
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', provider: { configured: false } });
  });
});
