import { describe, expect, it } from 'vitest';
import { SIGN_IDS, signs } from '../../content/signs';
import { dreamOracleFallbackText } from './dream-oracle-fallback';
import { ORACLE_WISDOM_TOPIC_IDS, oracleWisdomTopics } from './oracle-wisdom-topics';

/** Spec §8: a local template with headings, bullets and an affirmation, by sign, element and topic. */
describe('dreamOracleFallbackText', () => {
  it.each(SIGN_IDS)(
    '%s: names the sign and its element, with headings, bullets and an affirmation',
    (sign) => {
      const text = dreamOracleFallbackText({
        feature: 'dream-oracle',
        kind: 'analysis',
        sign,
        description: 'protect',
        symbols: ['light'],
        analysisType: 'lunar-cycles',
        date: '2026-11-24',
      });
      expect(text).toContain(`## 🔮 Lunar Cycles for ${signs[sign].name}`);
      expect(text).toMatch(new RegExp(`### For ${signs[sign].name}, an? ${signs[sign].element} sign`));
      expect(text).toContain('- ✨ **Light**: You are being shown the way');
      expect(text).toContain('### 🛡️ Warrior Dreamer');
      expect(text).toMatch(/\n\*Affirmation: .+\*$/);
    },
  );

  it('reads "none specified" kindly and writes each wisdom topic', () => {
    const none = dreamOracleFallbackText({
      feature: 'dream-oracle',
      kind: 'analysis',
      sign: 'leo',
      description: 'x',
      symbols: [],
      analysisType: 'soul-purpose',
      date: '2026-11-24',
    });
    expect(none).toContain('No symbols specified');
    for (const topic of ORACLE_WISDOM_TOPIC_IDS) {
      const text = dreamOracleFallbackText({
        feature: 'dream-oracle',
        kind: 'wisdom',
        sign: 'leo',
        topic,
        date: '2026-11-24',
      });
      expect(text, topic).toContain(
        `## ${oracleWisdomTopics[topic].emoji} ${oracleWisdomTopics[topic].title} for Leo`,
      );
      expect(text, topic).toContain('- ');
    }
  });
});
