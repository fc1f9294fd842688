import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { boundUrl, listeningAt } from './listen-address';

describe('the start-up line’s address', () => {
  it('is the address the server is bound to, IPv6 in brackets', () => {
    expect(boundUrl({ address: '127.0.0.1', port: 8799 })).toBe('http://127.0.0.1:8799');
    expect(boundUrl({ address: '::1', port: 3000 })).toBe('http://[::1]:3000');
    expect(boundUrl({ address: 'fe80::1%eth0', port: 3000 })).toBe('http://[fe80::1%eth0]:3000');
  });

  it('adds a URL to open when the server is bound to every interface', () => {
    expect(listeningAt({ address: '0.0.0.0', port: 3000 })).toBe(
      'http://0.0.0.0:3000 (every interface; on this machine open http://localhost:3000)',
    );
    expect(listeningAt({ address: '::', port: 3000 })).toBe(
      'http://[::]:3000 (every interface; on this machine open http://localhost:3000)',
    );
    expect(listeningAt({ address: '127.0.0.1', port: 3000 })).toBe('http://127.0.0.1:3000');
  });

  it('reads a real server’s address after listen, the port it was given included', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const address = server.address() as AddressInfo;
      expect(address.port).toBeGreaterThan(0);
      expect(listeningAt(address)).toBe(`http://127.0.0.1:${address.port}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
