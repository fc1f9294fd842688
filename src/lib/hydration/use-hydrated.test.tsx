import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** Fresh modules: the test setup marks hydration done, as the browser does for later pages. */
async function freshModules() {
  vi.resetModules();
  const [{ renderToString }, hydration] = await Promise.all([
    import('react-dom/server'),
    import('./use-hydrated'),
  ]);
  const Probe = () => <p>{hydration.useHydrated() ? 'in the browser' : 'prerendered'}</p>;
  return { renderToString, Probe, markHydrationDone: hydration.markHydrationDone };
}

describe('useHydrated', () => {
  it('is false while the page is rendered to HTML', async () => {
    const { renderToString, Probe } = await freshModules();
    expect(renderToString(<Probe />)).toContain('prerendered');
  });

  it('turns true right after the first page hydrates, in a transition', async () => {
    const { Probe } = await freshModules();
    render(<Probe />);
    expect(await screen.findByText('in the browser')).toBeTruthy();
  });

  it('is true at once for what the browser draws once hydration is done', async () => {
    const { Probe, markHydrationDone } = await freshModules();
    markHydrationDone();
    const { renderToString } = await import('react-dom/server');
    expect(renderToString(<Probe />)).toContain('in the browser');
  });
});
