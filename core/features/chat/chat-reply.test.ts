import { describe, expect, it } from 'vitest';
import { PERSONA_IDS } from '../../content/personas';
import { SIGN_IDS, signs } from '../../content/signs';
import { sentencesOf } from '../../compose/quality/sentence-stats';
import { skyForDate } from '../../sky/daily-sky';
import { PERSONA_LINES } from './bank/persona-lines';
import { HOUSE_SKY_LINES, PLAIN_SKY_LINES, TRANSIT_LINES } from './bank/sky-lines';
import { TOPIC_LINES } from './bank/topic-lines';
import type { ChatRequest } from './chat-request';
import { chatSky } from './chat-sky';
import { chatReplyParts, composeChatReply } from './chat-reply';
import { CHAT_TOPICS } from './chat-topic';

const DATE = '2026-11-24';
const ask = (message: string, overrides: Partial<ChatRequest> = {}): ChatRequest => ({
  feature: 'chat',
  personaId: 'orion',
  message,
  history: [],
  date: DATE,
  profile: { sign: 'leo' },
  ...overrides,
});
const sentenceCount = (text: string) =>
  text.split(/(?<=[.!?])\s+/).filter((part) => part.trim() !== '').length;

describe('composeChatReply', () => {
  it('answers in two to four sentences, with no empty slot', () => {
    for (const message of [
      'hello',
      'Tell me about Virgo',
      'Will I find love?',
      'Is my job right?',
      'What now?',
    ]) {
      for (const personaId of PERSONA_IDS) {
        const reply = composeChatReply(ask(message, { personaId }));
        expect(sentenceCount(reply), reply).toBeGreaterThanOrEqual(2);
        expect(sentenceCount(reply), reply).toBeLessThanOrEqual(4);
        expect(reply, reply).not.toMatch(/[{}]|undefined|NaN|\s,|\.\.| {2}/);
      }
    }
  });

  it('stands on the real sky: today’s Moon sign and the reader’s solar house', () => {
    const sky = skyForDate(DATE);
    const moonSign = signs[sky.moon.sign].name;
    const lines = Array.from({ length: 8 }, (_, day) =>
      chatReplyParts(ask('What now?', { date: `2026-11-${String(10 + day)}` })),
    );
    expect(lines.some(({ sentences }) => sentences.some((sentence) => sentence.includes(' house')))).toBe(
      true,
    );
    const today = chatReplyParts(ask('What should I focus on?')).sentences.join(' ');
    expect(today).toMatch(new RegExp(`${moonSign}|${signs[sky.sun.sign].name}`));
  });

  it('speaks of transits to the natal chart when the profile has a birth date', () => {
    const profile = { sign: 'cancer' as const, birthDate: '1990-07-15' };
    const sky = chatSky(profile, DATE);
    expect(sky.natal?.chart.bodies.sun.sign).toBe('cancer');
    expect(sky.transits.length).toBeGreaterThan(0);
    const reply = composeChatReply(ask('What is Saturn doing to me?', { profile }));
    expect(reply).toMatch(/your natal (Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn)/);
  });

  it('speaks in the chosen guide’s voice', () => {
    for (const personaId of PERSONA_IDS) {
      const { sentences } = chatReplyParts(ask('What now?', { personaId }));
      const voiced = PERSONA_LINES[personaId].map((line) => line.replace('{reader}', 'Leo'));
      expect(
        sentences.some((sentence) => voiced.includes(sentence)),
        personaId,
      ).toBe(true);
    }
  });

  it('answers each keyword class from its own lines, and a named sign by its nature', () => {
    const scorpio = composeChatReply(ask('What is a Scorpio like?'));
    expect(scorpio).toMatch(/Scorpio/);
    expect(scorpio).toMatch(/water|Pluto/);
    expect(composeChatReply(ask('Hi', { profile: { name: 'Ada', sign: 'leo' } }))).toMatch(/^Hello, Ada! /);
    expect(composeChatReply(ask('hey will I find love'))).toMatch(/^Hello! /);
  });

  it('is the same for the same request, and moves on with the conversation', () => {
    expect(composeChatReply(ask('What now?'))).toBe(composeChatReply(ask('What now?')));
    const later = ask('What now?', {
      history: [
        { role: 'user', text: 'hello' },
        { role: 'assistant', text: 'Hi.' },
      ],
    });
    expect(composeChatReply(later)).not.toBe(composeChatReply(ask('What now?')));
  });

  it('addresses a visitor without a sign as a friend, without houses', () => {
    const reply = composeChatReply(ask('What now?', { profile: {} }));
    expect(reply).toMatch(/friend/);
    expect(reply).not.toMatch(/ house/);
  });

  it('answers a crisis with help resources, never a reading', () => {
    const reply = composeChatReply(ask('I want to end my life'));
    expect(reply).toMatch(/988/);
    expect(reply).toContain('https://findahelpline.com');
    expect(reply).not.toMatch(/Moon|house|Leo/);
  });
});

describe('chat bank', () => {
  const pools = {
    ...Object.fromEntries(CHAT_TOPICS.map((topic) => [`topic ${topic}`, TOPIC_LINES[topic]])),
    ...Object.fromEntries(PERSONA_IDS.map((persona) => [`persona ${persona}`, PERSONA_LINES[persona]])),
    'house sky': HOUSE_SKY_LINES,
    'plain sky': PLAIN_SKY_LINES,
    transit: TRANSIT_LINES,
  };

  it.each(Object.entries(pools))('%s holds at least seven distinct full sentences', (_name, pool) => {
    expect(new Set(pool).size).toBe(pool.length);
    expect(pool.length).toBeGreaterThanOrEqual(7);
    for (const line of pool) expect(sentencesOf(line.replace(/\{\w+\}/g, 'Leo')), line).toHaveLength(1);
  });

  it('addresses the reader in every topic and guide line, so signs never share one', () => {
    for (const topic of CHAT_TOPICS)
      for (const line of TOPIC_LINES[topic]) expect(line).toContain('{reader}');
    for (const persona of PERSONA_IDS)
      for (const line of PERSONA_LINES[persona]) expect(line).toContain('{reader}');
    expect(SIGN_IDS).toHaveLength(12);
  });
});

describe('composeChatReply and the planet asked about', () => {
  it('names the transit of the planet in the question when that planet touches the chart', () => {
    const profile = { sign: 'cancer' as const, birthDate: '1990-07-15' };
    const transits = chatSky(profile, DATE).transits;
    const second = transits[1];
    if (!second) throw new Error('the fixture needs two transits');
    const planet = second.transiting.charAt(0).toUpperCase() + second.transiting.slice(1);
    expect(composeChatReply(ask(`What is ${planet} doing to me?`, { profile }))).toMatch(
      new RegExp(`${planet} is`),
    );
  });
});
