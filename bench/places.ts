// Place search speed: `npx tsx bench/places.ts` alone, or `benchPlaces()` from `npm run bench`.
// The spec's budget is an answer to a typed prefix in under 20 ms.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPlaceIndexFile } from '@server/places/place-index';

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
  /** Wall-clock time to build and write the index from the data package (once, in `npm run build`). */
  buildMs: number;
  /** Time to read the built index file and make it searchable, as the compiled server does at start. */
  loadMs: number;
  /** Memory the loaded index keeps (heap and array buffers, after a collection with --expose-gc). */
  memoryMb: number;
  /** Size of the index file shipped in dist/server/. */
  fileMb: number;
  searchMedianMs: number;
  searchMaxMs: number;
  places: number;
}

const memoryInUse = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

export async function benchPlaces(rounds = 20): Promise<PlaceBench> {
  const collect = (globalThis as { gc?: () => void }).gc;
  // Built in a child process, as `npm run build` does, so its garbage does not blur the memory figure.
  const buildStart = performance.now();
  const file = join(await mkdtemp(join(tmpdir(), 'place-index-')), 'place-index.bin');
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'server/places/write-place-index.ts', file], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`Building the place index failed (exit ${build.status})`);
  const buildMs = performance.now() - buildStart;
  collect?.();
  const memoryBefore = memoryInUse();
  const loadStart = performance.now();
  const index = await readPlaceIndexFile(file);
  const loadMs = performance.now() - loadStart;
  collect?.();
  const memoryMb = (memoryInUse() - memoryBefore) / 2 ** 20;
  const fileMb = (await stat(file)).size / 2 ** 20;
  await rm(dirname(file), { recursive: true });
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
    buildMs,
    loadMs,
    memoryMb,
    fileMb,
    searchMedianMs,
    searchMaxMs,
    places: index.size,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchPlaces();
  console.info(
    `Place index: ${result.places} places built in ${result.buildMs.toFixed(0)} ms ` +
      `(a process of its own); file ${result.fileMb.toFixed(1)} MiB read in ` +
      `${result.loadMs.toFixed(1)} ms, keeping ${result.memoryMb.toFixed(1)} MiB; ` +
      `search median ${result.searchMedianMs.toFixed(3)} ms, max ${result.searchMaxMs.toFixed(2)} ms`,
  );
}
