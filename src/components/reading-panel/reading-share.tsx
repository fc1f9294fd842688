import { CARD_HEIGHT, CARD_WIDTH, layoutShareCard } from '../share-image/card-layout';
import { shareCardSvg } from '../share-image/card-svg';
import { signGlyphsIn } from '../share-image/sign-glyphs';
import { shareFileName } from '../share-image/share-file-name';
import type { ShareText } from '../share-image/share-or-download';
import { canvasMeasure, svgToPng } from '../share-image/svg-to-png';
import { plainTextOf } from './plain-text';
import ReadingMarkdown from './reading-markdown';
import { readRendered } from './render-offscreen';

/** The name drawn at the foot of the picture and said beside its link (the manifest's name). */
const APP_NAME = 'Cosmic Guide';

export interface ReadingToShare {
  title: string;
  subtitle?: string | undefined;
  /** The reading's markdown, without the heading the card lifted into its title. */
  text: string;
}

/** A picture ready for the share sheet or the download link, with the words that go with it. */
export interface PreparedShare {
  file: File;
  words: ShareText;
}

/**
 * The page's own address, for the picture's text: its path and the choices the query keeps
 * (sign, tab; never anything personal, docs/CONTEXT.md), and nothing added to track who shared.
 * The fragment is left out: a friend link (issue 28 §4) carries birth details there.
 */
const pageAddress = () => `${location.origin}${location.pathname}${location.search}`;

/**
 * Draws the reading as a share picture, on this device: its plain text (the card's rendered
 * markdown, no syntax left over), laid out on the app's night-sky card, SVG drawn to a PNG. The
 * words that go with it repeat what the picture shows, as its text alternative, and the address.
 */
export async function prepareReadingShare(reading: ReadingToShare): Promise<PreparedShare> {
  const body = readRendered(<ReadingMarkdown text={reading.text} />, plainTextOf);
  const layout = layoutShareCard(
    {
      title: reading.title,
      subtitle: reading.subtitle,
      body,
      glyphs: signGlyphsIn(reading.title, reading.subtitle),
      appName: APP_NAME,
      address: location.origin,
    },
    canvasMeasure(),
  );
  const png = await svgToPng(shareCardSvg(layout), CARD_WIDTH, CARD_HEIGHT);
  const file = new File([png], shareFileName(reading.title), { type: 'image/png' });
  const shownLines = layout.lines.filter((line) => line.font === 'body').map((line) => line.text);
  const text = [
    [reading.title, reading.subtitle].filter(Boolean).join('\n'),
    shownLines.join(' '),
    `${APP_NAME}: ${pageAddress()}`,
  ]
    .filter((part) => part !== '')
    .join('\n\n');
  return { file, words: { title: reading.title, text } };
}
