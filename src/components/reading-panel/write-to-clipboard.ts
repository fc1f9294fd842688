/** One reading in the two forms a paste can take. */
export interface ClipboardContent {
  plain: string;
  html: string;
}

type ClipboardItemConstructor = typeof ClipboardItem;

/**
 * Puts the plain text on the clipboard, with the HTML beside it where the browser accepts rich
 * content, so a paste into a note keeps the emphasis and a paste into a chat gets clean text.
 *
 * The content may still be on its way (the renderer is a lazy chunk): the ClipboardItem is
 * built at once with promises for its data, because Safari refuses a clipboard write that
 * starts after an await has left the tap's handler.
 */
export async function writeToClipboard(content: Promise<ClipboardContent>): Promise<void> {
  const clipboard = navigator.clipboard;
  const Item = (globalThis as { ClipboardItem?: ClipboardItemConstructor }).ClipboardItem;
  if (Item && typeof clipboard.write === 'function') {
    const blobOf = (type: 'text/plain' | 'text/html') =>
      content.then((value) => new Blob([type === 'text/html' ? value.html : value.plain], { type }));
    try {
      await clipboard.write([
        new Item({ 'text/plain': blobOf('text/plain'), 'text/html': blobOf('text/html') }),
      ]);
      return;
    } catch (error) {
      // Some browsers have ClipboardItem yet refuse HTML or promised data: plain text still helps.
      console.info('[copy] Rich copy was refused; copying plain text.', error);
    }
  }
  await clipboard.writeText((await content).plain);
}
