import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../../content/signs';
import { angelList } from '../angels';
import { DEFAULT_RECOMMENDED_ANGELS, recommendedAngels } from '../recommended-angels';
import { composeFallbackBlessing } from './blessing-fallback';

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /\w/.test(word)).length;
const blessingAngel = (text: string) =>
  angelList.find((angel) => text.startsWith(`## ${angel.emoji} A Blessing from ${angel.name}`));

describe('the built-in blessing', () => {
  it.each(SIGN_IDS)('%s: blessed by one of the sign’s recommended angels, sign named', (sign) => {
    const text = composeFallbackBlessing({ situation: 'Starting a new job on Monday', sign, name: 'Sam' });
    const angel = blessingAngel(text);
    expect(angel, text.slice(0, 80)).toBeDefined();
    expect(recommendedAngels[sign].angels, sign).toContain(angel?.id);
    expect(text).toContain(angel?.message);
    expect(text).toContain(angel?.prayer);
    expect(text).toContain(angel?.affirmation);
    expect(text).toContain('Dear Sam, you asked for a blessing');
    expect(text).toContain('**For what you carry:** “Starting a new job on Monday”');
    expect(text.toLowerCase()).toContain(sign);
    expect(wordCount(text), sign).toBeGreaterThanOrEqual(100);
  });

  it('turns to the guardian, Michael or Gabriel without a sign, and greets without a name', () => {
    const text = composeFallbackBlessing({ situation: 'A hard week' });
    expect(DEFAULT_RECOMMENDED_ANGELS).toContain(blessingAngel(text)?.id);
    expect(text).toMatch(/\n\nYou asked for a blessing/);
  });

  it('leaves out the situation line when the situation is blank', () => {
    expect(composeFallbackBlessing({ situation: '   ', sign: 'leo' })).not.toContain('For what you carry');
  });

  it('reads the same for the same request, and differently for other situations', () => {
    const request = { situation: 'Moving house', sign: 'cancer' as const };
    expect(composeFallbackBlessing(request)).toBe(composeFallbackBlessing(request));
    const texts = new Set(
      ['Moving house', 'A new baby', 'An exam', 'A long trip', 'A job interview', 'Healing a friendship'].map(
        (situation) =>
          composeFallbackBlessing({ situation, sign: 'cancer' }).split('\n\n').slice(3).join('\n\n'),
      ),
    );
    expect(texts.size).toBeGreaterThan(1);
  });
});
