/**
 * The fonts of the share picture. An SVG drawn through an <img> may load nothing from outside
 * itself, so the picture uses the stacks the app's own CSS names (src/styles.css), which resolve
 * to fonts installed on the device: no font is fetched, from us or anyone.
 */
const DISPLAY_FAMILY =
  "ui-serif, 'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif";
const SANS_FAMILY = "ui-sans-serif, system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
// Zodiac glyphs: fonts that draw them as text, not as coloured emoji.
const SYMBOL_FAMILY =
  "'Apple Symbols', 'Segoe UI Symbol', 'Noto Sans Symbols 2', 'Noto Sans Symbols', 'DejaVu Sans', serif";

export interface CardFont {
  family: string;
  /** Pixels on the 1080-wide picture. */
  size: number;
  weight: 400 | 600;
}

export const CARD_FONTS = {
  glyph: { family: SYMBOL_FAMILY, size: 104, weight: 400 },
  title: { family: DISPLAY_FAMILY, size: 66, weight: 600 },
  subtitle: { family: SANS_FAMILY, size: 34, weight: 400 },
  body: { family: SANS_FAMILY, size: 38, weight: 400 },
  brand: { family: DISPLAY_FAMILY, size: 44, weight: 600 },
  address: { family: SANS_FAMILY, size: 30, weight: 400 },
} as const satisfies Record<string, CardFont>;

export type CardFontName = keyof typeof CARD_FONTS;

/** The same font as a canvas `font` value, so measuring agrees with what the SVG draws. */
export const canvasFont = (font: CardFont) => `${font.weight} ${font.size}px ${font.family}`;
