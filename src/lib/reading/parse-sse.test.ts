import { describe, expect, it } from 'vitest';
import { parseSse } from './parse-sse';

function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function collect(chunks: (string | Uint8Array)[]) {
  const messages = [];
  for await (const message of parseSse(streamOf(chunks))) messages.push(message);
  return messages;
}

describe('parseSse', () => {
  it('joins events split across chunks, even inside a multi-byte character', async () => {
    const bytes = new TextEncoder().encode('event: text-delta\ndata: {"text":"✨ hi"}\n\n');
    const cut = bytes.indexOf(0xe2) + 1; // inside the three bytes of ✨
    const messages = await collect([bytes.slice(0, cut), bytes.slice(cut)]);
    expect(messages).toEqual([{ event: 'text-delta', data: '{"text":"✨ hi"}' }]);
  });

  it('handles CRLF line ends, comments, multi-line data and the default event name', async () => {
    const messages = await collect([
      ': keep-alive\r\n\r\ndata: one\r\ndata: two\r\n\r\nevent: text-end\ndata: {}\n\n',
    ]);
    expect(messages).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'text-end', data: '{}' },
    ]);
  });

  it('drops an unterminated trailing event', async () => {
    expect(await collect(['event: text-delta\ndata: {"text":"half'])).toEqual([]);
  });

  it('treats a CR ending one chunk and an LF starting the next as one line end', async () => {
    const messages = await collect([
      'event: text-delta\r',
      '\ndata: {"text":"a"}\r',
      '\n\r',
      '\nevent: text-end\r\ndata: {}\r\n\r\n',
    ]);
    expect(messages).toEqual([
      { event: 'text-delta', data: '{"text":"a"}' },
      { event: 'text-end', data: '{}' },
    ]);
  });

  it('reads a stream with CRLF line ends everywhere', async () => {
    const messages = await collect([
      'event: text-delta\r\ndata: {"text":"a"}\r\n\r\n',
      'event: text-delta\r\ndata: {"text":"b"}\r\n\r\nevent: text-end\r\ndata: {}\r\n\r\n',
    ]);
    expect(messages).toEqual([
      { event: 'text-delta', data: '{"text":"a"}' },
      { event: 'text-delta', data: '{"text":"b"}' },
      { event: 'text-end', data: '{}' },
    ]);
  });

  it('joins one CRLF event split across three chunks, one cut between CR and LF', async () => {
    const messages = await collect(['eve', 'nt: text-delta\r', '\ndata: {"text":"hi"}\r\n\r\n']);
    expect(messages).toEqual([{ event: 'text-delta', data: '{"text":"hi"}' }]);
  });
});
