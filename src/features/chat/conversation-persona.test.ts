import { describe, expect, it } from 'vitest';
import { conversationPersona } from './conversation-persona';

const line = { id: 'a', text: 'Hello', isUser: true, timestamp: '2026-11-24T10:00:00.000Z' };

describe('conversationPersona', () => {
  it('is the guide stored with a saved conversation', () => {
    expect(conversationPersona({ chatHistory: [line], favoriteAstrologer: 'raven' })).toBe('raven');
  });

  it('is nothing without a conversation, or for a value that is not one of our guides', () => {
    expect(conversationPersona({ chatHistory: [], favoriteAstrologer: 'raven' })).toBeNull();
    expect(conversationPersona({ chatHistory: [line], favoriteAstrologer: 'merlin' })).toBeNull();
    expect(conversationPersona({ chatHistory: [line], favoriteAstrologer: '' })).toBeNull();
  });
});
