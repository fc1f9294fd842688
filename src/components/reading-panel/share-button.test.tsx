import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadingCard } from './reading-card';

const prepareReadingShare = vi.fn();
const shareOrDownload = vi.fn();
// The drawing needs a real canvas (the e2e spec draws it in Chromium); here the button's part is tested.
vi.mock('./reading-share', () => ({ prepareReadingShare }));
vi.mock('../share-image/share-or-download', () => ({ shareOrDownload }));

const prepared = {
  file: new File(['png'], 'cosmic-guide-a-bold-friday-for-leo.png', { type: 'image/png' }),
  words: { title: 'A bold Friday for Leo', text: 'A bold Friday for Leo' },
};

async function renderReadyCard() {
  const view = render(
    <ReadingCard title="Leo today" subtitle="Daily reading" text={'**A bold Friday for Leo**\nShine.'} />,
  );
  const share = screen.getByRole('button', { name: 'Share reading as a picture' });
  // Like Copy, Share waits for the formatted text (the renderer is a lazy chunk).
  await waitFor(() => expect((share as HTMLButtonElement).disabled).toBe(false), { timeout: 5000 });
  return { ...view, share, region: () => view.container.querySelector('[aria-live="polite"][aria-atomic]') };
}

async function press(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
    await vi.dynamicImportSettled();
  });
}

describe('the reading card’s Share button', () => {
  beforeEach(() => {
    prepareReadingShare.mockResolvedValue(prepared);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    prepareReadingShare.mockReset();
    shareOrDownload.mockReset();
  });

  it('is disabled while the reading streams', () => {
    render(<ReadingCard title="Leo today" text="Shine" streaming />);
    expect(
      (screen.getByRole('button', { name: 'Share reading as a picture' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('draws the title and text the card shows, and says where a downloaded picture went', async () => {
    shareOrDownload.mockResolvedValue('downloaded');
    const { share, region } = await renderReadyCard();
    await press(share);
    expect(prepareReadingShare).toHaveBeenCalledWith({
      title: 'A bold Friday for Leo',
      subtitle: 'Daily reading',
      text: 'Shine.',
    });
    expect(shareOrDownload).toHaveBeenCalledWith(prepared.file, prepared.words);
    expect(region()?.textContent).toBe('The picture was saved as cosmic-guide-a-bold-friday-for-leo.png.');
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    shareOrDownload.mockResolvedValue('cancelled');
    const { share, region } = await renderReadyCard();
    await press(share);
    expect(region()?.textContent).toBe('');
  });

  it('says plainly when the picture could not be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    prepareReadingShare.mockRejectedValue(new Error('no canvas'));
    const { share, region } = await renderReadyCard();
    await press(share);
    expect(region()?.textContent).toMatch(/could not be made or shared/);
    expect(shareOrDownload).not.toHaveBeenCalled();
  });

  it('keeps a picture the share sheet refused for lack of a fresh tap, and sends it on the next press', async () => {
    shareOrDownload.mockRejectedValueOnce(new DOMException('Needs a tap', 'NotAllowedError'));
    shareOrDownload.mockResolvedValueOnce('shared');
    const { share, region } = await renderReadyCard();
    await press(share);
    expect(region()?.textContent).toBe('The picture is ready: press Share again to send it.');
    await press(share);
    expect(prepareReadingShare).toHaveBeenCalledTimes(1);
    expect(shareOrDownload).toHaveBeenCalledTimes(2);
    expect(region()?.textContent).toBe('');
  });
});
