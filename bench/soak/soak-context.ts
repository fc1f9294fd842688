import type { FakeOpenAI } from '@server/testing/fake-openai';
import { type RunningServer, startServerProcess } from '../../e2e/support/server-process';
import { residentMB } from './process-memory';
import type { PhaseRun } from './soak-report';
import { type SoakSettings, soakServerEnv } from './soak-settings';

export interface SoakContext {
  fake: FakeOpenAI;
  settings: SoakSettings;
  /** The checkout whose server is measured. */
  root: string;
}

/**
 * What a phase measures once its server is up; the frame adds the title and memory (a phase
 * that lets the server settle before reading its memory reports that figure itself).
 */
export type PhaseFigures = Omit<PhaseRun, 'phase' | 'title' | 'rssBeforeMB' | 'rssAfterMB'> & {
  rssAfterMB?: number;
};

export interface Phase {
  id: number;
  title: string;
  /** Settings this phase's server needs over the soak's own (an older checkout ignores unknown ones). */
  env?: Record<string, string>;
  run(server: RunningServer, context: SoakContext): Promise<PhaseFigures>;
}

/**
 * Runs one phase on a server of its own, so rate-limit buckets, the circuit breaker and memory
 * from one phase do not colour the next. Memory is read after the server has loaded its place
 * index (a search waits for it), when its size has settled.
 */
export async function runPhase(phase: Phase, context: SoakContext): Promise<PhaseRun> {
  context.fake.reset();
  const server = await startServerProcess(
    { ...soakServerEnv(context.fake.url, context.settings), ...phase.env },
    context.root,
  );
  try {
    const warm = await fetch(`${server.url}/api/places?q=lon`, { signal: AbortSignal.timeout(60_000) });
    if (!warm.ok) throw new Error(`The place index did not load: HTTP ${warm.status}`);
    const rssBeforeMB = await residentMB(server.pid);
    const figures = await phase.run(server, context);
    const rssAfterMB = figures.rssAfterMB ?? (await residentMB(server.pid));
    return { phase: phase.id, title: phase.title, rssBeforeMB, ...figures, rssAfterMB };
  } finally {
    context.fake.setScenario({ kind: 'reply' });
    await server.stop();
  }
}
