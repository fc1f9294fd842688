import { pathToFileURL } from 'node:url';
import { personalSky } from '../core/sky/transits/personal-sky';

const DAY_MS = 86_400_000;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** A varied birth (1930–2010, latitudes 60° N to 50° S, with a time and place) for run `index`. */
const birthOf = (index: number) => ({
  utc: new Date(Date.UTC(1930, 0, 1) + ((index * 7_919_393_000) % (80 * 365 * DAY_MS))),
  timeKnown: true,
  latitude: 60 - ((index * 37) % 110),
  longitude: ((index * 53) % 360) - 180,
});

/**
 * The personal sky of issue 28 (transits of the Sun through Pluto to every natal point with
 * every exact pass and orb entry and exit, lunations and eclipses on natal points, house
 * ingresses, the progressed Moon and the years-ahead returns scan) for 90 days from varied dates
 * in 2020–2040. `firstMs` is the first scan of the process, before the JIT and astronomy-engine's
 * caches warm up: what a visitor's first page load pays. The CPU time is given beside the wall
 * time because on a shared machine the wall time also counts the turns other processes take.
 */
export async function benchTransits(): Promise<{
  scan90dMedianMs: number;
  scan90dCpuMedianMs: number;
  firstMs: number;
}> {
  const start = Date.UTC(2020, 0, 1);
  const span = 20 * 365 * DAY_MS;
  const scan = (index: number) =>
    personalSky(birthOf(index), new Date(start + Math.floor((index * 97) % (span / DAY_MS)) * DAY_MS), 90);
  const first = performance.now();
  scan(0);
  const firstMs = performance.now() - first;
  for (let index = 1; index < 6; index += 1) scan(index);
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  for (let index = 6; index < 36; index += 1) {
    const cpu = process.cpuUsage();
    const begin = performance.now();
    scan(index);
    samples.push(performance.now() - begin);
    const used = process.cpuUsage(cpu);
    cpuSamples.push((used.user + used.system) / 1000);
  }
  return { scan90dMedianMs: median(samples), scan90dCpuMedianMs: median(cpuSamples), firstMs };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchTransits();
  console.info(
    `90-day personal transit scan median: ${result.scan90dMedianMs.toFixed(1)} ms (target ≤ 150 ms)`,
  );
  console.info(`  of which CPU time: ${result.scan90dCpuMedianMs.toFixed(1)} ms`);
  console.info(`first scan of the process (cold): ${result.firstMs.toFixed(1)} ms`);
}
