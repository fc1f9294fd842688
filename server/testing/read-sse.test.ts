import { describe, expect, it } from 'vitest';
import { readSse, summarize } from './read-sse';

function responseOf(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const delta = (text: string) => JSON.stringify({ type: 'text-delta', text });
const end = JSON.stringify({ type: 'text-end', source: 'offline' });

async function namesAndSummary(chunks: string[]) {
  const events = await readSse(responseOf(chunks));
  return { names: events.map(({ name }) => name), ...summarize(events) };
}

describe('readSse', () => {
  it('reads LF-framed events and checks them against the contract', async () => {
    expect(
      await namesAndSummary([
        `event: text-delta\ndata: ${delta('hi ')}\n\n`,
        `event: text-delta\ndata: ${delta('there')}\n\nevent: text-end\ndata: ${end}\n\n`,
      ]),
    ).toEqual({
      names: ['text-delta', 'text-delta', 'text-end'],
      text: 'hi there',
      end: { type: 'text-end', source: 'offline' },
    });
  });

  it('reads a stream with CRLF line ends everywhere', async () => {
    expect(
      await namesAndSummary([
        `event: text-delta\r\ndata: ${delta('a')}\r\n\r\n`,
        `event: text-end\r\ndata: ${end}\r\n\r\n`,
      ]),
    ).toMatchObject({ names: ['text-delta', 'text-end'], text: 'a' });
  });

  it('treats a CR ending one chunk and an LF starting the next as one line end', async () => {
    expect(
      await namesAndSummary([
        'event: text-delta\r',
        `\ndata: ${delta('a')}\r`,
        '\n\r',
        `\nevent: text-end\r\ndata: ${end}\r\n\r\n`,
      ]),
    ).toMatchObject({ names: ['text-delta', 'text-end'], text: 'a' });
  });

  it('joins one CRLF event split across three chunks, one cut between CR and LF', async () => {
    const frame = `event: text-delta\r\ndata: ${delta('split')}\r\n\r\n`;
    const cr = frame.indexOf('\r') + 1;
    expect(await namesAndSummary([frame.slice(0, 3), frame.slice(3, cr), frame.slice(cr)])).toEqual({
      names: ['text-delta'],
      text: 'split',
      end: { type: 'text-delta', text: 'split' },
    });
  });
});
