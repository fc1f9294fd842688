import { describe, expect, it } from 'vitest';
import { PERSONA_IDS } from '../../content/personas';
import { signs } from '../../content/signs';
import { sentencesOf } from '../../compose/quality/sentence-stats';
import { templateSlotNames } from '../../compose/template';
import { ADA } from '../../testing/birth-fixtures';
import { computeChart } from '../../sky/chart';
import { zodiacPlace } from '../../sky/zodiac-place';
import { calendarDateLabel } from '../../time/calendar-date';
import { ANSWER_LINES } from './bank/answer-lines';
import { FACT_LINES } from './bank/fact-lines';
import { PERSONA_LINES } from './bank/persona-lines';
import { returnFacts } from './chat-facts';
import { CHAT_HISTORY_MAX_TURNS, type ChatRequest, type ChatTurn } from './chat-request';
import { chatSky } from './chat-sky';
import { CHAT_REPLY_MAX_WORDS, CHAT_REPLY_MIN_WORDS, chatReplyParts, composeChatReply } from './chat-reply';

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
const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
const BORN_1990 = { name: 'Aoife', sign: 'cancer' as const, birthDate: '1990-07-15' };

/** Plays a conversation: each reply joins the history, which keeps the contract's last turns. */
function converse(messages: readonly string[], base: Partial<ChatRequest> = {}): string[] {
  const history: ChatTurn[] = [];
  return messages.map((message) => {
    const reply = composeChatReply(
      ask(message, { ...base, history: history.slice(-CHAT_HISTORY_MAX_TURNS) }),
    );
    history.push({ role: 'user', text: message }, { role: 'assistant', text: reply });
    return reply;
  });
}

const MESSAGES = [
  'hello',
  'Hi! how is my love life?',
  'What does my Saturn return mean?',
  'When is my Jupiter return?',
  'When does Mercury go retrograde?',
  'what is my rising sign',
  'what is my moon sign',
  'what sign am I',
  'are leo and scorpio compatible?',
  'what about next week',
  'what does mars mean for me',
  'when will I meet someone',
  'tell me about virgo',
  'thanks!',
  'bye',
  'should I do it?',
  "what is today's sky like",
  'I had a weird dream about teeth',
  'can you pull a tarot card',
  'my health has been bad, I keep getting headaches',
  'I feel so stressed',
  'should I move to Berlin or stay in Dublin',
  'my mum and I keep fighting',
  'my best friend has been distant',
  'how are my finances looking',
  'Should I change my career?',
  'write me python code to sort a list',
  'Capital of France?',
  'summarise what you told me',
  'tell me more',
  'What should I focus on?',
];

describe('composeChatReply', () => {
  it('writes 120 to 160 words, with no empty slot, doubled word or wrong article', () => {
    const profiles = [
      { sign: 'leo' as const },
      {},
      BORN_1990,
      { name: 'Ada', sign: 'cancer' as const, birthDate: ADA.date, birth: ADA },
    ];
    for (const profile of profiles)
      for (const [index, message] of MESSAGES.entries()) {
        const personaId = PERSONA_IDS[index % PERSONA_IDS.length] ?? 'luna';
        const reply = composeChatReply(ask(message, { personaId, profile }));
        const count = words(reply);
        expect(count, `${message}: ${reply}`).toBeGreaterThanOrEqual(CHAT_REPLY_MIN_WORDS);
        expect(count, `${message}: ${reply}`).toBeLessThanOrEqual(CHAT_REPLY_MAX_WORDS);
        expect(reply, reply).not.toMatch(/[{}]|undefined|NaN|\s[,.;:]|\.\.| {2}/);
        expect(reply, reply).not.toMatch(/\b(\w+)\s+\1\b/i);
        expect(reply, reply).not.toMatch(/\ba [aeio]\w|\ban [bcdfgjklmnpqrstvwxz]\w/i);
      }
  }, 60_000);

  it('dates a Saturn return from the birth date, to the day, by the real sky', () => {
    const sky = chatSky(BORN_1990, DATE);
    const natal = sky.natal?.chart;
    if (!natal) throw new Error('a birth date gives a chart');
    const facts = returnFacts(natal, 'saturn', DATE);
    const first = facts.previous?.passes[0];
    const second = facts.next?.passes[0];
    expect(facts.previous?.number).toBe(1);
    expect(facts.next?.number).toBe(2);
    expect(first?.slice(0, 4)).toMatch(/^20(19|20)$/);
    expect(second?.slice(0, 4)).toMatch(/^204[89]$/);
    // Each date found is one on which transiting Saturn stands on the natal Saturn's degree.
    for (const date of [...(facts.previous?.passes ?? []), ...(facts.next?.passes ?? [])]) {
      const saturn = computeChart({ utc: new Date(`${date}T12:00:00Z`) }).bodies.saturn.lon;
      const gap = Math.abs(((saturn - natal.bodies.saturn.lon + 540) % 360) - 180);
      expect(gap, date).toBeLessThan(0.15);
    }
    const reply = composeChatReply(ask('What does my Saturn return mean?', { profile: BORN_1990 }));
    expect(reply).toContain(calendarDateLabel(first ?? ''));
    expect(reply).toContain(calendarDateLabel(second ?? ''));
    const place = zodiacPlace(natal.bodies.saturn.lon);
    expect(reply).toContain(`${signs[place.sign].name}`);
  });

  it('names the rising sign from a birth time and place, and says plainly when it cannot', () => {
    const withTime = { name: 'Ada', birthDate: ADA.date, birth: ADA };
    const chart = chatSky(withTime, DATE).natal?.chart;
    const asc = chart?.houses ? signs[zodiacPlace(chart.houses.asc).sign].name : 'none';
    expect(composeChatReply(ask('what is my rising sign', { profile: withTime }))).toContain(asc);
    const noTime = composeChatReply(ask('what is my rising sign', { profile: BORN_1990 }));
    expect(noTime).toMatch(/cannot|will not guess|stays unknown/);
    expect(noTime).toMatch(/time you were born/);
  });

  it('never repeats a sentence within a conversation of ten turns', () => {
    const conversations = [
      [
        'hello',
        'how is my love life',
        'tell me more',
        'and next week?',
        'what does Venus mean for me',
        'tell me more',
        'what about my career',
        'can you build on your last answer?',
        'thanks',
        'summarise what you told me',
      ],
      [
        'What does my Saturn return mean?',
        'tell me more',
        'go on',
        'why?',
        'when is my jupiter return',
        'more',
        'what should I focus on',
        'what should I focus on',
        'what should I focus on',
        'bye',
      ],
    ];
    for (const [index, messages] of conversations.entries()) {
      const replies = converse(messages, { profile: BORN_1990, personaId: PERSONA_IDS[index] ?? 'luna' });
      const all = replies.flatMap((reply) => sentencesOf(reply));
      const repeated = all.filter((sentence, at) => all.indexOf(sentence) !== at);
      expect(repeated).toEqual([]);
      for (const reply of replies) expect(words(reply), reply).toBeGreaterThanOrEqual(CHAT_REPLY_MIN_WORDS);
    }
  }, 60_000);

  it('steers an off-topic request kindly back to what a guide can do', () => {
    for (const message of ['write me python code to sort a list', 'Capital of France?', 'what is 17 * 23']) {
      const reply = composeChatReply(ask(message));
      expect(reply, reply).toMatch(
        /astrology guide|not the right guide|pass on that|different kind of helper|edge of the zodiac|read skies/,
      );
      expect(reply, reply).toMatch(/ask me|I can tell you|try me|you could ask/i);
    }
    expect(composeChatReply(ask('Capital of France?'))).not.toBe(
      composeChatReply(ask('summarise what you told me')),
    );
  });

  it('continues with new words on "tell me more", and builds on "your last answer"', () => {
    const [first, more, built] = converse(
      ['What does Mars mean for me?', 'tell me more', 'Can you build on your last answer?'],
      {
        profile: BORN_1990,
      },
    );
    const before = new Set(sentencesOf(first ?? ''));
    expect(sentencesOf(more ?? '').filter((sentence) => before.has(sentence))).toEqual([]);
    expect(more).toMatch(/Mars/);
    expect(built).toMatch(/last answer|previous reply|last reply|earlier answer|what I said/);
    expect(built).toMatch(/Mars/);
  });

  it('recaps the earlier answers when asked to summarise', () => {
    const replies = converse(
      ['how is my love life', 'what does my saturn return mean', 'summarise what you told me'],
      {
        profile: BORN_1990,
      },
    );
    expect(replies[2]).toMatch(/love/);
    expect(replies[2]).toMatch(/Saturn return/);
    expect(composeChatReply(ask('summarise what you told me'))).toMatch(
      /nothing of mine to sum up|no earlier/,
    );
  });

  it('says hello once, briefly, and answers the question a greeting carries', () => {
    const hello = composeChatReply(ask('Hello', { profile: { name: 'Aoife', sign: 'scorpio' } }));
    expect(hello).toMatch(/^(Hello|Hi|Hello there|Hi there|Welcome), Aoife! /);
    expect(hello.match(/\b(hello|hi|hey|welcome|greetings)\b/gi)).toHaveLength(1);
    const asked = chatReplyParts(ask('Hi! What does my Saturn return mean?', { profile: BORN_1990 }));
    expect(asked.intent).toBe('saturn-return');
    expect(asked.hello).toMatch(/!$/);
    expect(asked.sentences.join(' ')).toMatch(/Saturn/);
  });

  it('ends in the chosen guide’s own voice', () => {
    for (const personaId of PERSONA_IDS) {
      const { sentences } = chatReplyParts(ask('What now?', { personaId }));
      const closing = sentences.at(-1) ?? '';
      const own = PERSONA_LINES[personaId].map((line) => line.replace('{reader}', 'Leo').slice(1));
      expect(
        own.some((line) => closing.includes(line)),
        `${personaId}: ${closing}`,
      ).toBe(true);
    }
  });

  it('is the same for the same request', () => {
    expect(composeChatReply(ask('What now?'))).toBe(composeChatReply(ask('What now?')));
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
    ...Object.fromEntries(Object.entries(ANSWER_LINES).map(([name, pool]) => [`answer ${name}`, pool])),
    ...Object.fromEntries(Object.entries(FACT_LINES).map(([name, pool]) => [`fact ${name}`, pool])),
  };

  it.each(Object.entries(pools))(
    '%s holds at least three distinct single sentences',
    (_name, pool: readonly string[]) => {
      expect(new Set(pool).size).toBe(pool.length);
      expect(pool.length).toBeGreaterThanOrEqual(3);
      for (const line of pool) {
        const filled = line.replace(/\{\w+\}/g, 'Leo');
        expect(sentencesOf(`${filled.charAt(0).toUpperCase()}${filled.slice(1)}`), line).toHaveLength(1);
        expect(
          templateSlotNames(line).every((name) => /^[a-z][A-Za-z]+$/.test(name)),
          line,
        ).toBe(true);
      }
    },
  );
});
