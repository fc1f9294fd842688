import { describe, expect, it } from 'vitest';
import { type Permit, createProviderGuard } from './provider-guard';

const signal = () => new AbortController().signal;

function guardAt(overrides: Partial<Parameters<typeof createProviderGuard>[0]> = {}) {
  let time = 0;
  const guard = createProviderGuard({
    maxConcurrent: 2,
    queueTimeoutMs: 50,
    failureThreshold: 3,
    openMs: 1_000,
    now: () => time,
    ...overrides,
  });
  return { guard, advance: (ms: number) => (time += ms) };
}

const granted = async (promise: ReturnType<ReturnType<typeof createProviderGuard>['admit']>) => {
  const admission = await promise;
  if (!admission.granted) throw new Error(`refused: ${admission.reason}`);
  return admission as Permit;
};

describe('provider guard: ceiling', () => {
  it('lets no more than the ceiling through at once; the next waits for a free slot', async () => {
    const { guard } = guardAt();
    const first = await granted(guard.admit(signal()));
    await granted(guard.admit(signal()));
    const third = guard.admit(signal());
    expect(guard.active).toBe(2);
    first.release('success');
    expect((await third).granted).toBe(true);
    expect(guard.active).toBe(2);
  });

  it('refuses as busy when no slot frees up in time', async () => {
    const { guard } = guardAt();
    await granted(guard.admit(signal()));
    await granted(guard.admit(signal()));
    expect(await guard.admit(signal())).toEqual({ granted: false, reason: 'busy' });
  });
});

describe('provider guard: circuit breaker', () => {
  it('opens after the threshold of failures in a row and serves refusals at once', async () => {
    const { guard } = guardAt();
    for (let index = 0; index < 3; index += 1) (await granted(guard.admit(signal()))).release('failure');
    expect(guard.state).toBe('open');
    expect(await guard.admit(signal())).toEqual({ granted: false, reason: 'circuit-open' });
  });

  it('lets one probe through after the pause; a success closes the circuit', async () => {
    const { guard, advance } = guardAt();
    for (let index = 0; index < 3; index += 1) (await granted(guard.admit(signal()))).release('failure');
    advance(1_000);
    expect(guard.state).toBe('half-open');
    const probe = await granted(guard.admit(signal()));
    expect(await guard.admit(signal())).toEqual({ granted: false, reason: 'circuit-open' });
    probe.release('success');
    expect(guard.state).toBe('closed');
    expect((await guard.admit(signal())).granted).toBe(true);
  });

  it('reopens at once when the probe fails', async () => {
    const { guard, advance } = guardAt();
    for (let index = 0; index < 3; index += 1) (await granted(guard.admit(signal()))).release('failure');
    advance(1_000);
    (await granted(guard.admit(signal()))).release('failure');
    expect(guard.state).toBe('open');
  });

  it('does not count abandoned readings, and a success resets the count', async () => {
    const { guard } = guardAt();
    (await granted(guard.admit(signal()))).release('failure');
    (await granted(guard.admit(signal()))).release('failure');
    (await granted(guard.admit(signal()))).release('abandoned');
    (await granted(guard.admit(signal()))).release('success');
    (await granted(guard.admit(signal()))).release('failure');
    expect(guard.state).toBe('closed');
  });
});
