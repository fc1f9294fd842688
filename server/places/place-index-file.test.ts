import { beforeAll, describe, expect, it } from 'vitest';
import { type PlaceIndexData, buildPlaceIndexData, placeIndexFrom } from './build-place-index';
import type { PlaceIndex } from './place';
import { PLACES, REGION_NAMES } from './place-fixtures';
import { PlaceIndexFileError, placeIndexFromBytes, placeIndexToBytes } from './place-index-file';

const QUERIES = [
  'l',
  'lond',
  'london, ca',
  'springfield, il',
  'wien',
  'вена',
  'sao pau',
  'zürich',
  'nowhere',
  'q',
];

let data: PlaceIndexData;
let built: PlaceIndex;
beforeAll(async () => {
  data = await buildPlaceIndexData(PLACES, { regionNames: REGION_NAMES });
  built = placeIndexFrom(data);
});

const answers = (index: PlaceIndex) => QUERIES.map((query) => index.search(query, 20));

describe('the place index file', () => {
  it('answers every query exactly as the index it was written from', () => {
    const read = placeIndexFrom(placeIndexFromBytes(placeIndexToBytes(data)));
    expect(read.size).toBe(built.size);
    expect(answers(read)).toEqual(answers(built));
    expect(answers(read).flat().length).toBeGreaterThan(10);
    for (const { geonameId } of PLACES)
      expect(read.byId(String(geonameId))).toEqual(built.byId(String(geonameId)));
  });

  it('lays every array on an 8-byte boundary, so the views need no copy', () => {
    const bytes = placeIndexToBytes(data);
    const read = placeIndexFromBytes(bytes);
    expect(read.columns.latitudes.buffer).toBe(bytes.buffer);
    expect(read.columns.latitudes.byteOffset % 8).toBe(0);
  });

  it('reads bytes that do not start on an 8-byte boundary by copying them once', () => {
    const bytes = placeIndexToBytes(data);
    const shifted = new Uint8Array(bytes.length + 3);
    shifted.set(bytes, 3);
    const read = placeIndexFrom(placeIndexFromBytes(shifted.subarray(3)));
    expect(answers(read)).toEqual(answers(built));
  });

  it('refuses a file of another format or a cut-off one, saying how to fix it', () => {
    const bytes = placeIndexToBytes(data);
    const otherFormat = Buffer.from(bytes);
    otherFormat.write('X', bytes.indexOf('cosmic-guide'));
    expect(() => placeIndexFromBytes(otherFormat)).toThrow(PlaceIndexFileError);
    expect(() => placeIndexFromBytes(bytes.subarray(0, bytes.length - 100))).toThrow(/npm run build/);
    expect(() => placeIndexFromBytes(new Uint8Array(0))).toThrow(PlaceIndexFileError);
  });
});
