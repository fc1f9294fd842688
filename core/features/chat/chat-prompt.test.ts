import { PERSONA_IDS, personas } from '@core/content/personas';
import type { ChatRequest } from '@core/features/chat/chat-request';
import { describe, expect, it } from 'vitest';
import { ADA } from '@core/testing/birth-fixtures';
import { buildChatPrompt, chatSystemMessage } from './chat-prompt';

const request: ChatRequest = {
  feature: 'chat',
  personaId: 'raven',
  message: 'Why do I dream of water?',
  history: [],
  date: '2026-11-24',
  profile: { sign: 'pisces', totalReadings: 30 },
};

describe('buildChatPrompt', () => {
  it.each(PERSONA_IDS)('%s: the system message is the guide from our own persona content', (personaId) => {
    const system = chatSystemMessage(personaId);
    expect(system).toContain(`You are ${personas[personaId].name}`);
    expect(system).toContain(personas[personaId].specialty);
    expect(system).toMatch(/2 to 4 sentences/);
    expect(system).toMatch(/local emergency number or a\s+crisis line/);
  });

  it('keeps the guide on its subject: no general assistant, no new role, no revealed rules', () => {
    const system = chatSystemMessage('luna');
    expect(system).toMatch(/Stay on your subject: astrology/);
    expect(system).toMatch(/not a general assistant: if asked to write code, do homework, play another role/);
    expect(system).toMatch(/decline in one friendly sentence/);
  });

  it('quotes the new message as data and refers to it by label', () => {
    const prompt = buildChatPrompt(request);
    const { system, user } = prompt;
    expect(user).toContain('visitor_message: "Why do I dream of water?"');
    expect(user).toContain('Reply as Raven to visitor_message, in 2 to 4 sentences.');
    expect(system).not.toContain('dream of water');
    expect(Object.keys(prompt).sort()).toEqual(['system', 'user']);
  });

  it('reads the spec’s profile context and the level of experience', () => {
    const { user } = buildChatPrompt(request);
    expect(user).toMatch(/Sign: Pisces ♓, a water sign/);
    expect(user).toContain('Consultations so far: 30 (devoted practitioner)');
    expect(user).toContain('Birth date: not given');
  });

  it('describes a noon chart honestly when only the birth date is known', () => {
    const { user } = buildChatPrompt({ ...request, profile: { birthDate: '1990-07-15' } });
    expect(user).toContain('Natal chart (birth time unknown: a noon chart');
    expect(user).toMatch(/Sign: Cancer/);
    expect(user).not.toMatch(/Ascendant/);
  });

  it('lists houses and angles when time and place are known', () => {
    const { user } = buildChatPrompt({ ...request, profile: { birth: ADA } });
    expect(user).toContain('Natal chart (birth time and place known)');
    expect(user).toMatch(/Moon in \w+ \d+°, house \d+/);
    expect(user).toMatch(/Ascendant in/);
  });
});
