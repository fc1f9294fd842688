import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { clientGroupOf } from './client-group';
import { requestHeader } from './request-header';

/**
 * Who is calling, for per-client limits, grouped by `clientGroupOf` (an IPv6 client by its /64).
 *
 * With `trustedHops` proxies of yours in front (TRUST_PROXY), each appends the address it got
 * the request from to X-Forwarded-For, so only the right end of the header is theirs: whatever
 * stands left of it was written by the client and proves nothing. As Express's `trust proxy`
 * with a number: the socket's peer is hop 1, the header's last entry hop 2, and so on; the
 * client is the first address past the trusted hops (the header's leftmost when it is shorter).
 * An entry that is not an address is never trusted: the client is then the last hop that still
 * gave a valid one, so a proxy that forwards garbage groups its requests under its own address.
 */
export function clientAddress(context: Context, trustedHops: number): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(context).remote.address;
  } catch {
    // In-process requests (tests calling app.request) have no socket.
    return 'local';
  }
  const forwarded = trustedHops > 0 ? requestHeader(context, 'x-forwarded-for') : undefined;
  return clientAddressOf(socket, forwarded, trustedHops);
}

/** `clientAddress` from its parts: the socket's peer, the X-Forwarded-For header, the hop count. */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  let client = socketAddress === undefined ? undefined : clientGroupOf(socketAddress);
  if (client === undefined) return 'unknown';
  if (trustedHops <= 0 || forwardedFor === undefined) return client;
  const entries = forwardedFor.split(',');
  // Hop 1 (the socket) is trusted, so the walk starts at the header's last entry.
  for (let hop = 1; hop <= trustedHops && entries.length - hop >= 0; hop += 1) {
    const entry = clientGroupOf(entries[entries.length - hop] ?? '');
    if (entry === undefined) break;
    client = entry;
  }
  return client;
}
