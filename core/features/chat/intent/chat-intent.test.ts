import { describe, expect, it } from 'vitest';
import { CHAT_INTENT_IDS } from './chat-intents';
import { CHAT_INTENT_CASES } from './chat-intent-cases';
import { chatIntentAccuracy } from './chat-intent-accuracy';
import { analyseChatMessage, classifyChatIntent, intentPriority } from './classify-chat-intent';

describe('the offline chat’s intent classifier', () => {
  it('reads at least 95 percent of the test messages as intended', () => {
    const { correct, total, misses } = chatIntentAccuracy();
    expect(total).toBeGreaterThanOrEqual(200);
    expect(
      correct / total,
      misses.map((miss) => `${miss.message} → ${miss.got} (expected ${miss.expected})`).join('\n'),
    ).toBeGreaterThanOrEqual(0.95);
  });

  it('has test messages for every intent, and ranks every intent', () => {
    const covered = new Set(CHAT_INTENT_CASES.map((item) => item.intent));
    expect(CHAT_INTENT_IDS.filter((intent) => !covered.has(intent))).toEqual([]);
    expect(CHAT_INTENT_IDS.filter((intent) => intentPriority(intent) < 0)).toEqual([]);
    expect(CHAT_INTENT_IDS.length).toBeGreaterThanOrEqual(30);
  });

  it('answers the question of a greeting that asks one, and remembers the hello', () => {
    const analysis = analyseChatMessage('Hi! What does my Saturn return mean?');
    expect(analysis.intent).toBe('saturn-return');
    expect(analysis.greets).toBe(true);
    expect(analyseChatMessage('hello').intent).toBe('greeting');
  });

  it('matches whole words only, and hears negation', () => {
    expect(classifyChatIntent('this is it')).not.toBe('greeting');
    expect(classifyChatIntent('my homework')).not.toBe('career');
    expect(classifyChatIntent('not about love, tell me about my money')).toBe('money');
  });

  it('names the signs asked about, not the visitor’s own', () => {
    expect(analyseChatMessage("I'm a Virgo, are we compatible with a Taurus?").signs).toEqual(['taurus']);
    expect(analyseChatMessage('How do Capricorn and Leo get along?').signs).toEqual(['capricorn', 'leo']);
  });

  it('keeps the subject of a timing question', () => {
    const analysis = analyseChatMessage('when will I find love?');
    expect(analysis.intent).toBe('timing');
    expect(analysis.subject).toBe('love');
  });

  it('treats a bare follow-up as one only when there is something to follow', () => {
    const history = [
      { role: 'user' as const, text: 'love?' },
      { role: 'assistant' as const, text: 'Venus is kind to you.' },
    ];
    expect(classifyChatIntent('why?', history)).toBe('last-answer');
    expect(classifyChatIntent('more', history)).toBe('tell-more');
  });
});
