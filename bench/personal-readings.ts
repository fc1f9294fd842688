// Uncached personal readings composed offline (issue 27, item 5): a birth chart and a numerology
// reading, each as a `POST` the way the page sends it, at 64 connections against the same
// server's `/api/health`. Every request is a different visitor (its own address and birth
// moment), so neither the rate limit nor any cache keyed by the request decides the figure.
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { localIsoDate } from '@core/time/calendar-date';
import { ADA } from '@core/testing/birth-fixtures';
import { startServerProcess } from '../e2e/support/server-process';
import { type Throughput, bestThroughput, measureThroughput } from './throughput';

export const PERSONAL_CONNECTIONS = 64;
/** Issue 27's goal for the offline birth chart, and the floor both readings are held to. */
export const PERSONAL_READING_MIN_RATIO = 0.2;

export interface PersonalReadingFigures {
  health: Throughput;
  birthChart: Throughput;
  numerology: Throughput;
}

/**
 * No provider key (the offline composer), the proxy hop trusted so each request can name its own
 * address, and a limit high enough that the throughput, not the 429, is measured.
 */
const SERVER_ENV = {
  LOG_LEVEL: 'error',
  TRUST_PROXY: '1',
  RATE_LIMIT_BURST: '10000',
  RATE_LIMIT_PER_MINUTE: '10000',
};

const MINUTES_IN_A_YEAR = 525_600;

/** The `n`-th visitor's birth chart request: Ada's place, a birth minute of its own. */
function birthChartBody(n: number): string {
  const utc = new Date(Date.parse(ADA.utc) + (n % MINUTES_IN_A_YEAR) * 60_000);
  const [date = '', clock = ''] = utc.toISOString().split('T');
  return JSON.stringify({
    feature: 'birth-chart',
    person: {
      ...ADA,
      date,
      time: clock.slice(0, 5),
      utc: `${date}T${clock.slice(0, 5)}:00Z`,
      offsetLabel: 'UTC',
    },
  });
}

/** The `n`-th visitor's numerology request: a birth date of its own. */
function numerologyBody(n: number, today: string): string {
  const birthDate = new Date(Date.UTC(1950, 0, 1) + (n % 20_000) * 86_400_000).toISOString().slice(0, 10);
  return JSON.stringify({ feature: 'numerology', sign: 'cancer', name: 'Ann Lee', birthDate, date: today });
}

/** A documentation address (RFC 5737 allows 198.18.0.0/15 for benchmarks) per visitor. */
const visitorAddress = (n: number) => `198.18.${(n >> 8) & 0xff}.${n & 0xff}`;

/** `POST /api/readings` at 64 connections for `seconds`, each request a new visitor. */
async function measurePersonal(
  origin: string,
  bodyOf: (n: number) => string,
  seconds = 4,
): Promise<Throughput> {
  let visitor = 0;
  const result = await autocannon({
    url: `${origin}/api/readings`,
    connections: PERSONAL_CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          visitor += 1;
          return {
            ...request,
            body: bodyOf(visitor),
            headers: {
              'content-type': 'application/json',
              accept: 'text/event-stream',
              'x-forwarded-for': visitorAddress(visitor),
            },
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

/** Against the server of the checkout at `root` (default this one): three rounds, each figure its best. */
export async function benchPersonalReadings(root?: string): Promise<PersonalReadingFigures> {
  const server = await startServerProcess(SERVER_ENV, root);
  try {
    const today = localIsoDate();
    const check = await fetch(`${server.url}/api/readings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: birthChartBody(0),
    });
    const reading = (await check.json()) as { source?: string };
    if (reading.source !== 'offline') throw new Error(`Expected an offline reading, got ${reading.source}`);
    const rounds: PersonalReadingFigures[] = [];
    for (let round = 0; round < 3; round += 1) {
      rounds.push({
        health: await measureThroughput(`${server.url}/api/health`, {}, 4, PERSONAL_CONNECTIONS),
        birthChart: await measurePersonal(server.url, birthChartBody),
        numerology: await measurePersonal(server.url, (n) => numerologyBody(n, today)),
      });
    }
    if (rounds.some((figures) => Object.values(figures).some((figure) => figure.non2xx > 0)))
      throw new Error('Some personal reading benchmark requests failed');
    const best = (pick: (figures: PersonalReadingFigures) => Throughput) => bestThroughput(rounds.map(pick));
    return {
      health: best((figures) => figures.health),
      birthChart: best((figures) => figures.birthChart),
      numerology: best((figures) => figures.numerology),
    };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await benchPersonalReadings(process.argv[2]);
  const line = (label: string, figure: Throughput) =>
    `${label.padEnd(28)} ${figure.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${figure.p99Ms} ms  ${(
      figure.requestsPerSecond / figures.health.requestsPerSecond
    ).toFixed(3)}× health`;
  console.info(line('GET /api/health', figures.health));
  console.info(line('offline birth chart (POST)', figures.birthChart));
  console.info(line('offline numerology (POST)', figures.numerology));
}

/** The bench's rows for these figures: each reading as a ratio of `/api/health`, held to 0.2×. */
export function personalReadingRows(figures: PersonalReadingFigures) {
  const ratio = (label: string, figure: Throughput) => ({
    measure: `Offline ${label} POST (64 conn) / health`,
    value: figure.requestsPerSecond / figures.health.requestsPerSecond,
    unit: 'ratio',
    budget: PERSONAL_READING_MIN_RATIO,
    kind: 'min' as const,
  });
  return [ratio('birth chart', figures.birthChart), ratio('numerology', figures.numerology)];
}
