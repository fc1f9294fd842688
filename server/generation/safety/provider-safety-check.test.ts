import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI } from '../../testing/fake-openai';
import {
  CLASSIFIER_SYSTEM_MESSAGE,
  classifierWordOf,
  createProviderSafetyCheck,
} from './provider-safety-check';

let fake: FakeOpenAI;
let client: OpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI({ chunkDelayMs: 0 });
  client = new OpenAI({ apiKey: 'sk-test', baseURL: fake.url, maxRetries: 0, timeout: 2_000 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const checkWith = (moderationModel: string | null = 'omni-moderation-latest', timeoutMs = 1_500) =>
  createProviderSafetyCheck(client, { moderationModel, classifierModel: 'gpt-4o-mini', timeoutMs });
const signal = () => new AbortController().signal;
/** The classifier answers with `word` when it is the one calling; generations get the usual reply. */
const classifierAnswers = (word: string) =>
  fake.setScenario((request) => {
    const body = request.body as { messages?: { content: string }[] };
    return body.messages?.[0]?.content === CLASSIFIER_SYSTEM_MESSAGE
      ? { kind: 'reply', text: word }
      : { kind: 'reply' };
  });

describe('the moderation endpoint', () => {
  it('is asked first, with the message as input, and a flag means help', async () => {
    fake.setModeration({ kind: 'flag-when', pattern: /won't be around/ });
    const verdict = await checkWith().check("I won't be around for the next eclipse", signal());
    expect(verdict).toEqual({ status: 'flagged', kind: null, via: 'moderation' });
    expect(fake.moderationInputs).toEqual(["I won't be around for the next eclipse"]);
    expect(fake.calls).toBe(0);
  });

  it('clears a harmless message, judging only self-harm and suicide', async () => {
    const verdict = await checkWith().check('Is Venus kind to me this week?', signal());
    expect(verdict).toEqual({ status: 'clear', via: 'moderation', judges: ['suicide', 'self-harm'] });
  });
});

describe('without a moderation endpoint', () => {
  it('asks the light model for one word, quoting the message as data, and remembers the endpoint is missing', async () => {
    fake.setModeration({ kind: 'missing' });
    classifierAnswers('suicide');
    const check = checkWith();
    expect(await check.check('how many of my sleeping pills would be enough', signal())).toEqual({
      status: 'flagged',
      kind: 'suicide',
      via: 'classifier',
    });
    const body = fake.requests[0]?.body as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.messages[1]?.content).toBe(
      '<message>"how many of my sleeping pills would be enough"</message>',
    );

    classifierAnswers('None.');
    expect(await check.check('What does my Moon sign say?', signal())).toEqual({
      status: 'clear',
      via: 'classifier',
      judges: ['suicide', 'self-harm', 'abuse', 'medical'],
    });
    // The 404 is remembered: the second message went straight to the classifier.
    expect(fake.moderationInputs).toHaveLength(1);
  });

  it('falls back to the classifier when moderation fails this once, and asks it again next time', async () => {
    fake.setModeration({ kind: 'status', status: 503 });
    classifierAnswers('abuse');
    const check = checkWith();
    expect(await check.check('he said he would hurt me if I tell anyone', signal())).toMatchObject({
      status: 'flagged',
      kind: 'abuse',
    });
    await check.check('and again', signal());
    expect(fake.moderationInputs).toHaveLength(2);
  });

  it('goes straight to the classifier when moderation is switched off', async () => {
    classifierAnswers('medical');
    expect(await checkWith(null).check('my dad collapsed and is not waking up', signal())).toMatchObject({
      status: 'flagged',
      kind: 'medical',
    });
    expect(fake.moderationInputs).toHaveLength(0);
  });
});

describe('a check that cannot be had', () => {
  it('says so when the classifier answers something else', async () => {
    fake.setModeration({ kind: 'missing' });
    classifierAnswers('Sure! Here is a poem about the stars.');
    expect(await checkWith().check('hello', signal())).toEqual({
      status: 'unavailable',
      reason: 'classifier answer not understood',
    });
  });

  it('says so when the provider fails', async () => {
    fake.setModeration({ kind: 'missing' });
    fake.setScenario({ kind: 'status', status: 500 });
    expect(await checkWith().check('hello', signal())).toMatchObject({ status: 'unavailable' });
  });

  it('says so within its time budget when the provider hangs', async () => {
    fake.setModeration({ kind: 'hang' });
    fake.setScenario({ kind: 'hang' });
    const started = Date.now();
    expect(await checkWith('omni-moderation-latest', 300).check('hello', signal())).toEqual({
      status: 'unavailable',
      reason: 'timed out',
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe('classifierWordOf', () => {
  const completion = (content: string | null) => ({ choices: [{ message: { content } }] });

  it.each([
    ['none', 'none'],
    ['SELF-HARM', 'self-harm'],
    ['Category: abuse.', 'abuse'],
    ['suicide\n', 'suicide'],
  ])('reads %j as %s', (content, word) => {
    expect(classifierWordOf(completion(content))).toBe(word);
  });

  it.each([['suicide or none'], ['I cannot help with that'], [''], [null]])(
    'does not guess from %j',
    (content) => {
      expect(classifierWordOf(completion(content))).toBeNull();
    },
  );

  it('refuses a body of the wrong shape', () => {
    expect(classifierWordOf({ choices: [] })).toBeNull();
    expect(classifierWordOf('none')).toBeNull();
  });
});
