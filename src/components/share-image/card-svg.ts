import { CARD_FONTS } from './card-fonts';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  CENTRE_X,
  PANEL,
  type PlacedLine,
  type ShareCardLayout,
  TEXT_LEFT,
} from './card-layout';
import { xmlText } from './xml-text';

/** The app's palette (src/styles.css): night surfaces, gold headings, violet text. */
const COLOURS = {
  night950: '#0f0720',
  night900: '#1a0b2e',
  night800: '#2d1b4e',
  night700: '#3d2766',
  gold100: '#fdefc7',
  gold200: '#f8dc8c',
  gold300: '#f5c95a',
  gold400: '#eab13a',
  violet50: '#f5f3ff',
  violet200: '#ddd6fe',
  violet300: '#c4b5fd',
} as const;

const FILL: Record<PlacedLine['font'], string> = {
  glyph: 'url(#gold)',
  title: COLOURS.gold200,
  subtitle: COLOURS.violet200,
  body: COLOURS.violet50,
  brand: COLOURS.gold200,
  address: COLOURS.violet300,
};

/**
 * Stars scattered over the sky, the same on every picture: a small fixed-seed generator, so the
 * picture of one reading is the same each time it is made.
 */
function stars(): string {
  let seed = 20_261_128;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: 70 }, () => {
    const x = Math.round(next() * CARD_WIDTH);
    const y = Math.round(next() * CARD_HEIGHT);
    const radius = (0.8 + next() * 2.2).toFixed(1);
    const opacity = (0.25 + next() * 0.6).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${radius}" fill="#fffaeb" fill-opacity="${opacity}"/>`;
  }).join('');
}

const DEFS = `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0.55" y2="1"><stop offset="0" stop-color="${COLOURS.night900}"/><stop offset="0.45" stop-color="${COLOURS.night800}"/><stop offset="1" stop-color="${COLOURS.night950}"/></linearGradient>
<radialGradient id="violet-glow" cx="0.15" cy="0" r="0.75"><stop offset="0" stop-color="#7c3aed" stop-opacity="0.32"/><stop offset="1" stop-color="#7c3aed" stop-opacity="0"/></radialGradient>
<radialGradient id="rose-glow" cx="0.95" cy="1" r="0.7"><stop offset="0" stop-color="#db2777" stop-opacity="0.18"/><stop offset="1" stop-color="#db2777" stop-opacity="0"/></radialGradient>
<linearGradient id="panel" x1="0" y1="0" x2="0.5" y2="1"><stop offset="0" stop-color="${COLOURS.night700}" stop-opacity="0.9"/><stop offset="1" stop-color="${COLOURS.night900}" stop-opacity="0.92"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOURS.gold100}"/><stop offset="1" stop-color="${COLOURS.gold400}"/></linearGradient>
</defs>`;

function textElement(line: PlacedLine): string {
  const font = CARD_FONTS[line.font];
  const x = line.align === 'middle' ? CENTRE_X : TEXT_LEFT;
  // The family list holds quotes of its own: the attribute is escaped like any other text.
  return `<text x="${x}" y="${line.y}" text-anchor="${line.align}" font-family="${xmlText(font.family)}" font-size="${font.size}" font-weight="${font.weight}" fill="${FILL[line.font]}">${xmlText(line.text)}</text>`;
}

/**
 * The share picture as an SVG document: the night-sky gradient with its stars, a card like the
 * app's, and the laid-out text (`layoutShareCard`: glyphs, title, the reading's first lines, the
 * app's name and address). Every text is escaped (`xmlText`), so nothing in a reading can add
 * markup to the picture.
 */
export function shareCardSvg(layout: ShareCardLayout): string {
  const rules = layout.rules
    .map(
      (y) =>
        `<line x1="${CENTRE_X - 90}" y1="${y}" x2="${CENTRE_X + 90}" y2="${y}" stroke="${COLOURS.gold300}" stroke-opacity="0.55" stroke-width="2"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    DEFS,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#sky)"/>`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#violet-glow)"/>`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#rose-glow)"/>`,
    stars(),
    `<rect x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.width}" height="${PANEL.height}" rx="48" fill="url(#panel)" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"/>`,
    rules,
    ...layout.lines.map(textElement),
    '</svg>',
  ].join('');
}
