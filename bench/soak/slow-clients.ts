import { type Socket, connect } from 'node:net';

export interface SlowClients {
  /** Sockets the server has not closed yet. */
  stillOpen(): number;
  /** Closes every socket this made. */
  close(): void;
}

/**
 * Opens `count` sockets that never complete a request: half send their headers one byte at a
 * time, half send whole headers announcing a reading body and then trickle it. Each socket
 * writes one byte every `byteIntervalMs` until its text runs out; nothing is ever finished.
 */
export function startSlowClients(origin: string, count: number, byteIntervalMs = 200): SlowClients {
  const { hostname, port } = new URL(origin);
  const headersOnly = `GET /api/health HTTP/1.1\r\nHost: ${hostname}\r\nX-Slow: ${'z'.repeat(2_000)}`;
  const unfinishedBody =
    `POST /api/readings HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
    `Accept: application/json\r\nContent-Length: 8000\r\n\r\n{"feature":"horoscope","sign":"${'a'.repeat(2_000)}`;
  const sockets: { socket: Socket; text: string; sent: number }[] = [];
  for (let index = 0; index < count; index += 1) {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.on('error', () => undefined);
    const text = index % 2 === 0 ? headersOnly : unfinishedBody;
    // The body variant sends its headers at once: only the body is slow.
    const sent = text === unfinishedBody ? text.indexOf('\r\n\r\n') + 4 : 0;
    if (sent > 0) socket.write(text.slice(0, sent));
    sockets.push({ socket, text, sent });
  }
  const timer = setInterval(() => {
    for (const slow of sockets) {
      if (slow.socket.destroyed || slow.sent >= slow.text.length) continue;
      slow.socket.write(slow.text.charAt(slow.sent));
      slow.sent += 1;
    }
  }, byteIntervalMs);
  return {
    stillOpen: () => sockets.filter((slow) => !slow.socket.destroyed && !slow.socket.readableEnded).length,
    close: () => {
      clearInterval(timer);
      for (const slow of sockets) slow.socket.destroy();
    },
  };
}
