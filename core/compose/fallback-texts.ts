/**
 * The spec's §8 canned texts, shown in place of a result when generation fails and nothing
 * better is available. Exact strings from the spec; never edit their wording.
 */
export const FALLBACK_TEXTS = {
  /** Horoscope, weekly, monthly, love sign reading, compatibility, birth chart, career, well-being. */
  horoscope: 'The cosmic energies are shifting... please try again.',
  tarot: 'The mystical energies are shifting... please try again.',
  chat: "I'm sensing some cosmic interference right now... Let me try to reconnect with the celestial energies. Could you ask me again? 🌟",
  luckyNumbers: 'The cosmic numbers are aligning... your fortune is written in the stars! ✨',
  numerology:
    'Your personal numbers hold cosmic secrets... the universe is revealing your numerical destiny! ✨',
  sacredGeometry: 'The cosmic geometries are aligning... please try again.',
  mysticalPersonality: 'The mystical energies are aligning... please try again.',
  crystalScrying: 'The crystal mists are swirling... please try again to receive your vision.',
  /**
   * The Cosmic Calendar's generic line (§8), for when even its per-category template cannot be
   * written. Our own wording: the spec names the line but does not give it.
   */
  calendar:
    'The next thirty days carry their own gentle rhythm: begin something small at the New Moon, notice what ripens at the Full Moon, and trust yourself to move with the sky. ✨',
} as const;

export type FallbackTextId = keyof typeof FALLBACK_TEXTS;
