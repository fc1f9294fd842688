import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';

/** Fresh modules: each test starts as a page load does, before anything has hydrated. */
async function freshModules() {
  vi.resetModules();
  const [{ renderToString }, hydration] = await Promise.all([
    import('react-dom/server'),
    import('./use-hydrated'),
  ]);
  const seen: boolean[] = [];
  const Probe = () => {
    const hydrated = hydration.useHydrated();
    seen.push(hydrated);
    return <p>{hydrated ? 'in the browser' : 'prerendered'}</p>;
  };
  return { renderToString, hydration, Probe, seen };
}

describe('useHydrated', () => {
  it('is false while the page is rendered to HTML', async () => {
    const { renderToString, Probe } = await freshModules();
    expect(renderToString(<Probe />)).toContain('prerendered');
  });

  it('hydrates the prerendered form, then switches in a later render, with no mismatch', async () => {
    const { renderToString, hydration, Probe, seen } = await freshModules();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    seen.length = 0;
    const mismatch = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <Probe />
          <hydration.HydrationDone />
        </>,
        { onRecoverableError: mismatch },
      );
    });
    await waitFor(() => expect(container.textContent).toBe('in the browser'));
    expect(seen[0]).toBe(false);
    expect(mismatch).not.toHaveBeenCalled();
    container.remove();
  });

  it('is true from the first render once hydration is over, as for a later page', async () => {
    const { renderToString, hydration, Probe, seen } = await freshModules();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<hydration.HydrationDone />);
    await act(async () => {
      hydrateRoot(container, <hydration.HydrationDone />);
    });
    seen.length = 0;
    render(<Probe />);
    expect(screen.getByText('in the browser')).toBeTruthy();
    expect(seen[0]).toBe(true);
  });

  it('is true from the first render on a page the browser draws alone', async () => {
    const { hydration, Probe, seen } = await freshModules();
    hydration.markBrowserDrawsAlone();
    render(<Probe />);
    expect(seen[0]).toBe(true);
  });
});
