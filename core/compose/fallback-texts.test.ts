import { expect, it } from 'vitest';
import { FALLBACK_TEXTS } from './fallback-texts';

it('keeps the spec §8 fallback texts word for word', () => {
  const { calendar, ...specTexts } = FALLBACK_TEXTS;
  expect(specTexts).toEqual({
    horoscope: 'The cosmic energies are shifting... please try again.',
    tarot: 'The mystical energies are shifting... please try again.',
    chat: "I'm sensing some cosmic interference right now... Let me try to reconnect with the celestial energies. Could you ask me again? 🌟",
    luckyNumbers: 'The cosmic numbers are aligning... your fortune is written in the stars! ✨',
    numerology:
      'Your personal numbers hold cosmic secrets... the universe is revealing your numerical destiny! ✨',
    sacredGeometry: 'The cosmic geometries are aligning... please try again.',
    mysticalPersonality: 'The mystical energies are aligning... please try again.',
    crystalScrying: 'The crystal mists are swirling... please try again to receive your vision.',
  });
  // The calendar's generic line is named by the spec but worded by us: one calm, complete sentence.
  expect(calendar).toMatch(/^[A-Z][^*_#<>{}]{40,}\. ✨$/);
});
