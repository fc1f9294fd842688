import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingIndicator, SCROLL_TO_LOADING_DELAY_MS } from './loading-indicator';

describe('LoadingIndicator', () => {
  const scrollIntoView = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
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

  it('is a status with the spec text by default', () => {
    render(<LoadingIndicator />);
    expect(screen.getByRole('status').textContent).toContain('Reading the stars...');
  });

  it('scrolls itself into view 100 ms after it appears', () => {
    render(<LoadingIndicator text="The crystal mists are parting..." />);
    vi.advanceTimersByTime(SCROLL_TO_LOADING_DELAY_MS - 1);
    expect(scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
  });

  it('jumps instead of gliding when reduced motion is requested', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    render(<LoadingIndicator />);
    vi.advanceTimersByTime(SCROLL_TO_LOADING_DELAY_MS);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'center' });
  });

  it('does not scroll after it has gone, or when told not to', () => {
    const { unmount } = render(<LoadingIndicator />);
    unmount();
    render(<LoadingIndicator scrollIntoView={false} />);
    vi.advanceTimersByTime(SCROLL_TO_LOADING_DELAY_MS * 2);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
