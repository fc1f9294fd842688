import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ClipboardContent } from './write-to-clipboard';
import ReadingMarkdown from './reading-markdown';
import { plainTextOf } from './plain-text';

/**
 * The reading as it goes on the clipboard: rendered once, off screen, by the same safe markdown
 * renderer as the card, so the HTML holds only the elements the card shows (raw HTML from the
 * model stays escaped text) and the plain text carries no markdown syntax.
 */
export function readingForClipboard(title: string, text: string): ClipboardContent {
  const container = document.createElement('div');
  const root = createRoot(container);
  try {
    flushSync(() => {
      root.render(
        <>
          <h2>{title}</h2>
          <ReadingMarkdown text={text} />
        </>,
      );
    });
    return { plain: plainTextOf(container), html: container.innerHTML };
  } finally {
    root.unmount();
  }
}
