import { describe, expect, it } from 'vitest';
import { readingForClipboard } from './reading-clipboard';

const READING = [
  '## Your week',
  '',
  'A **bold** start and a *quiet* finish, with [a note](https://example.com/notes).',
  '',
  '- Speak first',
  '- Listen longer',
  '  - even to yourself',
  '',
  '3. Rest',
  '4. Begin',
  '',
  '> Trust the slow hour.',
  '',
  'Line one  ',
  'line two',
].join('\n');

describe('readingForClipboard', () => {
  it('gives plain text without markdown syntax, laid out for pasting', () => {
    const { plain } = readingForClipboard('Leo · Weekly Horoscope', READING);
    expect(plain).not.toMatch(/\*\*|__|##|\]\(/);
    expect(plain).toBe(
      [
        'Leo · Weekly Horoscope',
        'Your week',
        'A bold start and a quiet finish, with a note (https://example.com/notes).',
        '• Speak first\n• Listen longer\n  • even to yourself',
        '3. Rest\n4. Begin',
        'Trust the slow hour.',
        'Line one\nline two',
      ].join('\n\n'),
    );
  });

  it('gives HTML with the emphasis the card shows', () => {
    const { html } = readingForClipboard('Leo · Weekly Horoscope', READING);
    expect(html).toContain('<h2>Leo · Weekly Horoscope</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>quiet</em>');
    expect(html).toContain('<li>Speak first</li>');
  });

  it('escapes markup from the model and from the title instead of passing it on', () => {
    const { plain, html } = readingForClipboard(
      'Ana <b>& Ben</b>',
      '<img src=x onerror=alert(1)>\n\nHello <script>alert(2)</script>\n\n[tap](javascript:alert(3)) ![pixel](https://example.com/p.png)',
    );
    expect(html).not.toMatch(/<img|<script|<b>|javascript:/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Ana &lt;b&gt;&amp; Ben&lt;/b&gt;');
    expect(plain).toContain('<img src=x onerror=alert(1)>');
    expect(plain).toContain('Hello <script>alert(2)</script>');
    expect(plain).toContain('pixel');
    expect(plain).not.toContain('javascript:');
  });
});
