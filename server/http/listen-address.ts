import type { AddressInfo } from 'node:net';

/** The URL of the address the server is bound to, as `server.address()` reports it (IPv6 in brackets). */
export function boundUrl({ address, port }: Pick<AddressInfo, 'address' | 'port'>): string {
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

/** The wildcard addresses: bound to every interface, where no browser should be sent. */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::']);

/**
 * Where the start-up line says the server listens: the bound address, and for a wildcard bind
 * also a URL a browser on this machine can open.
 */
export function listeningAt(address: Pick<AddressInfo, 'address' | 'port'>): string {
  const bound = boundUrl(address);
  if (!EVERY_INTERFACE.has(address.address)) return bound;
  return `${bound} (every interface; on this machine open http://localhost:${address.port})`;
}
