import { CALENDAR_CATEGORY_IDS } from '@core/content/calendar-categories';
import { SIGN_IDS } from '@core/content/signs';
import { PERIODS } from '@core/contract/common';
import type { FeatureId } from '@core/features/feature-ids';
import { WELLBEING_TOPIC_IDS } from '@core/features/wellbeing/wellbeing-topics';
import { localIsoDate } from '@core/time/calendar-date';
import { readingRecipes } from '@core/features/reading-recipes';
import { replyCharCeiling } from '@core/compose/feature-route';
import type { Phase } from '../soak-context';
import { startLoad } from '../load';
import { residentMB, watchMemory } from '../process-memory';
import { JSON_READING_HEADERS } from '../reading-bodies';

/** 2 MB of a model repeating itself, sent in 64 KiB pieces as fast as the socket takes them. */
const HUGE_REPLY = 'The stars repeat themselves, again and again, and again. '.repeat(36_000);
const PIECE_CHARS = 64 * 1024;
const CONNECTIONS = 16;
/** What the server may keep after 2 MB replies for every reading: the budget of this phase. */
const GROWTH_LIMIT_MB = 150;

interface SharedReading {
  feature: FeatureId;
  body: string;
}

/**
 * Distinct shared (cacheable) readings for today, so no cache or single flight can absorb them:
 * every pair's compatibility, every sign's calendar categories, horoscopes and well-being topics
 * (both provider APIs).
 */
function sharedReadings(date: string): SharedReading[] {
  const reading = (feature: FeatureId, fields: Record<string, string>): SharedReading => ({
    feature,
    body: JSON.stringify({ feature, ...fields, date }),
  });
  return [
    ...SIGN_IDS.flatMap((firstSign) =>
      SIGN_IDS.map((secondSign) => reading('compatibility', { firstSign, secondSign })),
    ),
    ...SIGN_IDS.flatMap((sign) =>
      CALENDAR_CATEGORY_IDS.map((category) => reading('cosmic-calendar', { sign, category })),
    ),
    ...SIGN_IDS.flatMap((sign) => PERIODS.map((period) => reading('horoscope', { sign, period }))),
    ...SIGN_IDS.flatMap((sign) => WELLBEING_TOPIC_IDS.map((topic) => reading('wellbeing', { sign, topic }))),
  ];
}

interface Answer {
  status: number;
  source: string;
  interrupted: boolean;
  /** Characters of text beyond the feature's ceiling (0 or less when within it). */
  pastCeiling: number;
}

async function ask(url: string, reading: SharedReading): Promise<Answer> {
  const response = await fetch(url, { method: 'POST', headers: JSON_READING_HEADERS, body: reading.body });
  const body = (await response.json()) as { text?: string; source?: string; interrupted?: boolean };
  const ceiling = replyCharCeiling(readingRecipes[reading.feature].route);
  return {
    status: response.status,
    source: body.source ?? 'none',
    interrupted: body.interrupted === true,
    pastCeiling: (body.text ?? '').length - ceiling,
  };
}

/**
 * Phase 9: a provider that answers every call with 2 MB (a model that ignores its token budget
 * or loops), for hundreds of distinct shared readings on 16 connections. Each reply must be cut
 * at its feature's character ceiling, and the server must keep no more than the budget once its
 * garbage is collected: a cut reading is never cached. The circuit breaker and the spend bounds
 * are set out of the way, so every reading really meets a 2 MB reply.
 */
export const hugeReplies: Phase = {
  id: 9,
  title: 'huge replies: 2 MB from the provider for every shared reading',
  env: {
    CIRCUIT_FAILURE_THRESHOLD: '1000',
    GENERATION_LIMIT_BURST: '10000',
    GENERATION_LIMIT_PER_MINUTE: '10000',
    PROVIDER_CALLS_PER_MINUTE: '100000',
  },
  async run(server, { fake, settings }) {
    fake.setScenario({ kind: 'flood', chunkChars: PIECE_CHARS, text: HUGE_REPLY });
    const beforeMB = await residentMB(server.pid);
    const readings = sharedReadings(localIsoDate());
    const url = `${server.url}/api/readings`;
    const answers: Answer[] = [];
    let stoppedAtMB: number | undefined;
    let next = 0;
    const memory = watchMemory(server.pid, settings.memoryCeilingMB, (current) => {
      stoppedAtMB = current;
      next = readings.length;
    });
    const started = Date.now();
    try {
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (next < readings.length) {
            const reading = readings[next];
            next += 1;
            if (reading) answers.push(await ask(url, reading));
          }
        }),
      );
    } finally {
      memory.stop();
    }
    const seconds = (Date.now() - started) / 1000;
    const rightAfterMB = await residentMB(server.pid);
    const afterMB = stoppedAtMB === undefined ? await settledMemory(server.url, server.pid) : rightAfterMB;

    const count = (test: (answer: Answer) => boolean) => answers.filter(test).length;
    const worstPastCeiling = Math.max(...answers.map((answer) => answer.pastCeiling));
    const notes = [
      `${answers.length} readings in ${seconds.toFixed(1)} s: ${count((answer) => answer.interrupted)} cut at the ceiling, ` +
        `${count((answer) => answer.source === 'fallback')} fallback, ${count((answer) => answer.source === 'offline')} offline, ` +
        `${count((answer) => answer.status !== 200)} not 200`,
      `RSS ${beforeMB.toFixed(0)} MB before, peak ${memory.peakMB().toFixed(0)} MB, ${rightAfterMB.toFixed(0)} MB right after, ${afterMB.toFixed(0)} MB once collected`,
      `longest reply ${worstPastCeiling <= 0 ? `${-worstPastCeiling} characters inside` : `${worstPastCeiling} characters past`} its ceiling`,
    ];
    if (stoppedAtMB !== undefined)
      notes.push(
        `stopped early: the server passed ${settings.memoryCeilingMB} MB (${stoppedAtMB.toFixed(0)} MB)`,
      );
    return {
      requestsPerSecond: answers.length / seconds,
      providerCalls: fake.calls,
      rssAfterMB: afterMB,
      notes,
      checks: [
        {
          label: `server RSS growth after ${readings.length} readings answered with 2 MB, once collected`,
          value: (stoppedAtMB === undefined ? afterMB : settings.memoryCeilingMB) - beforeMB,
          unit: 'MB',
          limit: GROWTH_LIMIT_MB,
        },
        {
          label: 'characters forwarded past the feature ceiling, longest of the 2 MB replies',
          value: Math.max(0, worstPastCeiling),
          unit: 'characters',
          limit: 0,
        },
        {
          // Every reading met the flood: a run that fell back or went offline measured nothing.
          label: 'shared readings not cut at the ceiling while the provider sent 2 MB',
          value:
            answers.length < readings.length ? readings.length : answers.length - count((a) => a.interrupted),
          unit: 'readings',
          limit: 0,
        },
      ],
    };
  },
};

/** The lowest memory while the server answers its health route after the flood. */
async function settledMemory(origin: string, pid: number): Promise<number> {
  const memory = watchMemory(pid, Number.POSITIVE_INFINITY, () => undefined);
  await startLoad({
    url: `${origin}/api/health`,
    connections: 8,
    amount: 20_000,
    maxSeconds: 20,
  }).done.finally(() => memory.stop());
  return Math.min(memory.lowMB(), await residentMB(pid));
}
