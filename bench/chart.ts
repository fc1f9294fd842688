import { pathToFileURL } from 'node:url';
import { computeAstrologerChart } from '../core/sky/astrologer-chart';
import { computeChart } from '../core/sky/chart';
import { findSkyEvents } from '../core/sky/events';

const DAY_MS = 86_400_000;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Times `run` on `iterations` different inputs after `warmup` untimed runs (lets the JIT settle). */
function measure(run: (index: number) => unknown, warmup: number, iterations: number): number {
  for (let index = 0; index < warmup; index += 1) run(index);
  const samples: number[] = [];
  for (let index = 0; index < iterations; index += 1) {
    const start = performance.now();
    run(warmup + index);
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/**
 * Median time of a full natal chart (12 bodies with speeds, Placidus houses, aspects), of the
 * astrologer's chart (with Chiron, Lilith, the Part of Fortune, the Vertex and all eleven aspects)
 * and of a 30-day sky-event scan, on varied dates across 1900–2050 so no cache flatters the
 * numbers. bench/swisseph-chart.c times the same charts with Swiss Ephemeris, for comparison.
 */
export async function benchChart(): Promise<{
  natalMedianMs: number;
  astrologerMedianMs: number;
  eventScan30dMedianMs: number;
}> {
  const start = Date.UTC(1900, 0, 1);
  const span = Date.UTC(2050, 0, 1) - start;
  const instant = (index: number) => new Date(start + ((index * 7_919_393 * 1000) % span));
  const natalMedianMs = measure(
    (index) =>
      computeChart({ utc: instant(index), latitude: 51.5 - (index % 100), longitude: (index % 360) - 180 }),
    2_000,
    10_000,
  );
  const astrologerMedianMs = measure(
    (index) =>
      computeAstrologerChart({
        utc: instant(index),
        latitude: 51.5 - (index % 100),
        longitude: (index % 360) - 180,
        aspects: { set: 'all', orbs: 'standard' },
      }),
    2_000,
    10_000,
  );
  const eventScan30dMedianMs = measure(
    (index) => findSkyEvents(new Date(start + ((index * 97 * DAY_MS) % span)), 30),
    20,
    100,
  );
  return { natalMedianMs, astrologerMedianMs, eventScan30dMedianMs };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchChart();
  console.info(`natal chart median: ${result.natalMedianMs.toFixed(3)} ms (target < 0.35 ms)`);
  console.info(`astrologer's chart median: ${result.astrologerMedianMs.toFixed(3)} ms`);
  console.info(`30-day event scan median: ${result.eventScan30dMedianMs.toFixed(2)} ms (target < 50 ms)`);
}
