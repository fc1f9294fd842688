import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { recompressPng, scanlinesOf } from './recompress-png';

/** A PNG as Chromium writes it: the favicon-sized render of our icon, stored at a fast level. */
const fastPng = async () => {
  const { deflateSync, inflateSync } = await import('node:zlib');
  const original = await readFile(fileURLToPath(new URL('../public/icons/icon-192.png', import.meta.url)));
  // Re-store the committed icon's pixels at level 1, the way a screenshot arrives.
  const scanlines = scanlinesOf(original);
  const head = original.subarray(0, 33); // signature + IHDR
  const data = deflateSync(scanlines, { level: 1 });
  const chunk = (type: string, body: Buffer) => {
    const buffer = Buffer.alloc(12 + body.length);
    buffer.writeUInt32BE(body.length, 0);
    buffer.write(type, 4, 'latin1');
    body.copy(buffer, 8);
    buffer.writeUInt32BE(crc32(body, crc32(Buffer.from(type, 'latin1'))), 8 + body.length);
    return buffer;
  };
  expect(inflateSync(data)).toEqual(scanlines);
  return Buffer.concat([head, chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
};

describe('recompressPng', () => {
  it('keeps every pixel and the header, and makes the file smaller', async () => {
    const before = await fastPng();
    const after = recompressPng(before);
    expect(after.length).toBeLessThan(before.length * 0.8);
    expect(after.subarray(0, 33)).toEqual(before.subarray(0, 33));
    expect(scanlinesOf(after)).toEqual(scanlinesOf(before));
  });

  it('writes chunks whose checksums a decoder accepts', async () => {
    const after = recompressPng(await fastPng());
    for (let offset = 8; offset < after.length;) {
      const length = after.readUInt32BE(offset);
      const typeAndData = after.subarray(offset + 4, offset + 8 + length);
      expect(after.readUInt32BE(offset + 8 + length)).toBe(crc32(typeAndData));
      offset += 12 + length;
    }
  });

  it('refuses a file that is not a PNG', () => {
    expect(() => recompressPng(Buffer.from('GIF89a'))).toThrow(/Not a PNG/);
  });
});
