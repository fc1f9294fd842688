import type { CardFontName } from './card-fonts';
import { type PictureLine, type MeasureText, firstLines } from './card-text';

/** The picture's size: the 4:5 portrait that phone feeds show whole. */
export const CARD_WIDTH = 1080;
export const CARD_HEIGHT = 1350;

/** What the picture says; every string is plain text (no markdown), still unescaped. */
export interface ShareCardContent {
  title: string;
  subtitle?: string | undefined;
  /** The reading as plain text, paragraphs apart by line breaks. */
  body: string;
  /** Zodiac glyphs of the signs the card is about (none, one, or a pair). */
  glyphs: readonly string[];
  appName: string;
  /** The app's address, shown under its name. */
  address: string;
}

/** One line of text placed on the picture. */
export interface PlacedLine {
  text: string;
  font: CardFontName;
  /** Baseline. */
  y: number;
  align: 'start' | 'middle';
}

export interface ShareCardLayout {
  lines: PlacedLine[];
  /** Where the thin gold rules above the reading and above the footer sit. */
  rules: number[];
  /** True when the reading did not fit whole and its last line ends with "…". */
  cut: boolean;
}

/** Measures text in one of the picture's fonts (a canvas in the browser, a stand-in in tests). */
export type MeasureInFont = (text: string, font: CardFontName) => number;

export const PANEL = { x: 60, y: 60, width: CARD_WIDTH - 120, height: CARD_HEIGHT - 120 } as const;
export const TEXT_LEFT = PANEL.x + 70;
const TEXT_WIDTH = PANEL.width - 140;
export const CENTRE_X = CARD_WIDTH / 2;

const LINE_HEIGHT: Record<CardFontName, number> = {
  glyph: 120,
  title: 80,
  subtitle: 46,
  body: 58,
  brand: 56,
  address: 42,
};
const PARAGRAPH_GAP = 22;
const MAX_TITLE_LINES = 3;
const MAX_SUBTITLE_LINES = 2;
/** The footer (a rule, the app's name, its address) starts here; the reading stops above it. */
const FOOTER_TOP = PANEL.y + PANEL.height - 170;

/**
 * Places the picture's text from the top down: the sign glyphs, the title (at most three lines),
 * the subtitle, a rule, then as many of the reading's first lines as fit above the footer.
 */
export function layoutShareCard(content: ShareCardContent, measure: MeasureInFont): ShareCardLayout {
  const lines: PlacedLine[] = [];
  let top = PANEL.y + 80;
  const place = (text: string, font: CardFontName, align: PlacedLine['align']) => {
    // The baseline sits about four fifths down the line box, as text in a line box does.
    lines.push({ text, font, align, y: Math.round(top + LINE_HEIGHT[font] * 0.78) });
    top += LINE_HEIGHT[font];
  };
  const inFont =
    (font: CardFontName): MeasureText =>
    (text) =>
      measure(text, font);

  if (content.glyphs.length > 0) place(content.glyphs.join('  '), 'glyph', 'middle');
  const title = firstLines(content.title, {
    maxWidth: TEXT_WIDTH,
    maxLines: MAX_TITLE_LINES,
    measure: inFont('title'),
  });
  for (const line of title.lines) place(line.text, 'title', 'middle');
  if (content.subtitle) {
    top += 12;
    const subtitle = firstLines(content.subtitle, {
      maxWidth: TEXT_WIDTH,
      maxLines: MAX_SUBTITLE_LINES,
      measure: inFont('subtitle'),
    });
    for (const line of subtitle.lines) place(line.text, 'subtitle', 'middle');
  }
  top += 34;
  const rules = [top];
  top += 46;

  const body = bodyThatFits(content.body, FOOTER_TOP - top, inFont('body'));
  for (const line of body.lines) {
    if (line.opensParagraph) top += PARAGRAPH_GAP;
    place(line.text, 'body', 'start');
  }

  rules.push(FOOTER_TOP + 24);
  top = FOOTER_TOP + 44;
  place(content.appName, 'brand', 'middle');
  place(content.address, 'address', 'middle');
  return { lines, rules, cut: body.cut };
}

/** The most lines of the reading, with their paragraph gaps, that fit in `height`. */
function bodyThatFits(
  text: string,
  height: number,
  measure: MeasureText,
): { lines: PictureLine[]; cut: boolean } {
  const heightOf = (lines: PictureLine[]) =>
    lines.reduce((sum, line) => sum + LINE_HEIGHT.body + (line.opensParagraph ? PARAGRAPH_GAP : 0), 0);
  for (let maxLines = Math.floor(height / LINE_HEIGHT.body); maxLines > 0; maxLines -= 1) {
    const laid = firstLines(text, { maxWidth: TEXT_WIDTH, maxLines, measure });
    if (heightOf(laid.lines) <= height) return laid;
  }
  return { lines: [], cut: text.trim() !== '' };
}
