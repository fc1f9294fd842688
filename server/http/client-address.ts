import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Who is calling, for per-client limits: the socket's address, or with TRUST_PROXY the first
 * address in X-Forwarded-For (set by a proxy you run; a client could forge it otherwise).
 * IPv6 clients are grouped by their /64, since one household or phone gets a whole /64.
 */
export function clientAddress(context: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = context.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return groupOf(forwarded);
  }
  try {
    const address = getConnInfo(context).remote.address;
    return address ? groupOf(address) : 'unknown';
  } catch {
    // In-process requests (tests calling app.request) have no socket.
    return 'local';
  }
}

function groupOf(address: string): string {
  const plain = address.replace(/^::ffff:/, '');
  if (!plain.includes(':')) return plain.slice(0, 45);
  return `${plain.split(':').slice(0, 4).join(':')}::/64`;
}
