import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh modules each time: whether the browser held anything is read once per page load.
beforeEach(() => vi.resetModules());
afterEach(() => localStorage.clear());

async function probe() {
  const { loadProfileRules } = await import('@/lib/profile/profile-store');
  await loadProfileRules();
  const { useBrowserStateKey } = await import('./use-browser-state-key');
  return function Probe() {
    return <p>{useBrowserStateKey()}</p>;
  };
}

describe('useBrowserStateKey', () => {
  it('is the prerendered key while the page is rendered to HTML', async () => {
    localStorage.setItem('cosmic-guide:profile', JSON.stringify({ name: 'Ana' }));
    const { renderToString } = await import('react-dom/server');
    const Probe = await probe();
    expect(renderToString(<Probe />)).toContain('prerendered');
  });

  it('is the browser key in the browser when it holds the app’s data, so that part remounts', async () => {
    localStorage.setItem('cosmic-guide:tarot-draws', '[]');
    const Probe = await probe();
    render(<Probe />);
    expect(await screen.findByText('in-browser')).toBeTruthy();
  });

  it('stays the prerendered key for a first visit, which has nothing to remount for', async () => {
    localStorage.setItem('another-site:profile', '{}');
    const Probe = await probe();
    render(<Probe />);
    expect(screen.getByText('prerendered')).toBeTruthy();
  });

  it('keeps its first answer when the visitor stores something later', async () => {
    const Probe = await probe();
    const { rerender } = render(<Probe />);
    localStorage.setItem('cosmic-guide:profile', JSON.stringify({ name: 'Ana' }));
    rerender(<Probe />);
    expect(screen.getByText('prerendered')).toBeTruthy();
  });
});
