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
  return { renderToString, Probe };
}

describe('useHydrated', () => {
  it('is false while the page is rendered to HTML', async () => {
    const { renderToString, Probe } = await freshModules();
    expect(renderToString(<Probe />)).toContain('prerendered');
  });

  it('is true for a page the browser draws itself', async () => {
    const { Probe } = await freshModules();
    render(<Probe />);
    expect(await screen.findByText('in the browser')).toBeTruthy();
  });
});
