import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ClipboardContent, writeToClipboard } from './write-to-clipboard';

const CONTENT: ClipboardContent = {
  plain: 'Leo today\n\nShine.',
  html: '<h2>Leo today</h2><p><strong>Shine.</strong></p>',
};

/** Records what a ClipboardItem was built with, as the real one would hold it. */
class RecordingClipboardItem {
  static built: RecordingClipboardItem[] = [];
  constructor(readonly items: Record<string, Promise<Blob>>) {
    RecordingClipboardItem.built.push(this);
  }
}

function fakeClipboard(clipboard: Partial<Clipboard>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
}

async function textsOf(item: RecordingClipboardItem | undefined) {
  if (!item) throw new Error('No ClipboardItem was built');
  const entries = await Promise.all(
    Object.entries(item.items).map(async ([type, blob]) => {
      const value = await blob;
      return [type, { type: value.type, text: await value.text() }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('writeToClipboard', () => {
  afterEach(() => {
    RecordingClipboardItem.built = [];
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('writes plain text and HTML together where ClipboardItem exists', async () => {
    vi.stubGlobal('ClipboardItem', RecordingClipboardItem);
    const write = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    fakeClipboard({ write, writeText });

    await writeToClipboard(Promise.resolve(CONTENT));

    expect(writeText).not.toHaveBeenCalled();
    expect(write).toHaveBeenCalledWith([RecordingClipboardItem.built[0]]);
    expect(await textsOf(RecordingClipboardItem.built[0])).toEqual({
      'text/plain': { type: 'text/plain', text: CONTENT.plain },
      'text/html': { type: 'text/html', text: CONTENT.html },
    });
  });

  it('starts the write within the tap, before the content is ready', () => {
    vi.stubGlobal('ClipboardItem', RecordingClipboardItem);
    const write = vi.fn(async () => undefined);
    fakeClipboard({ write, writeText: vi.fn() });
    void writeToClipboard(new Promise<ClipboardContent>(() => undefined));
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('writes the plain text where ClipboardItem is missing', async () => {
    vi.stubGlobal('ClipboardItem', undefined);
    const writeText = vi.fn(async () => undefined);
    fakeClipboard({ writeText });
    await writeToClipboard(Promise.resolve(CONTENT));
    expect(writeText).toHaveBeenCalledWith(CONTENT.plain);
  });

  it('falls back to plain text when the rich write is refused', async () => {
    vi.stubGlobal('ClipboardItem', RecordingClipboardItem);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const writeText = vi.fn(async () => undefined);
    fakeClipboard({ write: vi.fn(async () => Promise.reject(new Error('NotAllowedError'))), writeText });
    await writeToClipboard(Promise.resolve(CONTENT));
    expect(writeText).toHaveBeenCalledWith(CONTENT.plain);
  });

  it('rejects when no write succeeds, so the caller can log it', async () => {
    vi.stubGlobal('ClipboardItem', undefined);
    const refusal = new Error('denied');
    fakeClipboard({ writeText: vi.fn(async () => Promise.reject(refusal)) });
    await expect(writeToClipboard(Promise.resolve(CONTENT))).rejects.toBe(refusal);
  });
});
