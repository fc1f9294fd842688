import { describe, expect, it } from 'vitest';
import { parseSoakOptions } from './soak-options';
import { SOAK_SETTINGS, providerAllowance, soakServerEnv } from './soak-settings';

const IDS = [1, 2, 3, 4, 5, 6];

describe('parseSoakOptions', () => {
  it('runs every phase once by default', () => {
    expect(parseSoakOptions([], IDS)).toEqual({ phases: IDS, runs: 1 });
  });

  it('reads a subset of phases, a run count and another checkout', () => {
    expect(parseSoakOptions(['--phases', '2,4', '--runs', '3', '--root', '/tmp/old'], IDS)).toEqual({
      phases: [2, 4],
      runs: 3,
      root: '/tmp/old',
    });
  });

  it('refuses unknown phases and unbounded run counts', () => {
    expect(() => parseSoakOptions(['--phases', '2,9'], IDS)).toThrow(/--phases/);
    expect(() => parseSoakOptions(['--runs', '50'], IDS)).toThrow(/--runs/);
    expect(() => parseSoakOptions(['--runs', 'two'], IDS)).toThrow(/--runs/);
  });
});

describe('the provider allowance', () => {
  const settings = { ...SOAK_SETTINGS, rate: { burst: 10, perMinute: 30 } };

  it('is the burst plus what refills while the run lasts', () => {
    expect(providerAllowance(settings, 0)).toBe(10);
    expect(providerAllowance(settings, 60_000)).toBe(40);
    expect(providerAllowance(settings, 14_100)).toBe(18);
  });

  it('is handed to the server as its own rate settings', () => {
    const env = soakServerEnv('http://127.0.0.1:4010/v1', settings);
    expect(env.OPENAI_BASE_URL).toBe('http://127.0.0.1:4010/v1');
    expect(env.READING_DEADLINE_MS).toBe(String(SOAK_SETTINGS.readingDeadlineMs));
    expect([env.RATE_LIMIT_BURST, env.RATE_LIMIT_PER_MINUTE]).toEqual(['10', '30']);
  });
});
