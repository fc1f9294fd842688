import type { ClipboardContent } from './write-to-clipboard';
import ReadingMarkdown from './reading-markdown';
import { plainTextOf } from './plain-text';
import { readRendered } from './render-offscreen';

/**
 * The reading as it goes on the clipboard: rendered once, off screen, by the same safe markdown
 * renderer as the card, so the HTML holds only the elements the card shows (raw HTML from the
 * model stays escaped text) and the plain text carries no markdown syntax.
 */
export function readingForClipboard(title: string, text: string): ClipboardContent {
  return readRendered(
    <>
      <h2>{title}</h2>
      <ReadingMarkdown text={text} />
    </>,
    (container) => ({ plain: plainTextOf(container), html: container.innerHTML }),
  );
}
