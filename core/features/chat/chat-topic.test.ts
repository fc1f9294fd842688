import { describe, expect, it } from 'vitest';
import { chatTopic } from './chat-topic';

describe('chatTopic (spec §5 keyword classes)', () => {
  it.each([
    ['Hello!', 'greeting'],
    ['hey there', 'greeting'],
    ['HI', 'greeting'],
    ['What is a Scorpio like?', 'sign'],
    ['is my boyfriend a typical gemini', 'sign'],
    ['Will I find LOVE this year?', 'love'],
    ['my relationship feels stuck', 'love'],
    ['any romance ahead?', 'love'],
    ['Dating apps are exhausting', 'love'],
    ['Should I change my career?', 'work'],
    ['my job is draining', 'work'],
    ['money worries again', 'work'],
    ['I have to work late', 'work'],
    ['What should I focus on?', 'general'],
    ['Tell me something about this week', 'general'],
    ['my homework is boring', 'general'],
  ])('"%s" is %s', (message, topic) => {
    expect(chatTopic(message).id).toBe(topic);
  });

  it('names the sign that was asked about', () => {
    expect(chatTopic('How do Capricorn and Leo get along?')).toEqual({
      id: 'sign',
      sign: 'capricorn',
      greets: false,
    });
  });

  it('answers the subject of a greeting that asks something, and remembers the hello', () => {
    expect(chatTopic('Hi! Will I find love?')).toEqual({ id: 'love', greets: true });
    expect(chatTopic('hey, what about my job')).toEqual({ id: 'work', greets: true });
  });
});
