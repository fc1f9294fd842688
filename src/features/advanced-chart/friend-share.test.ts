import { describe, expect, it, vi } from 'vitest';
import { shareFriendLink } from './friend-share';

const URL_TO_SHARE = 'https://cosmic.example/advanced-charts#friend=1.abc.def';

describe('shareFriendLink', () => {
  it('uses the share sheet when the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    const outcome = await shareFriendLink(URL_TO_SHARE, {
      share,
      clipboard: { writeText } as unknown as Clipboard,
    });
    expect(outcome).toBe('shared');
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: URL_TO_SHARE }));
    expect(writeText).not.toHaveBeenCalled();
  });

  it('reads a closed share sheet as cancelled, without copying', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    const writeText = vi.fn(() => Promise.resolve());
    const clipboard = { writeText } as unknown as Clipboard;
    expect(await shareFriendLink(URL_TO_SHARE, { share, clipboard })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link where there is no share sheet, or where it fails', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const clipboard = { writeText } as unknown as Clipboard;
    expect(await shareFriendLink(URL_TO_SHARE, { clipboard })).toBe('copied');
    const share = vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await shareFriendLink(URL_TO_SHARE, { share, clipboard })).toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(writeText).toHaveBeenCalledWith(URL_TO_SHARE);
  });

  it('says so when neither works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const clipboard = { writeText: () => Promise.reject(new Error('denied')) } as unknown as Clipboard;
    expect(await shareFriendLink(URL_TO_SHARE, { clipboard })).toBe('failed');
    expect(await shareFriendLink(URL_TO_SHARE, {})).toBe('failed');
  });
});
