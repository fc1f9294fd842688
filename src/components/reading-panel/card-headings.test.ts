import { describe, expect, it } from 'vitest';
import { cardHeadings, headingWords, restates } from './card-headings';

describe('cardHeadings', () => {
  it('says the issue’s triple title once: the reading’s heading, no echoing subtitle, the date once', () => {
    const shown = cardHeadings({
      title: 'Gemini & Sagittarius: Soulmate Score',
      subtitle: 'Soulmate Score for Gemini & Sagittarius',
      text: '## Gemini & Sagittarius: Soulmate Score, Nov 27\n\nUnder a waning Moon the two of you…',
    });
    expect(shown).toEqual({
      title: 'Gemini & Sagittarius: Soulmate Score, Nov 27',
      body: 'Under a waning Moon the two of you…',
    });
  });

  it('lifts a line that is bold from end to end, and keeps a subtitle that adds something', () => {
    const shown = cardHeadings({
      title: '♊ Gemini · Daily',
      subtitle: 'Daily reading for Gemini',
      text: '**Nov 27: A gentle sideways step for Gemini**\nWith the Moon in Cancer…',
    });
    expect(shown).toEqual({
      title: 'Nov 27: A gentle sideways step for Gemini',
      subtitle: 'Daily reading for Gemini',
      body: 'With the Moon in Cancer…',
    });
  });

  it('names the date once: a subtitle loses a date the title already gives', () => {
    const shown = cardHeadings({
      title: '♊ Gemini · Career Today',
      subtitle: 'Daily reading for Gemini, Nov 27, 2026',
      text: '### Career Today for Gemini · Nov 27, 2026\nWhile the Moon crosses Cancer…',
    });
    expect(shown.subtitle).toBe('Daily reading for Gemini');
    const weekly = cardHeadings({
      title: 'Career this week',
      subtitle: 'Weekly reading for Leo, Nov 22 – Nov 28, 2026',
      text: '### Career This Week for Leo · Nov 22 – Nov 28, 2026\nSeven days…',
    });
    expect(weekly.subtitle).toBe('Weekly reading for Leo');
  });

  it('drops a subtitle that only adds a word around the title’s names', () => {
    const shown = cardHeadings({
      title: '♊ Gemini & ♐ Sagittarius',
      subtitle: 'Compatibility reading for Gemini and Sagittarius',
      text: '## Gemini & Sagittarius, Nov 28\nFor Gemini thinking about Sagittarius…',
    });
    expect(shown).toEqual({
      title: 'Gemini & Sagittarius, Nov 28',
      body: 'For Gemini thinking about Sagittarius…',
    });
  });

  it('keeps the page’s own title under the heading when the subtitle only echoes the heading', () => {
    const shown = cardHeadings({
      title: '🔮 Symbolic Analysis',
      subtitle: 'Your dream, read for Gemini',
      text: '### 🔮 Your dream, read for Gemini\nFor a mutable sign…',
    });
    expect(shown.title).toBe('🔮 Your dream, read for Gemini');
    expect(shown.subtitle).toBe('🔮 Symbolic Analysis');
  });

  it('keeps the page’s title when the reading opens with prose, and drops a subtitle that repeats it', () => {
    const text = 'One card, one clear voice.\n\n### Past: The Star';
    expect(cardHeadings({ title: '🃏 Three Card', subtitle: 'Reading of your 3 cards', text })).toEqual({
      title: '🃏 Three Card',
      subtitle: 'Reading of your 3 cards',
      body: text,
    });
    expect(cardHeadings({ title: '♊ Gemini · Daily', subtitle: 'Daily reading for Gemini', text })).toEqual({
      title: '♊ Gemini · Daily',
      body: text,
    });
  });

  it('holds back a first line that may still become a heading while the text streams in', () => {
    expect(cardHeadings({ title: 'Leo', text: '## Leo & Vir', streaming: true })).toEqual({
      title: 'Leo',
      body: '',
    });
    expect(cardHeadings({ title: 'Leo', text: '## Leo & Virgo\n', streaming: true }).body).toBe('');
    expect(cardHeadings({ title: 'Leo', text: 'A calm', streaming: true }).body).toBe('A calm');
  });

  it('leaves a reading that is a single bold line as the text under the page’s title', () => {
    expect(cardHeadings({ title: 'Leo today', text: '**Shine.**' })).toEqual({
      title: 'Leo today',
      body: '**Shine.**',
    });
  });
});

describe('headingWords and restates', () => {
  it('compare the words that carry meaning, not dates, emoji, possessives or filler', () => {
    expect([...headingWords('💎 Gemini’s Clear Quartz vision · Friday, Nov 27')]).toEqual([
      'gemini',
      'clear',
      'quartz',
      'vision',
    ]);
    expect(restates('Irish Lotto line for Gemini', 'Gemini’s Irish Lotto line')).toBe(true);
    expect(restates('A scrying session for Gemini', '💎 Clear Quartz vision for Gemini')).toBe(false);
  });

  it('does not read the verb “may” as a month', () => {
    expect(headingWords('You may rest').has('may')).toBe(true);
    expect(headingWords('Since May 3').has('may')).toBe(false);
  });
});
