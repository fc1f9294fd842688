import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_STATE_MS } from './copy-button';
import { ReadingCard } from './reading-card';

/** A clipboard with only writeText, as in browsers without ClipboardItem. */
function useFakeClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('ReadingCard', () => {
  beforeEach(() => {
    useFakeClipboard(vi.fn(async () => undefined));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('renders the title, the subtitle it is given and markdown text', async () => {
    render(
      <ReadingCard
        title="Leo today"
        subtitle="Read from the Moon in Cancer"
        text={'A **bright** day.\n\n- Speak up\n- Rest early'}
      />,
    );
    expect(screen.getByRole('article', { name: 'Leo today' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Leo today' })).toBeTruthy();
    expect(screen.getByText('Read from the Moon in Cancer')).toBeTruthy();
    // The markdown renderer is a lazy chunk; its first load can be slow on a busy machine.
    expect((await screen.findByText('bright', {}, { timeout: 5000 })).tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says its title once: the reading’s opening heading replaces the page’s, and an echoing subtitle goes', async () => {
    const { container } = render(
      <ReadingCard
        title="Gemini & Sagittarius: Soulmate Score"
        subtitle="Soulmate Score for Gemini & Sagittarius"
        text={'## Gemini & Sagittarius: Soulmate Score, Nov 27\n\nTwo restless signs.'}
      />,
    );
    await screen.findByText('Two restless signs.', {}, { timeout: 5000 });
    const headings = screen.getAllByRole('heading');
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Gemini & Sagittarius: Soulmate Score, Nov 27',
    ]);
    expect(
      screen.getByRole('article', { name: 'Gemini & Sagittarius: Soulmate Score, Nov 27' }),
    ).toBeTruthy();
    expect(container.textContent).not.toContain('Soulmate Score for');
  });

  it('copies the title it shows above the text it shows, without the lifted heading twice', async () => {
    vi.stubGlobal('ClipboardItem', undefined);
    const writeText = vi.fn(async () => undefined);
    useFakeClipboard(writeText);
    render(<ReadingCard title="Leo today" text={'**A bold Friday for Leo**\nShine.'} />);
    const copy = screen.getByRole('button', { name: 'Copy reading' });
    // Copy waits for the formatted text, whose renderer is a lazy chunk.
    await waitFor(() => expect((copy as HTMLButtonElement).disabled).toBe(false), { timeout: 5000 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy reading' }));
      await vi.dynamicImportSettled();
    });
    expect(writeText).toHaveBeenCalledWith('A bold Friday for Leo\n\nShine.');
  });

  it('never turns raw HTML or markdown images in the text into elements, showing it as text', async () => {
    const { container } = render(
      <ReadingCard
        title="Untrusted"
        text={
          '<img src=x onerror=alert(1)>\n\nHello <script>alert(2)</script> <b>bold?</b>\n\n![tracker](https://example.com/pixel.png)'
        }
      />,
    );
    await screen.findByText('tracker');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toContain('tracker');
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });

  it('shows a reply made only of markup as literal text rather than an empty card', async () => {
    const { container } = render(<ReadingCard title="Only markup" text="<img src=x onerror=alert(1)>" />);
    await screen.findByText('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
  });

  it('drops javascript: link targets', async () => {
    const { container } = render(<ReadingCard title="Links" text="[tap me](javascript:alert(1))" />);
    await screen.findByText('tap me');
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('copies the reading as plain text and shows "Copied" for exactly 2 seconds', async () => {
    vi.stubGlobal('ClipboardItem', undefined);
    const writeText = vi.fn(async () => undefined);
    useFakeClipboard(writeText);
    render(<ReadingCard title="Leo today" text="**Shine.**" />);
    vi.useFakeTimers();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy reading' }));
      // The clipboard text is rendered by a lazily loaded module.
      await vi.dynamicImportSettled();
    });
    expect(writeText).toHaveBeenCalledWith('Leo today\n\nShine.');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('The reading is on your clipboard');
    // One visible "Copied" only: the announcement avoids the word so text lookups stay unambiguous.
    expect(screen.getAllByText(/copied/i)).toHaveLength(1);

    act(() => vi.advanceTimersByTime(COPIED_STATE_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy reading' })).toBeTruthy();
  });

  it('puts the rendered HTML beside the plain text where ClipboardItem exists', async () => {
    const built: Record<string, Promise<Blob>>[] = [];
    // Called with new, as the real constructor is; it only records what it was given.
    vi.stubGlobal(
      'ClipboardItem',
      vi.fn(function record(items: Record<string, Promise<Blob>>) {
        built.push(items);
      }),
    );
    const write = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { write, writeText: vi.fn() },
    });
    render(<ReadingCard title="Leo today" text={'**Shine** <b>now</b>.'} />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy reading' }));
      await vi.dynamicImportSettled();
    });
    expect(write).toHaveBeenCalledTimes(1);
    const plain = await (await built[0]?.['text/plain'])?.text();
    const html = await (await built[0]?.['text/html'])?.text();
    expect(plain).toBe('Leo today\n\nShine <b>now</b>.');
    expect(html).toBe('<h2>Leo today</h2><p><strong>Shine</strong> &lt;b&gt;now&lt;/b&gt;.</p>');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('logs a failed copy to the console only', async () => {
    const error = new Error('denied');
    useFakeClipboard(vi.fn(async () => Promise.reject(error)));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ReadingCard title="Leo today" text="Shine." />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy reading' }));
      await vi.dynamicImportSettled();
    });
    expect(consoleError).toHaveBeenCalledWith('Copy to clipboard failed:', error);
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('shows the source note it is given', () => {
    render(<ReadingCard title="Reading" text="Text" sourceNote="Composed offline from your chart" />);
    expect(screen.getByText('Composed offline from your chart')).toBeTruthy();
  });

  it('marks an interrupted reading', () => {
    render(<ReadingCard title="Reading" text="Half a" interrupted />);
    expect(
      screen.getByText('— the connection to the stars was interrupted; this reading may be incomplete.'),
    ).toBeTruthy();
  });

  it('announces streaming text politely and holds the copy button until it ends', () => {
    const { container, rerender } = render(<ReadingCard title="Reading" text="The sky" streaming />);
    expect(container.querySelector('.reading-markdown[aria-live="polite"]')?.textContent).toContain(
      'The sky',
    );
    expect(screen.getByRole('button', { name: 'Copy reading' })).toHaveProperty('disabled', true);
    rerender(
      <ReadingCard title="Reading" text="The sky is clear." sourceNote="Written by our AI astrologer" />,
    );
    expect(container.querySelector('.reading-markdown[aria-live="polite"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy reading' })).toHaveProperty('disabled', false);
  });
});
