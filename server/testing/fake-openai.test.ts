import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI } from './fake-openai';
import { chunkText } from './fake-openai-endpoints';
import { parseScenarioFlag } from './fake-scenario-flag';

let fake: FakeOpenAI;
let client: OpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI({
    reply: 'Stars drift over the quiet harbour tonight.',
    chunkWords: 2,
    chunkDelayMs: 0,
  });
  client = new OpenAI({ apiKey: 'sk-fake', baseURL: fake.url, maxRetries: 0, timeout: 2_000 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** Raw SSE frames, so the wire format itself is checked, not just what the SDK accepts. */
async function rawEvents(path: string, body: unknown): Promise<{ event: string | null; data: string }[]> {
  const response = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer sk-fake' },
    body: JSON.stringify(body),
  });
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  return (await response.text())
    .split('\n\n')
    .filter((frame) => frame.trim() !== '')
    .map((frame) => ({
      event: /^event: (.*)$/m.exec(frame)?.[1] ?? null,
      data: /^data: (.*)$/m.exec(frame)?.[1] ?? '',
    }));
}

describe('fake OpenAI: /v1/responses', () => {
  it('streams the events of openapi.yaml in order, each named like its type', async () => {
    const events = await rawEvents('/responses', { model: 'm', input: 'hi', stream: true });
    const types = events.map((event) => event.event);
    expect(types.slice(0, 4)).toEqual([
      'response.created',
      'response.in_progress',
      'response.output_item.added',
      'response.content_part.added',
    ]);
    expect(types.slice(-4)).toEqual([
      'response.output_text.done',
      'response.content_part.done',
      'response.output_item.done',
      'response.completed',
    ]);
    const parsed = events.map((event) => JSON.parse(event.data) as Record<string, unknown>);
    for (const [index, data] of parsed.entries()) {
      expect(data.type).toBe(events[index]?.event);
      expect(data.sequence_number).toBe(index);
    }
    const deltas = parsed.filter((data) => data.type === 'response.output_text.delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas[0]).toMatchObject({
      item_id: expect.any(String),
      output_index: 0,
      content_index: 0,
      logprobs: [],
    });
    expect(deltas.map((data) => data.delta).join('')).toBe('Stars drift over the quiet harbour tonight.');
    const completed = parsed.at(-1) as { response: { status: string; output: unknown[] } };
    expect(completed.response.status).toBe('completed');
    expect(completed.response.output).toEqual([
      expect.objectContaining({
        type: 'message',
        role: 'assistant',
        content: [
          expect.objectContaining({
            type: 'output_text',
            text: 'Stars drift over the quiet harbour tonight.',
          }),
        ],
      }),
    ]);
  });

  it('answers without streaming so the SDK can derive output_text', async () => {
    const response = await client.responses.create({
      model: 'gpt-5-mini',
      input: 'hi',
      reasoning: { effort: 'high' },
    });
    expect(response.output_text).toBe('Stars drift over the quiet harbour tonight.');
    expect(response.reasoning?.effort).toBe('high');
    expect(response.model).toBe('gpt-5-mini');
  });

  it('records method, path, headers and the parsed body of each call', async () => {
    await client.responses.create({ model: 'gpt-5-mini', input: [{ role: 'user', content: 'hello' }] });
    expect(fake.calls).toBe(1);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/responses',
      body: { model: 'gpt-5-mini', input: [{ role: 'user', content: 'hello' }] },
    });
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-fake');
  });

  it('sends response.failed when scripted to fail midway', async () => {
    fake.setScenario({ kind: 'fail', afterChunks: 1 });
    const events = await rawEvents('/responses', { model: 'm', input: 'hi', stream: true });
    expect(events.map((event) => event.event).filter((type) => type?.includes('delta'))).toHaveLength(1);
    expect(events.at(-1)?.event).toBe('response.failed');
    expect(JSON.parse(events.at(-1)?.data ?? '{}')).toMatchObject({
      response: { status: 'failed', error: { code: 'server_error' } },
    });
  });

  it('answers an empty reply with a completed, textless response', async () => {
    fake.setScenario({ kind: 'empty' });
    const response = await client.responses.create({ model: 'm', input: 'hi' });
    expect(response.output_text).toBe('');
  });
});

describe('fake OpenAI: /v1/chat/completions', () => {
  it('streams chat.completion.chunk objects and ends with [DONE]', async () => {
    const events = await rawEvents('/chat/completions', { model: 'gpt-4o-mini', messages: [], stream: true });
    expect(events.at(-1)?.data).toBe('[DONE]');
    const chunks = events.slice(0, -1).map(
      (event) =>
        JSON.parse(event.data) as {
          object: string;
          choices: { delta: { content?: string }; finish_reason: string | null }[];
        },
    );
    expect(chunks.every((chunk) => chunk.object === 'chat.completion.chunk')).toBe(true);
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('')).toBe(
      'Stars drift over the quiet harbour tonight.',
    );
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('stop');
  });

  it('answers without streaming in the chat.completion shape', async () => {
    const completion = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(completion.object).toBe('chat.completion');
    expect(completion.choices[0]?.message.content).toBe('Stars drift over the quiet harbour tonight.');
  });
});

describe('fake OpenAI: faults', () => {
  it('answers scripted statuses with the OpenAI error body and Retry-After', async () => {
    fake.setScenario({ kind: 'status', status: 429, retryAfter: '3' });
    const error = await client.responses
      .create({ model: 'm', input: 'hi' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect((error as InstanceType<typeof OpenAI.RateLimitError>).headers.get('retry-after')).toBe('3');
    expect((error as InstanceType<typeof OpenAI.RateLimitError>).code).toBe('rate_limit_exceeded');
  });

  it('plays a sequence of scenarios, one per call, the last repeating', async () => {
    fake.setScenario([
      { kind: 'status', status: 500 },
      { kind: 'reply', text: 'second' },
    ]);
    await expect(client.responses.create({ model: 'm', input: 'hi' })).rejects.toBeInstanceOf(
      OpenAI.InternalServerError,
    );
    expect((await client.responses.create({ model: 'm', input: 'hi' })).output_text).toBe('second');
    expect((await client.responses.create({ model: 'm', input: 'hi' })).output_text).toBe('second');
  });

  it('destroys the socket midway on reset and notes the early close', async () => {
    fake.setScenario({ kind: 'reset', afterChunks: 2 });
    const stream = await client.responses.create({ model: 'm', input: 'hi', stream: true });
    const deltas: string[] = [];
    const failure = await (async () => {
      for await (const event of stream)
        if (event.type === 'response.output_text.delta') deltas.push(event.delta);
    })().catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(Error);
    expect(deltas).toEqual(['Stars drift ', 'over the ']);
    await vi.waitFor(() => expect(fake.requests[0]?.disconnected).toBe(true));
  });

  it('never answers a hanging call (the client times out)', async () => {
    fake.setScenario({ kind: 'hang' });
    const impatient = new OpenAI({ apiKey: 'sk-fake', baseURL: fake.url, maxRetries: 0, timeout: 150 });
    await expect(impatient.responses.create({ model: 'm', input: 'hi' })).rejects.toBeInstanceOf(
      OpenAI.APIConnectionTimeoutError,
    );
  });
});

describe('fake OpenAI helpers', () => {
  it('chunks text into word groups that join back exactly', () => {
    const text = '  Leading space, *markdown*\n\nand <img src=x onerror=alert(1)> tags ';
    expect(chunkText(text, 3).join('')).toBe(text);
    expect(chunkText('', 3)).toEqual([]);
  });

  it('parses CLI scenario flags', () => {
    expect(parseScenarioFlag('status:429:2')).toEqual({ kind: 'status', status: 429, retryAfter: '2' });
    expect(parseScenarioFlag('reset:3')).toEqual({ kind: 'reset', afterChunks: 3 });
    expect(parseScenarioFlag('hang')).toEqual({ kind: 'hang' });
    expect(() => parseScenarioFlag('explode')).toThrow(/Unknown scenario/);
  });

  it('runs standalone from the CLI with the reply given by flag', async () => {
    const cli = fileURLToPath(new URL('./fake-openai-cli.ts', import.meta.url));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', cli, '--port', '0', '--reply', 'from the <b>cli</b>', '--chunk-delay-ms', '0'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (part: Buffer) => {
          output += part.toString();
          const match = /listening on (\S+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`CLI exited early with ${code}`)));
      });
      const cliClient = new OpenAI({ apiKey: 'sk-fake', baseURL: url, maxRetries: 0, timeout: 2_000 });
      expect((await cliClient.responses.create({ model: 'm', input: 'hi' })).output_text).toBe(
        'from the <b>cli</b>',
      );
    } finally {
      child.kill('SIGTERM');
    }
  });
});
