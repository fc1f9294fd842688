import { skyInPeriod } from '@core/sky/sky-in-period';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scanSky } from './scan-sky';

const FROM = new Date('2026-11-24T00:00:00Z');

afterEach(() => vi.unstubAllGlobals());

/** A worker that cannot start its script, as when it is offline before the service worker has it. */
class UnloadableWorker {
  onmessage: ((message: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  terminated = false;
  postMessage() {
    queueMicrotask(() => this.onerror?.(new Event('error', { cancelable: true })));
  }
  terminate() {
    this.terminated = true;
  }
}

describe('scanSky', () => {
  it('finds the same events as a scan on the page where no worker can run', async () => {
    vi.stubGlobal('Worker', undefined);
    expect(await scanSky(FROM, 30)).toEqual(skyInPeriod(FROM, 30));
  });

  it('scans on the page when the worker cannot load, and lets the worker go', async () => {
    const made: UnloadableWorker[] = [];
    vi.stubGlobal(
      'Worker',
      class extends UnloadableWorker {
        constructor() {
          super();
          made.push(this);
        }
      },
    );
    const events = await scanSky(FROM, 30);
    expect(events.length).toBeGreaterThan(5);
    expect(events).toEqual(skyInPeriod(FROM, 30));
    expect(made).toHaveLength(1);
    expect(made[0]?.terminated).toBe(true);
  });
});
