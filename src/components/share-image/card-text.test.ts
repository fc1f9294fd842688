import { describe, expect, it } from 'vitest';
import { ELLIPSIS, firstLines, withEllipsis, wrapWords } from './card-text';

/** Ten pixels a character: line widths in tests read as character counts. */
const measure = (text: string) => Array.from(text).length * 10;

describe('wrapWords', () => {
  it('breaks between words, filling each line as far as it goes', () => {
    expect(wrapWords('the moon rises over quiet water', 120, measure)).toEqual([
      'the moon',
      'rises over',
      'quiet water',
    ]);
  });

  it('breaks a word wider than the line between its characters, never running past the edge', () => {
    const lines = wrapWords('see https://example.org/a-very-long-path now', 100, measure);
    expect(lines.every((line) => measure(line) <= 100)).toBe(true);
    expect(lines.join('').replace(/ /gu, '')).toBe('seehttps://example.org/a-very-long-pathnow');
    expect(lines[0]).toBe('see');
  });

  it('keeps a character made of two UTF-16 units whole', () => {
    expect(wrapWords('🌙🌙🌙🌙', 20, measure)).toEqual(['🌙🌙', '🌙🌙']);
  });
});

describe('withEllipsis', () => {
  it('ends the line with "…" after the last whole word that leaves room for it', () => {
    expect(withEllipsis('the moon rises', 120, measure)).toBe(`the moon${ELLIPSIS}`);
  });

  it('drops the punctuation the cut left hanging', () => {
    expect(withEllipsis('rest, then', 60, measure)).toBe(`rest${ELLIPSIS}`);
  });
});

describe('firstLines', () => {
  it('keeps a short text whole, each paragraph and list item on a line of its own', () => {
    const laid = firstLines('A calm day.\n\n• Rest\n• Call a friend', {
      maxWidth: 300,
      maxLines: 5,
      measure,
    });
    expect(laid).toEqual({
      cut: false,
      lines: [
        { text: 'A calm day.', opensParagraph: false },
        { text: '• Rest', opensParagraph: true },
        { text: '• Call a friend', opensParagraph: true },
      ],
    });
  });

  it('cuts a long text at the line limit and says so with "…" on the last line', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve';
    const laid = firstLines(text, { maxWidth: 100, maxLines: 2, measure });
    expect(laid.cut).toBe(true);
    expect(laid.lines.map((line) => line.text)).toEqual(['one two', `three${ELLIPSIS}`]);
  });

  it('marks the cut when whole paragraphs are left out, even if the last shown one ended', () => {
    const laid = firstLines('First.\nSecond.\nThird.', { maxWidth: 300, maxLines: 2, measure });
    expect(laid.cut).toBe(true);
    expect(laid.lines.at(-1)?.text).toBe(`Second${ELLIPSIS}`);
  });

  it('gives nothing for an empty text, and nothing cut', () => {
    expect(firstLines('  \n ', { maxWidth: 100, maxLines: 3, measure })).toEqual({ lines: [], cut: false });
  });
});
