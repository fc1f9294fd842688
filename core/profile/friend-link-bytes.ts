/**
 * The byte-level pieces of a friend link (core/profile/friend-link.ts): UTF-8 text to base64url
 * and back, and a CRC-32 to notice a link that was cut, mistyped or edited. Built on the globals
 * every browser and Node share (TextEncoder, btoa), so the codec runs offline and on the server.
 */

const encoder = new TextEncoder();
// fatal: bytes that are not UTF-8 are an error, not silently replaced by U+FFFD.
const decoder = new TextDecoder('utf-8', { fatal: true });

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function bytesToBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Null for text that is not base64url (a character outside its alphabet, an impossible length). */
function base64urlToBytes(text: string): Uint8Array | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

export const textToBase64url = (text: string): string => bytesToBase64url(encoder.encode(text));

/** Null when the text is not base64url or its bytes are not UTF-8. */
export function base64urlToText(text: string): string | null {
  const bytes = base64urlToBytes(text);
  if (!bytes) return null;
  try {
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

/** CRC-32 (the IEEE polynomial of zip and PNG) of the text's UTF-8 bytes. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of encoder.encode(text)) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** The checksum as six base64url characters (its four bytes, big-endian). */
export function checksumOf(text: string): string {
  const crc = crc32(text);
  return bytesToBase64url(Uint8Array.of(crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff));
}

export const CHECKSUM_LENGTH = 6;
