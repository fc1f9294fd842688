// Place search speed: `npx tsx bench/places.ts` alone, or `benchPlaces()` from `npm run bench`.
// The spec's budget is an answer to a typed prefix in under 20 ms.
import { fileURLToPath } from 'node:url';
import { loadPlaceIndex } from '@server/places/place-index';

/** Prefixes as people type them: one letter, partial words, accents, two words, a comma. */
export const BENCH_PLACE_QUERIES = [
  'l',
  'lo',
  'lon',
  'lond',
  'new y',
  'sao pau',
  'São Paulo',
  'zurich',
  'Zürich',
  'san',
  'santa ',
  'st',
  'springfield, il',
  'paris, france',
  'mumb',
  'bombay',
  'tok',
  'москва',
  'xian',
  'ber',
  'buenos a',
  'los ang',
  'ciudad de',
  'wien',
  'köln',
  'qqqq',
  'a',
  'e',
  'kr',
  'saint-',
] as const;

export interface PlaceBench {
  /** Wall-clock time to build the index from the data package. */
  loadMs: number;
  /** CPU time of that build (user + system), steadier than wall time on a shared machine. */
  loadCpuMs: number;
  /** Heap kept by the index once built (after a collection when run with --expose-gc). */
  heapMb: number;
  searchMedianMs: number;
  searchMaxMs: number;
  places: number;
}

export async function benchPlaces(rounds = 20): Promise<PlaceBench> {
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const cpuBefore = process.cpuUsage();
  const loadStart = performance.now();
  const index = await loadPlaceIndex();
  const loadMs = performance.now() - loadStart;
  const cpu = process.cpuUsage(cpuBefore);
  collect?.();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  const timings: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of BENCH_PLACE_QUERIES) {
      const start = performance.now();
      index.search(query, 10);
      timings.push(performance.now() - start);
    }
  }
  timings.sort((left, right) => left - right);
  const searchMedianMs = timings[Math.floor(timings.length / 2)] ?? Number.NaN;
  const searchMaxMs = timings.at(-1) ?? Number.NaN;
  return {
    loadMs,
    loadCpuMs: (cpu.user + cpu.system) / 1000,
    heapMb,
    searchMedianMs,
    searchMaxMs,
    places: index.size,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchPlaces();
  console.info(
    `Place index: ${result.places} places loaded in ${result.loadMs.toFixed(0)} ms ` +
      `(${result.loadCpuMs.toFixed(0)} ms CPU), heap ${result.heapMb.toFixed(1)} MB; ` +
      `search median ${result.searchMedianMs.toFixed(3)} ms, max ${result.searchMaxMs.toFixed(2)} ms`,
  );
}
