// `node --import tsx server/places/write-place-index.ts <file>`: builds the place index from the
// GeoNames dump and writes it to <file>. The server build runs it (tooling/place-index-plugin.ts)
// so the compiled server reads a ready index instead of building one while it answers requests.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { placeIndexToBytes } from './place-index-file';
import { loadPlaceIndexData } from './place-index';

const [target] = process.argv.slice(2);
if (!target) {
  console.error('Usage: node --import tsx server/places/write-place-index.ts <file>');
  process.exit(2);
}
const bytes = placeIndexToBytes(await loadPlaceIndexData());
await writeFile(resolve(target), bytes);
console.info(`Place index: ${(bytes.length / 2 ** 20).toFixed(1)} MiB written to ${target}`);
