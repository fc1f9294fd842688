import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadingState } from '@/lib/reading/use-reading';
import { SCROLL_TO_LOADING_DELAY_MS } from '../loading-indicator';
import { ReadingPanel, type ReadingPanelProps } from './reading-panel';

const OFFLINE_NOTE = 'Composed offline from your computed chart';

const done = (
  source: 'ai' | 'offline' | 'fallback',
  text = 'Venus **warms** the week.',
  interrupted = false,
): ReadingState => ({ status: 'done', text, source, interrupted });

function renderPanel(props: Partial<ReadingPanelProps> = {}) {
  const all: ReadingPanelProps = {
    reading: done('offline'),
    title: 'Synastry · Ana & Ben',
    subtitle: 'Two charts read together',
    offlineNote: OFFLINE_NOTE,
    ...props,
  };
  const view = render(<ReadingPanel {...all} />);
  return {
    ...view,
    update: (next: Partial<ReadingPanelProps>) => view.rerender(<ReadingPanel {...all} {...next} />),
  };
}

describe('ReadingPanel', () => {
  const scrollIntoView = vi.fn();

  beforeEach(() => {
    scrollIntoView.mockReset();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value: scrollIntoView,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows nothing while no reading has been asked for', () => {
    const { container } = renderPanel({ reading: { status: 'idle' } });
    expect(container.innerHTML).toBe('');
  });

  it('shows the loading indicator while the reading is requested', () => {
    renderPanel({ reading: { status: 'loading' } });
    expect(screen.getByRole('status').textContent).toContain('Reading the stars...');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the page’s own loading words when it gives them', () => {
    renderPanel({
      reading: { status: 'loading' },
      loadingText: 'The crystal mists are parting... receiving your vision...',
    });
    expect(screen.getByRole('status').textContent).toContain(
      'The crystal mists are parting... receiving your vision...',
    );
  });

  it('streams text under the feature’s title and subtitle, without a source note yet', () => {
    renderPanel({ reading: { status: 'streaming', text: 'Venus warms' } });
    const card = screen.getByRole('article', { name: 'Synastry · Ana & Ben' });
    expect(card.textContent).toContain('Two charts read together');
    expect(card.textContent).toContain('Venus warms');
    expect(card.textContent).not.toContain(OFFLINE_NOTE);
    expect(screen.getByRole('button', { name: 'Copy reading' })).toHaveProperty('disabled', true);
  });

  it('notes an offline reading with the note the feature gives, never a horoscope’s', () => {
    renderPanel();
    const card = screen.getByRole('article');
    expect(card.textContent).toContain(OFFLINE_NOTE);
    expect(card.textContent).not.toContain('on this device');
    expect(card.textContent).not.toMatch(/today’s real sky|Daily reading/);
  });

  it('says so when the reading was composed in this browser because the server could not be reached', () => {
    renderPanel({
      reading: {
        status: 'done',
        text: 'Venus **warms** the week.',
        source: 'offline',
        interrupted: false,
        composedOnDevice: true,
      },
    });
    expect(screen.getByRole('article').textContent).toContain(
      `${OFFLINE_NOTE}, on this device while the server could not be reached`,
    );
  });

  it('notes a written reading as the AI astrologer’s', () => {
    renderPanel({ reading: done('ai') });
    expect(screen.getByText('Written by our AI astrologer')).toBeTruthy();
    expect(screen.queryByText(OFFLINE_NOTE)).toBeNull();
  });

  it('shows the fallback text with its own note', () => {
    renderPanel({ reading: done('fallback', 'The cosmic energies are shifting... please try again.') });
    expect(screen.getByText('The stars are quiet right now')).toBeTruthy();
    expect(screen.getByRole('article').textContent).toContain('The cosmic energies are shifting');
  });

  it('can stay silent about a failed reading, as Home’s featured reading does', () => {
    const { container, update } = renderPanel({ reading: done('fallback'), hideFallback: true });
    expect(container.innerHTML).toBe('');
    update({ reading: done('offline') });
    expect(screen.getByRole('article')).toBeTruthy();
  });

  it('warns when the stream was cut short', () => {
    renderPanel({ reading: done('ai', 'Venus warms', true) });
    expect(screen.getByRole('article').textContent).toContain('this reading may be incomplete');
  });

  it('leaves out the subtitle when the feature has none', () => {
    renderPanel({ subtitle: undefined });
    expect(screen.getByRole('article').querySelectorAll('header p')).toHaveLength(0);
  });

  describe('bringing itself into view', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('scrolls 100 ms after a reading is asked for, once more when its text arrives, then stays', () => {
      const { update } = renderPanel({ reading: { status: 'loading' }, revealKey: 'leo' });
      act(() => vi.advanceTimersByTime(SCROLL_TO_LOADING_DELAY_MS - 1));
      expect(scrollIntoView).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });

      update({ reading: { status: 'streaming', text: 'Venus' }, revealKey: 'leo' });
      act(() => vi.advanceTimersByTime(0));
      expect(scrollIntoView).toHaveBeenCalledTimes(2);

      update({ reading: { status: 'streaming', text: 'Venus warms' }, revealKey: 'leo' });
      update({ reading: done('offline'), revealKey: 'leo' });
      act(() => vi.advanceTimersByTime(1000));
      expect(scrollIntoView).toHaveBeenCalledTimes(2);
    });

    it('scrolls once when the text is there before the first move', () => {
      const { update } = renderPanel({ reading: { status: 'loading' }, revealKey: 'leo' });
      update({ reading: done('offline'), revealKey: 'leo' });
      act(() => vi.advanceTimersByTime(1000));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
    });

    it('does not move the view when the same request reloads, as when the date turns', () => {
      const { update } = renderPanel({ reading: done('offline'), revealKey: 'leo' });
      act(() => vi.advanceTimersByTime(SCROLL_TO_LOADING_DELAY_MS));
      update({ reading: { status: 'loading' }, revealKey: 'leo' });
      update({ reading: done('offline', 'A new day.'), revealKey: 'leo' });
      act(() => vi.advanceTimersByTime(1000));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
    });

    it('scrolls again when the visitor asks for another reading', () => {
      const { update } = renderPanel({ revealKey: 'leo' });
      act(() => vi.advanceTimersByTime(SCROLL_TO_LOADING_DELAY_MS));
      update({ reading: { status: 'loading' }, revealKey: 'virgo' });
      act(() => vi.advanceTimersByTime(SCROLL_TO_LOADING_DELAY_MS));
      expect(scrollIntoView).toHaveBeenCalledTimes(2);
    });

    it('jumps instead of gliding when reduced motion is requested', () => {
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
      );
      renderPanel({ reading: { status: 'loading' }, revealKey: 'leo' });
      act(() => vi.advanceTimersByTime(SCROLL_TO_LOADING_DELAY_MS));
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
    });

    it('leaves the view alone when the page moves it itself', () => {
      renderPanel({ reading: { status: 'loading' } });
      act(() => vi.advanceTimersByTime(1000));
      expect(scrollIntoView).not.toHaveBeenCalled();
    });
  });
});
