import type { PlaceIndexData } from './build-place-index';

/**
 * The place index as one file (written at build time into dist/server/, read when the compiled
 * server starts): a JSON header with the small tables and where each typed array lies, then the
 * arrays' bytes. Reading it creates views on the file's bytes, so loading costs one file read and
 * no per-place work, and the event loop is never held for more than a JSON.parse of the header.
 */

const FORMAT = 'cosmic-guide place index 1';
const TYPED_ARRAYS = { Uint8Array, Uint16Array, Uint32Array, Float64Array } as const;
type TypedArrayName = keyof typeof TYPED_ARRAYS;
type TypedArray = InstanceType<(typeof TYPED_ARRAYS)[TypedArrayName]>;

interface Section {
  /** "group.field", e.g. "columns.latitudes". */
  path: string;
  type: TypedArrayName;
  /** Byte offset from the start of the file; a multiple of 8 so every view is aligned. */
  offset: number;
  length: number;
}
interface Header {
  format: string;
  sections: Section[];
  /** Every field that is not a typed array, by group. */
  plain: Record<string, Record<string, unknown>>;
}

const HEADER_LENGTH_BYTES = 4;
const alignTo8 = (offset: number) => Math.ceil(offset / 8) * 8;

function typedArrayName(value: TypedArray): TypedArrayName {
  const name = value.constructor.name;
  if (!(name in TYPED_ARRAYS)) throw new TypeError(`The place index cannot store a ${name}`);
  return name as TypedArrayName;
}

export function placeIndexToBytes(data: PlaceIndexData): Buffer {
  const arrays: [Omit<Section, 'offset'>, TypedArray][] = [];
  const plain: Header['plain'] = {};
  for (const [group, fields] of Object.entries(data) as [string, Record<string, unknown>][]) {
    plain[group] = {};
    for (const [field, value] of Object.entries(fields)) {
      if (ArrayBuffer.isView(value)) {
        const array = value as TypedArray;
        arrays.push([
          { path: `${group}.${field}`, type: typedArrayName(array), length: array.length },
          array,
        ]);
      } else plain[group][field] = value;
    }
  }
  // The header's size depends on the offsets it lists; lay the arrays out after a generous guess.
  const draft = (start: number): Header => {
    let offset = start;
    const sections = arrays.map(([section, array]) => {
      const placed = { ...section, offset };
      offset = alignTo8(offset + array.byteLength);
      return placed;
    });
    return { format: FORMAT, sections, plain };
  };
  const guessBytes = Buffer.byteLength(JSON.stringify(draft(0))) + 64 * arrays.length;
  const dataStart = alignTo8(HEADER_LENGTH_BYTES + guessBytes);
  const headerBytes = Buffer.from(JSON.stringify(draft(dataStart)), 'utf8');
  if (HEADER_LENGTH_BYTES + headerBytes.length > dataStart) throw new Error('The place index header grew');
  const header = draft(dataStart);
  const last = header.sections.at(-1);
  const file = Buffer.alloc(last ? alignTo8(last.offset + (arrays.at(-1)?.[1].byteLength ?? 0)) : dataStart);
  file.writeUInt32LE(headerBytes.length, 0);
  headerBytes.copy(file, HEADER_LENGTH_BYTES);
  header.sections.forEach((section, position) => {
    const array = arrays[position]?.[1];
    if (array) file.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), section.offset);
  });
  return file;
}

export class PlaceIndexFileError extends Error {
  constructor(detail: string) {
    super(`The place index file is not usable (${detail}); rebuild it with "npm run build".`);
    this.name = 'PlaceIndexFileError';
  }
}

/** The index data whose arrays are views on `bytes` (copied once if `bytes` is not 8-aligned). */
export function placeIndexFromBytes(bytes: Uint8Array): PlaceIndexData {
  // A fresh ArrayBuffer when the bytes sit in a shared or unaligned one (a small pooled Buffer).
  const aligned =
    bytes.byteOffset % 8 === 0 && bytes.buffer instanceof ArrayBuffer
      ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      : Uint8Array.from(bytes);
  if (aligned.byteLength < HEADER_LENGTH_BYTES) throw new PlaceIndexFileError('it is empty');
  const view = new DataView(aligned.buffer, aligned.byteOffset, aligned.byteLength);
  const headerLength = view.getUint32(0, true);
  let header: Header;
  try {
    const text = Buffer.from(aligned.buffer, aligned.byteOffset + HEADER_LENGTH_BYTES, headerLength);
    header = JSON.parse(text.toString('utf8')) as Header;
  } catch {
    throw new PlaceIndexFileError('its header cannot be read');
  }
  if (header.format !== FORMAT) throw new PlaceIndexFileError(`format "${String(header.format)}"`);
  const groups = header.plain;
  for (const { path, type, offset, length } of header.sections) {
    const [group = '', field = ''] = path.split('.');
    const Constructor = TYPED_ARRAYS[type];
    if (!Constructor || offset + length * Constructor.BYTES_PER_ELEMENT > aligned.byteLength)
      throw new PlaceIndexFileError(`section ${path} is out of bounds`);
    (groups[group] ??= {})[field] = new Constructor(aligned.buffer, aligned.byteOffset + offset, length);
  }
  return groups as unknown as PlaceIndexData;
}
