import { constants, crc32, deflateSync, inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Chunk {
  type: string;
  data: Buffer;
}

function chunksOf(png: Buffer): Chunk[] {
  if (!png.subarray(0, 8).equals(SIGNATURE))
    throw new Error('Not a PNG: the file does not start with the PNG signature.');
  const chunks: Chunk[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    chunks.push({
      type: png.toString('latin1', offset + 4, offset + 8),
      data: png.subarray(offset + 8, offset + 8 + length),
    });
    offset += 12 + length;
  }
  return chunks;
}

function encodeChunk({ type, data }: Chunk): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** The image's filtered scanlines, as the PNG's IDAT chunks carry them once inflated. */
export function scanlinesOf(png: Buffer): Buffer {
  return inflateSync(
    Buffer.concat(
      chunksOf(png)
        .filter((chunk) => chunk.type === 'IDAT')
        .map((chunk) => chunk.data),
    ),
  );
}

/**
 * The same PNG, pixel for pixel, with its image data deflated at zlib's strongest level.
 * Chromium's screenshots favour speed and come out about twice the size they need to be; the
 * icons are written once and downloaded by every install, so the slower squeeze pays.
 */
export function recompressPng(png: Buffer): Buffer {
  const chunks = chunksOf(png);
  const data = deflateSync(scanlinesOf(png), { level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
  const firstImageChunk = chunks.findIndex((chunk) => chunk.type === 'IDAT');
  const rebuilt = chunks.flatMap((chunk, index) => {
    if (chunk.type !== 'IDAT') return [chunk];
    return index === firstImageChunk ? [{ type: 'IDAT', data }] : [];
  });
  const smaller = Buffer.concat([SIGNATURE, ...rebuilt.map(encodeChunk)]);
  return smaller.length < png.length ? smaller : png;
}
