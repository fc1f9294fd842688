import type { RequestFor } from '@core/features/reading-request';
import { describe, expect, it } from 'vitest';
import { CLASSIFIER_SYSTEM_MESSAGE } from '../generation/safety/provider-safety-check';
import { readSse } from '../testing/read-sse';
import { readingApiHarness } from '../testing/reading-api-harness';

/**
 * The chat's crisis care end to end on loopback (ADR 0018): the local layer answers a clear
 * crisis with no provider call; otherwise the provider's safety check (moderation, or the light
 * model's classification without it) reads the message before any reply; when the local layer
 * is unsure and the check cannot be had, the visitor gets help. Help is never a reading, comes
 * in the message's language, and is marked `crisis` so the browser stores none of it.
 */
const NOW = new Date('2026-11-24T10:00:00Z');
const READING = 'Venus smiles on your sector of friendship today, so say yes to the invitation.';

const { fake, startPoster, jsonReading, startApi } = readingApiHarness({
  reply: READING,
  chunkDelayMs: 0,
  now: NOW,
  env: { RATE_LIMIT_BURST: 1_000, SAFETY_CHECK_TIMEOUT_MS: 500 },
});

const chat = (message: string): RequestFor<'chat'> => ({
  feature: 'chat',
  personaId: 'luna',
  message,
  history: [],
  date: '2026-11-24',
  profile: { sign: 'scorpio' },
});

/** Generation calls only: the classifier's calls are counted apart. */
const generations = () =>
  fake.requests.filter(
    (request) =>
      (request.body as { messages?: { content: string }[] }).messages?.[0]?.content !==
      CLASSIFIER_SYSTEM_MESSAGE,
  ).length;
const classifierAnswers = (word: string) =>
  fake.setScenario((request) => {
    const body = request.body as { messages?: { content: string }[] };
    return body.messages?.[0]?.content === CLASSIFIER_SYSTEM_MESSAGE
      ? { kind: 'reply', text: word }
      : { kind: 'reply' };
  });
const ASTROLOGY = /\b(Venus|Moon|Saturn|Mars|zodiac|horoscope|scorpio|sign|chart|stars say)\b/i;

describe('a message the local layer is sure of', () => {
  it('gets help lines at once, marked crisis, with no provider call of any kind', async () => {
    const url = await startApi();
    const reply = await jsonReading(url, chat('I want to kill myself tonight'));
    expect(reply.crisis).toBe(true);
    expect(reply.text).toMatch(/988/);
    expect(reply.text).toContain('findahelpline.com');
    expect(reply.text).not.toMatch(ASTROLOGY);
    expect(fake.calls).toBe(0);
    expect(fake.moderationInputs).toHaveLength(0);
  });

  it('streams the same help with crisis on its text-end', async () => {
    const post = await startPoster();
    const events = await readSse(await post(chat('i want to die'), 'text/event-stream'));
    expect(events.at(-1)?.event).toEqual({ type: 'text-end', source: 'offline', crisis: true });
  });
});

describe('the provider check, before any reply', () => {
  it('screens an ordinary message with moderation, then the reading is written', async () => {
    const url = await startApi();
    const reply = await jsonReading(url, chat('Will my exam go well this week?'));
    expect(reply).toEqual({ text: READING, source: 'ai' });
    expect(fake.moderationInputs).toEqual(['Will my exam go well this week?']);
  });

  it('turns a message moderation flags into help, in the message language, with no generation', async () => {
    fake.setModeration({ kind: 'flag-when', pattern: /cometa|comet/ });
    const url = await startApi();
    const english = await jsonReading(url, chat('After the comet passes nobody will need to worry about me'));
    expect(english.crisis).toBe(true);
    expect(english.text).not.toMatch(ASTROLOGY);
    const spanish = await jsonReading(
      url,
      chat('Cuando pase el cometa ya nadie tendrá que preocuparse por mí, lo tengo decidido'),
    );
    expect(spanish.crisis).toBe(true);
    expect(spanish.text).toMatch(/\b024\b|\b112\b/);
    expect(spanish.text).toContain('findahelpline.com');
    expect(generations()).toBe(0);
  });

  it('asks the light model when the provider has no moderation endpoint', async () => {
    fake.setModeration({ kind: 'missing' });
    classifierAnswers('abuse');
    const url = await startApi();
    const flagged = await jsonReading(url, chat('he took my phone and says I will regret it if I leave'));
    expect(flagged.crisis).toBe(true);
    expect(generations()).toBe(0);

    classifierAnswers('none');
    const reading = await jsonReading(url, chat('Which crystal suits a Scorpio?'));
    expect(reading.source).toBe('ai');
    expect(reading.crisis).toBeUndefined();
  });
});

describe('when the check cannot be had', () => {
  it('gives help to a message the local layer is unsure of', async () => {
    fake.setModeration({ kind: 'status', status: 500 });
    fake.setScenario({ kind: 'status', status: 500 });
    const url = await startApi();
    const reply = await jsonReading(url, chat("I can't take it anymore, I'm so tired of everything"));
    expect(reply.crisis).toBe(true);
  });

  it('gives help when moderation is clear but cannot judge the kind the local layer fears', async () => {
    const url = await startApi();
    const reply = await jsonReading(url, chat("My husband won't let me see my friends"));
    expect(reply.crisis).toBe(true);
  });

  it('writes the reading for a message the local layer found nothing in, after the time budget', async () => {
    fake.setModeration({ kind: 'hang' });
    const url = await startApi();
    const reply = await jsonReading(url, chat('What does Mercury retrograde mean for my emails?'));
    expect(reply).toEqual({ text: READING, source: 'ai' });
  });
});

describe('offline (no key)', () => {
  it('gives help to an unsure message, since no second look can be had', async () => {
    const url = await startApi({ OPENAI_API_KEY: undefined });
    const reply = await jsonReading(url, chat("I can't take it anymore"));
    expect(reply.crisis).toBe(true);
    expect(reply.source).toBe('offline');
  });

  it('answers an ordinary message with an offline reading, not help', async () => {
    const url = await startApi({ OPENAI_API_KEY: undefined });
    const reply = await jsonReading(url, chat('Is this a good week to start a new hobby?'));
    expect(reply.crisis).toBeUndefined();
    expect(reply.source).toBe('offline');
  });
});

describe('a message that signals a crisis', () => {
  it.each(['I want to kill myself', 'my husband hits me', "I think I'm having a heart attack"])(
    '"%s" gets help resources, never the provider, in provider mode',
    async (message) => {
      const post = await startPoster();
      const events = await readSse(await post(chat(message), 'text/event-stream'));
      const text = events.map(({ event }) => (event.type === 'text-delta' ? event.text : '')).join('');
      expect(text).toMatch(/local emergency number/);
      expect(text).toMatch(/988/);
      expect(text).toContain('https://findahelpline.com');
      expect(events.at(-1)?.event).toEqual({ type: 'text-end', source: 'offline', crisis: true });
      expect(fake.calls).toBe(0);
    },
  );

  it('is answered the same way without a key, and is never cached or limited', async () => {
    const post = await startPoster({
      OPENAI_API_KEY: undefined,
      RATE_LIMIT_BURST: 1,
      RATE_LIMIT_PER_MINUTE: 1,
    });
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await post(chat('I don’t want to live anymore'));
      statuses.push(response.status);
      expect(((await response.json()) as { text: string }).text).toMatch(/116 123/);
    }
    expect(statuses).toEqual([200, 200, 200, 200]);
  });
});

describe('a client past its limit', () => {
  it('still has a few crisis messages a minute screened, then gets 429 without its body being read', async () => {
    const post = await startPoster({ RATE_LIMIT_BURST: 1, RATE_LIMIT_PER_MINUTE: 0.1 });
    const statuses: number[] = [];
    for (let index = 0; index < 9; index += 1)
      statuses.push((await post(chat('I want to kill myself'))).status);
    // One within the limit, five screens past it, then refusals.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429]);
    expect(fake.calls).toBe(0);
  });
});
