import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { clientAddressOf } from './client-address';
import { clientGroupOf } from './client-group';

describe('clientGroupOf', () => {
  it('groups IPv6 addresses by their parsed /64, however they are written', () => {
    const group = clientGroupOf('2001:db8::1');
    expect(group).toBe('2001:db8:0:0::/64');
    for (const spelling of [
      '2001:db8::2',
      '2001:0db8:0:0::5',
      '2001:DB8:0000:0000:ffff:ffff:ffff:ffff',
      '2001:db8:0:0:1::',
      '[2001:db8::7]:443',
      '2001:db8::1%eth0',
    ])
      expect(clientGroupOf(spelling), spelling).toBe(group);
    expect(clientGroupOf('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientGroupOf('::1')).toBe('0:0:0:0::/64');
  });

  it('reads IPv4-mapped addresses as the IPv4 client they are', () => {
    expect(clientGroupOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientGroupOf('::FFFF:c000:0207')).toBe('192.0.2.7');
    expect(clientGroupOf('192.0.2.7')).toBe('192.0.2.7');
    expect(clientGroupOf('192.0.2.7:51234')).toBe('192.0.2.7');
  });

  it('finds no client in what is not an address', () => {
    for (const junk of [
      '',
      'unknown',
      '999.1.1.1',
      '1.2.3',
      '2001:db8:::1',
      'a'.repeat(5_000),
      '[::1',
      '_hidden',
    ])
      expect(clientGroupOf(junk), junk.slice(0, 20)).toBeUndefined();
  });
});

describe('clientAddressOf', () => {
  const socket = '10.0.0.2';

  it('is the socket without trusted proxies, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf(socket, '203.0.113.9', 0)).toBe('10.0.0.2');
    expect(clientAddressOf('::ffff:10.0.0.2', undefined, 0)).toBe('10.0.0.2');
  });

  it('takes the entry the trusted proxy appended, never what the client wrote on the left', () => {
    // The client wrote "198.51.100.1, 198.51.100.2"; our one proxy appended the real address.
    const forwarded = '198.51.100.1, 198.51.100.2, 203.0.113.9';
    expect(clientAddressOf(socket, forwarded, 1)).toBe('203.0.113.9');
    expect(clientAddressOf(socket, forwarded, 2)).toBe('198.51.100.2');
    expect(clientAddressOf(socket, '203.0.113.9', 3)).toBe('203.0.113.9');
    expect(clientAddressOf(socket, '2001:db8::1, 2001:db8::99', 1)).toBe('2001:db8:0:0::/64');
  });

  it('never trusts a malformed entry: the last hop that gave an address stands for the client', () => {
    expect(clientAddressOf(socket, '203.0.113.9, not-an-address', 1)).toBe('10.0.0.2');
    expect(clientAddressOf(socket, 'garbage, 203.0.113.9', 2)).toBe('203.0.113.9');
    expect(clientAddressOf(socket, '', 1)).toBe('10.0.0.2');
    expect(clientAddressOf(socket, ',,,', 1)).toBe('10.0.0.2');
    expect(clientAddressOf(socket, `${'9'.repeat(10_000)}, 203.0.113.9`, 1)).toBe('203.0.113.9');
    expect(clientAddressOf(undefined, '203.0.113.9', 1)).toBe('unknown');
  });
});

describe('TRUST_PROXY', () => {
  const hops = (value: string | undefined) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;

  it('is a hop count; true still means one proxy and false none', () => {
    expect(hops(undefined)).toBe(0);
    expect(hops('')).toBe(0);
    expect(hops('false')).toBe(0);
    expect(hops('0')).toBe(0);
    expect(hops('true')).toBe(1);
    expect(hops(' TRUE ')).toBe(1);
    expect(hops('1')).toBe(1);
    expect(hops('2')).toBe(2);
  });

  it('refuses anything else with a message that says what it takes', () => {
    for (const value of ['maybe', '-1', '1.5', '11', '0x1'])
      expect(() => hops(value), value).toThrow(/TRUST_PROXY: must be how many proxies/);
  });
});
