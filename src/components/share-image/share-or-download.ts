/** What became of a picture: sent through the share sheet, saved as a file, or let go. */
export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

export interface ShareText {
  title: string;
  /** The words that go with the picture: its text alternative and the app's address. */
  text: string;
}

/** How long the download link's Blob URL lives: long enough for the browser to start saving. */
const REVOKE_AFTER_MS = 30_000;

/**
 * Sends the picture through the Web Share API where the browser can share files, else saves it
 * with a download link. Closing the share sheet is the visitor's choice, not an error.
 */
export async function shareOrDownload(file: File, words: ShareText): Promise<ShareOutcome> {
  const data: ShareData = { files: [file], title: words.title, text: words.text };
  if (typeof navigator.share === 'function' && navigator.canShare?.(data) === true) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  download(file);
  return 'downloaded';
}

function download(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  // Firefox starts a download only from a link in the document.
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
