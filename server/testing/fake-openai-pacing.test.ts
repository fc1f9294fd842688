import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI } from './fake-openai';
import { parseScenarioFlag } from './fake-scenario-flag';

/** The fake's `drip` and `flood` scenarios: a provider too slow to read, and one that never stops. */
let fake: FakeOpenAI;
let client: OpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI({
    reply: 'Stars drift over the quiet harbour.',
    chunkWords: 2,
    chunkDelayMs: 0,
  });
  client = new OpenAI({ apiKey: 'sk-fake', baseURL: fake.url, maxRetries: 0, timeout: 5_000 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** The text pieces of a streamed answer, with when each arrived. */
async function timedPieces(api: 'responses' | 'chat'): Promise<{ text: string; at: number }[]> {
  const pieces: { text: string; at: number }[] = [];
  if (api === 'responses') {
    const stream = await client.responses.create({ model: 'm', input: 'hi', stream: true });
    for await (const event of stream) {
      if (event.type === 'response.output_text.delta') pieces.push({ text: event.delta, at: Date.now() });
    }
    return pieces;
  }
  const stream = await client.chat.completions.create({
    model: 'm',
    messages: [{ role: 'user', content: 'hi' }],
    stream: true,
  });
  for await (const chunk of stream) {
    const text = chunk.choices[0]?.delta.content;
    if (text) pieces.push({ text, at: Date.now() });
  }
  return pieces;
}

describe.each(['responses', 'chat'] as const)('fake OpenAI pacing on %s', (api) => {
  it('drips: the first chunks as usual, then one character every `everyMs`, then ends normally', async () => {
    fake.setScenario({ kind: 'drip', afterChunks: 1, everyMs: 15, text: 'One two three four.' });
    const pieces = await timedPieces(api);
    expect(pieces.map((piece) => piece.text)).toEqual(['One two ', ...'three four.']);
    // Ten gaps of 15 ms between the eleven dripped characters (timers may bunch a few together).
    const dripped = (pieces.at(-1)?.at ?? 0) - (pieces[1]?.at ?? 0);
    expect(dripped).toBeGreaterThanOrEqual(100);
  });

  it('floods: the text in pieces of `chunkChars`, back to back', async () => {
    const text = 'abcdefghij'.repeat(10_000);
    fake.setScenario({ kind: 'flood', chunkChars: 4_096, text });
    const pieces = await timedPieces(api);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    expect(pieces).toHaveLength(Math.ceil(text.length / 4_096));
    expect(pieces[0]?.text).toHaveLength(4_096);
  });
});

describe('scenario flags for pacing', () => {
  it('reads drip:<chunks>:<ms> and flood:<chars>', () => {
    expect(parseScenarioFlag('drip:2:1000')).toEqual({ kind: 'drip', afterChunks: 2, everyMs: 1_000 });
    expect(parseScenarioFlag('drip:0')).toEqual({ kind: 'drip', afterChunks: 0, everyMs: 1_000 });
    expect(parseScenarioFlag('flood:65536')).toEqual({ kind: 'flood', chunkChars: 65_536 });
    expect(() => parseScenarioFlag('flood:0')).toThrow(/Unknown scenario/);
    expect(() => parseScenarioFlag('drip:x')).toThrow(/Unknown scenario/);
  });
});
