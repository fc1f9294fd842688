import { isIPv4, isIPv6 } from 'node:net';

/**
 * The group a client address is limited as: an IPv4 address itself, or the /64 an IPv6 address
 * belongs to (one household, phone or server gets a whole /64, and picks any address in it).
 * Parsed, not compared as text: `2001:db8::1`, `2001:DB8:0:0::2` and `2001:0db8::5` are one
 * client, and an IPv4-mapped address (`::ffff:192.0.2.7`, as a dual-stack socket reports IPv4
 * peers) is that IPv4 client. Undefined for anything that is not an address.
 */
export function clientGroupOf(text: string): string | undefined {
  const address = withoutDecoration(text.trim());
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return undefined;
  const groups = ipv6Groups(address);
  if (groups === undefined) return undefined;
  if (isIpv4Mapped(groups)) {
    const [high = 0, low = 0] = groups.slice(6);
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * An address as proxies write it in X-Forwarded-For, without what is not the address: the
 * brackets and port of `[2001:db8::1]:443`, the port of `192.0.2.7:51234`, an IPv6 zone
 * (`fe80::1%eth0`, local to the machine that wrote it).
 */
function withoutDecoration(text: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  const address = bracketed?.[1] ?? text.replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/, '$1');
  const zone = address.indexOf('%');
  return zone === -1 ? address : address.slice(0, zone);
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two). */
function ipv6Groups(address: string): number[] | undefined {
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [Number.parseInt(piece, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const first = parse(head);
  const last = tail === undefined ? [] : parse(tail);
  const missing = 8 - first.length - last.length;
  const groups = tail === undefined ? first : [...first, ...Array<number>(missing).fill(0), ...last];
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : undefined;
}

/** `::ffff:a.b.c.d`: an IPv4 peer seen through an IPv6 socket. */
const isIpv4Mapped = (groups: number[]): boolean =>
  groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
