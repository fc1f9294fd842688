import { describe, expect, it } from 'vitest';
import { SIGN_IDS, signs } from '../../content/signs';
import { dreamJournalFallbackText } from './dream-journal-fallback';
import { JOURNAL_WISDOM_TOPIC_IDS, journalWisdomTopics } from './journal-wisdom-topics';

/** Spec §8: a local template with headings, bullets and an affirmation, by sign, element and topic. */
describe('dreamJournalFallbackText', () => {
  it.each(SIGN_IDS)('%s: an analysis names the sign, its element, what was marked and the phase', (sign) => {
    const text = dreamJournalFallbackText({
      feature: 'dream-journal',
      kind: 'analysis',
      sign,
      description: 'x',
      emotions: ['fear'],
      symbols: ['falling'],
      moonPhase: 'new-moon',
      date: '2026-11-24',
    });
    expect(text).toContain(`## 🌙 Dream guidance for ${signs[sign].name}`);
    expect(text).toMatch(
      new RegExp(`### Guidance for ${signs[sign].name} as an? ${signs[sign].element} sign`),
    );
    expect(text).toContain('- 🍂 **Falling**: Lost footing');
    expect(text).toContain('- **Fear** is part of the message');
    expect(text).toContain('### 🌑 New Moon');
    expect(text).toMatch(/\n\*Affirmation: .+\*$/);
  });

  it.each(JOURNAL_WISDOM_TOPIC_IDS)('%s: a wisdom topic is headed by the topic and the sign', (topic) => {
    const text = dreamJournalFallbackText({
      feature: 'dream-journal',
      kind: 'wisdom',
      sign: 'aquarius',
      topic,
      date: '2026-11-24',
    });
    expect(text).toContain(
      `## ${journalWisdomTopics[topic].emoji} ${journalWisdomTopics[topic].title} for Aquarius`,
    );
    expect(text).toContain('### Guidance for Aquarius as an air sign');
  });
});
