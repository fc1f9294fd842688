import { describe, expect, it } from 'vitest';
import { type PhaseRun, phaseTable, range, verdictLines, verdictsOf } from './soak-report';

const run = (overrides: Partial<PhaseRun>): PhaseRun => ({
  phase: 4,
  title: 'sky-event scans',
  rssBeforeMB: 370,
  rssAfterMB: 380,
  notes: [],
  checks: [],
  ...overrides,
});

const healthCheck = (value: number) => ({ label: 'health p99', value, unit: 'ms', limit: 50 });

describe('verdictsOf', () => {
  it('judges a budget on its best run and keeps every value', () => {
    const [verdict] = verdictsOf([run({ checks: [healthCheck(80)] }), run({ checks: [healthCheck(30)] })]);
    expect(verdict?.passed).toBe(true);
    expect(verdict?.best.value).toBe(30);
    expect(verdict?.values).toEqual([80, 30]);
  });

  it('fails a budget that every run exceeds, and passes one met exactly', () => {
    const verdicts = verdictsOf([
      run({ checks: [healthCheck(51), { label: 'calls', value: 18, unit: 'calls', limit: 18 }] }),
      run({ checks: [healthCheck(70)] }),
    ]);
    expect(verdicts.map((verdict) => [verdict.label, verdict.passed])).toEqual([
      ['health p99', false],
      ['calls', true],
    ]);
  });

  it('compares runs by their margin when the limit differs from run to run', () => {
    const [verdict] = verdictsOf([
      run({ checks: [{ label: 'calls', value: 20, unit: 'calls', limit: 18 }] }),
      run({ checks: [{ label: 'calls', value: 21, unit: 'calls', limit: 25 }] }),
    ]);
    expect(verdict?.passed).toBe(true);
    expect(verdict?.best.limit).toBe(25);
  });
});

describe('the printed report', () => {
  it('writes one table row per phase with the spread over its runs', () => {
    const table = phaseTable([
      run({ phase: 5, title: 'spellings', requestsPerSecond: 620.4, p99Ms: 160, rssAfterMB: 334 }),
      run({ phase: 5, title: 'spellings', requestsPerSecond: 1_430, p99Ms: 250, rssAfterMB: 350 }),
      run({ phase: 2, title: 'uncached', providerCalls: 18, tooManyRequests: 482 }),
    ]).split('\n');
    expect(table[0]).toBe('| phase | req/s | p99 ms | provider calls | 429s | RSS before → after MB |');
    expect(table[2]).toBe('| 2. uncached | – | – | 18 | 482 | 370 → 380 |');
    expect(table[3]).toBe('| 5. spellings | 620–1,430 | 160–250 | – | – | 370 → 334–350 |');
  });

  it('marks each budget with its outcome', () => {
    expect(verdictLines(verdictsOf([run({ checks: [healthCheck(12.34)] })]))).toEqual([
      '✔ health p99: 12.3 ms (budget ≤ 50; runs: 12.3)',
    ]);
    expect(verdictLines(verdictsOf([run({ checks: [healthCheck(744)] })]))[0]).toMatch(/^✖ /);
  });

  it('writes a range only when the runs differ', () => {
    expect(range([3, 3])).toBe('3');
    expect(range([2.04, 3.96], 1)).toBe('2.0–4.0');
    expect(range([])).toBe('–');
  });
});
