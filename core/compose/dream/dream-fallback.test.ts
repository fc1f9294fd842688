import { describe, expect, it } from 'vitest';
import { dreamBullets, dreamFallbackClosing, dreamWisdomFallback } from './dream-fallback';

const BANK = {
  guidance: { fire: ['Act.', 'Rest.'], earth: ['Build.'], air: ['Speak.'], water: ['Feel.'] },
  affirmations: { fire: 'I act.', earth: 'I build.', air: 'I speak.', water: 'I feel.' },
};

describe('dream fallback parts', () => {
  it('closes with the heading, the element’s bullets and its affirmation', () => {
    expect(dreamFallbackClosing('### For Leo', BANK, 'fire')).toEqual([
      '### For Leo',
      '- Act.\n- Rest.',
      '*Affirmation: I act.*',
    ]);
    expect(dreamBullets([])).toBe('');
  });

  it('writes a wisdom topic under its emoji and title, then the page’s word and the close', () => {
    const topic = { id: 'x', title: 'Dream Signs', emoji: '✨', summary: 'S.' };
    expect(dreamWisdomFallback(topic, 'Leo', 'A word.', ['### Close', '- one'])).toBe(
      '## ✨ Dream Signs for Leo\n\nA word.\n\n### Close\n\n- one',
    );
  });
});
