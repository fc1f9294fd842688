import { archetypeInWords } from '@core/content/archetypes/archetype-words';
import { describe, expect, it } from 'vitest';
import {
  CHAT_HISTORY_MAX_TURNS,
  CHAT_TURN_MAX_LENGTH,
  chatRequestSchema,
} from '@core/features/chat/chat-request';
import type { ChatMessage } from '@core/profile/chat-message';
import { defaultProfile } from '@core/profile/profile';
import { clip, historyOf, toChatRequest } from './to-chat-request';

const said = (text: string, isUser: boolean, index = 0): ChatMessage => ({
  id: `m${index}`,
  text,
  isUser,
  timestamp: '2026-11-24T10:00:00.000Z',
});

describe('toChatRequest', () => {
  it('sends ids and bounded text the contract accepts, from a messy profile', () => {
    const profile = {
      ...defaultProfile(),
      name: 'Ada\nLovelace',
      zodiacSign: 'cancer' as const,
      birthDate: '1990-07-15',
      currentFocus: 'career\tchange',
      spiritualGoals: [
        'patience',
        '',
        'a'.repeat(120),
        ...Array.from({ length: 10 }, (_, index) => `goal ${index}`),
      ],
      totalReadings: 12,
      personalityArchetype: 'The Seeker',
    };
    const request = toChatRequest({
      profile,
      personaId: 'luna',
      message: '  Hello\r\nLuna  ',
      earlier: [said('Hi', true), said('Hello, moonchild.', false)],
      date: '2026-11-24',
    });
    expect(chatRequestSchema.safeParse(request).error?.issues ?? []).toEqual([]);
    expect(request.message).toBe('Hello\nLuna');
    expect(request.profile).toMatchObject({
      name: 'Ada Lovelace',
      sign: 'cancer',
      birthDate: '1990-07-15',
      currentFocus: 'career change',
      totalReadings: 12,
      personalityArchetype: 'The Seeker',
    });
    expect(request.profile.spiritualGoals).toHaveLength(8);
    expect(request).not.toHaveProperty('system');
  });

  it('sends the archetype the Mystical Personality page stored by its name, not its id', () => {
    const request = toChatRequest({
      profile: { ...defaultProfile(), personalityArchetype: 'mystic-oracle' },
      personaId: 'luna',
      message: 'Hi',
      earlier: [],
      date: '2026-11-24',
    });
    expect(request.profile.personalityArchetype).toBe(archetypeInWords('mystic-oracle'));
    expect(request.profile.personalityArchetype).not.toContain('mystic-oracle');
  });

  it('leaves out what the profile does not have', () => {
    const request = toChatRequest({
      profile: defaultProfile(),
      personaId: 'orion',
      message: 'Hi',
      earlier: [],
      date: '2026-11-24',
    });
    expect(request.profile).toEqual({ totalReadings: 0 });
    expect(chatRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('historyOf', () => {
  it(`keeps the last ${CHAT_HISTORY_MAX_TURNS} turns in order, with roles, without typing placeholders`, () => {
    const messages = Array.from({ length: 20 }, (_, index) => said(`turn ${index}`, index % 2 === 0, index));
    const history = historyOf([...messages, { ...said('', false, 99), isTyping: true }]);
    expect(history).toHaveLength(CHAT_HISTORY_MAX_TURNS);
    expect(history[0]).toEqual({ role: 'user', text: 'turn 12' });
    expect(history.at(-1)).toEqual({ role: 'assistant', text: 'turn 19' });
  });

  it('shortens a long reply to the contract’s bound', () => {
    const [turn] = historyOf([said('word '.repeat(400), false)]);
    expect(turn?.text.length).toBeLessThanOrEqual(CHAT_TURN_MAX_LENGTH);
    expect(turn?.text.endsWith('…')).toBe(true);
  });
});

describe('clip', () => {
  it('cuts at a space near the bound', () => {
    expect(clip('one two three four', 16)).toBe('one two three…');
    expect(clip('short', 12)).toBe('short');
  });
});
