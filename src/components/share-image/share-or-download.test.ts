import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareOrDownload } from './share-or-download';

const file = () => new File(['png'], 'cosmic-guide-leo.png', { type: 'image/png' });
const words = {
  title: 'Daily reading for Leo',
  text: 'Daily reading for Leo\n\nCosmic Guide: https://x.example/daily',
};

function stubShare(canShare: (data: ShareData) => boolean, share: (data: ShareData) => Promise<void>) {
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: canShare });
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
}

describe('shareOrDownload', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'canShare');
    Reflect.deleteProperty(navigator, 'share');
    vi.restoreAllMocks();
  });

  it('sends the file with its title and words through the share sheet where files can be shared', async () => {
    const share = vi.fn(async () => undefined);
    stubShare((data) => (data.files?.length ?? 0) > 0, share);
    const picture = file();
    await expect(shareOrDownload(picture, words)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ files: [picture], ...words });
  });

  it('treats a closed share sheet as the visitor’s choice, and passes other failures on', async () => {
    stubShare(
      () => true,
      async () => {
        throw new DOMException('Share canceled', 'AbortError');
      },
    );
    await expect(shareOrDownload(file(), words)).resolves.toBe('cancelled');
    stubShare(
      () => true,
      async () => {
        throw new DOMException('No permission', 'NotAllowedError');
      },
    );
    await expect(shareOrDownload(file(), words)).rejects.toThrow('No permission');
  });

  it('downloads the file under its own name where the browser cannot share files', async () => {
    const share = vi.fn(async () => undefined);
    stubShare(() => false, share);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await expect(shareOrDownload(file(), words)).resolves.toBe('downloaded');
    expect(share).not.toHaveBeenCalled();
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.getAttribute('href')).toBe('blob:picture');
    expect(clicked[0]?.download).toBe('cosmic-guide-leo.png');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
