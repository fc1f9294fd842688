import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('useBrowserStateKey', () => {
  it('is the prerendered key while the page is rendered to HTML', async () => {
    // Fresh modules: the test setup marks hydration done, as the browser does for later pages.
    vi.resetModules();
    const { renderToString } = await import('react-dom/server');
    const { useBrowserStateKey } = await import('./use-browser-state-key');
    const Probe = () => <p>{useBrowserStateKey()}</p>;
    expect(renderToString(<Probe />)).toContain('prerendered');
  });

  it('is the browser key once the page runs in the browser with the profile read', async () => {
    const { useBrowserStateKey } = await import('./use-browser-state-key');
    const Probe = () => <p>{useBrowserStateKey()}</p>;
    render(<Probe />);
    expect(await screen.findByText('in-browser')).toBeTruthy();
  });
});
