import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, type ShareCardContent, layoutShareCard } from './card-layout';
import { shareCardSvg } from './card-svg';
import { ELLIPSIS } from './card-text';

/** Half the font size a character: about what a proportional font averages. */
const measure = (text: string, font: Parameters<Parameters<typeof layoutShareCard>[1]>[1]) =>
  Array.from(text).length *
  { glyph: 104, title: 66, subtitle: 34, body: 38, brand: 44, address: 30 }[font] *
  0.5;

const content = (overrides: Partial<ShareCardContent> = {}): ShareCardContent => ({
  title: 'Daily reading for Leo',
  subtitle: 'Friday, Nov 27',
  body: 'The Moon in Cancer asks for a slower pace.\n\nSpeak plainly and rest early.',
  glyphs: ['♌\uFE0E'],
  appName: 'Cosmic Guide',
  address: 'https://cosmic.example',
  ...overrides,
});

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');
const textsOf = (svg: string) => [...parse(svg).querySelectorAll('text')].map((text) => text.textContent);

describe('the share picture', () => {
  it('is a 1080 × 1350 SVG with the glyph, title, subtitle, the reading and the app’s name and address', () => {
    const svg = shareCardSvg(layoutShareCard(content(), measure));
    const document = parse(svg);
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.documentElement.getAttribute('width')).toBe(String(CARD_WIDTH));
    expect(document.documentElement.getAttribute('height')).toBe(String(CARD_HEIGHT));
    expect(textsOf(svg)).toEqual([
      '♌\uFE0E',
      'Daily reading for Leo',
      'Friday, Nov 27',
      'The Moon in Cancer asks for a slower pace.',
      'Speak plainly and rest early.',
      'Cosmic Guide',
      'https://cosmic.example',
    ]);
  });

  it('shows only the first lines of a long reading, ending with "…", all above the footer', () => {
    const body = Array.from(
      { length: 40 },
      (_, index) => `Sentence number ${index + 1} of the reading.`,
    ).join(' ');
    const layout = layoutShareCard(content({ body }), measure);
    const bodyLines = layout.lines.filter((line) => line.font === 'body');
    const brand = layout.lines.find((line) => line.font === 'brand');
    expect(layout.cut).toBe(true);
    expect(bodyLines.length).toBeGreaterThan(5);
    expect(bodyLines[0]?.text.startsWith('Sentence number 1 of')).toBe(true);
    expect(bodyLines.at(-1)?.text.endsWith(ELLIPSIS)).toBe(true);
    expect(Math.max(...bodyLines.map((line) => line.y))).toBeLessThan(brand?.y ?? 0);
    expect(layout.lines.every((line) => line.y < CARD_HEIGHT - 60)).toBe(true);
  });

  it('draws no glyph line when the card names no sign', () => {
    const svg = shareCardSvg(layoutShareCard(content({ glyphs: [] }), measure));
    expect(textsOf(svg)[0]).toBe('Daily reading for Leo');
  });

  it('cannot be broken by markup in the reading: <script>, & and quotes stay text', () => {
    const hostile = {
      title: 'Leo </text><script>alert(1)</script> & "friends"',
      body: "Fish & chips <b>bold</b> ]]> <!-- x --> it's &amp; done\u0007",
    };
    // Narrow characters: every text stays on one line, so each can be compared whole.
    const narrow = (text: string) => Array.from(text).length;
    const svg = shareCardSvg(layoutShareCard(content({ ...hostile, subtitle: undefined }), narrow));
    const document = parse(svg);
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.querySelector('script, b')).toBeNull();
    expect(svg).not.toMatch(/<script|<b>|<!--/u);
    // Every & in the document opens an entity.
    expect(svg.match(/&(?!(?:amp|lt|gt|quot|apos);)/gu)).toBeNull();
    // The bell character cannot exist in XML: it is dropped, the rest kept as typed.
    expect(textsOf(svg).slice(1, 3)).toEqual([
      'Leo </text><script>alert(1)</script> & "friends"',
      "Fish & chips <b>bold</b> ]]> <!-- x --> it's &amp; done",
    ]);
  });
});
