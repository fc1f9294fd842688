import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe, routerHandle } from '@/testing/location-probe';
import { BrowserRouter, MemoryRouter, useSearchState } from './router';

const SIGNS = ['aries', 'leo', 'libra'] as const;
const SPREADS = ['one', 'three', 'cross'] as const;

function SignAndSpread() {
  const [sign, setSign] = useSearchState('sign', SIGNS, null);
  const [spread, setSpread] = useSearchState('spread', SPREADS, 'three');
  return (
    <>
      <p>
        {sign ?? 'no sign'} / {spread}
      </p>
      <button type="button" onClick={() => setSign('leo')}>
        Leo
      </button>
      <button type="button" onClick={() => setSign(null)}>
        Clear sign
      </button>
      <button type="button" onClick={() => setSpread('three')}>
        Default spread
      </button>
      <button
        type="button"
        onClick={() => {
          setSign('libra');
          setSpread('cross');
        }}
      >
        Libra cross
      </button>
    </>
  );
}

function renderAt(url: string) {
  const { handle, onChange } = routerHandle();
  render(
    <MemoryRouter initialEntries={[url]}>
      <SignAndSpread />
      <LocationProbe onChange={onChange} />
    </MemoryRouter>,
  );
  return handle;
}

const shown = () => screen.getByRole('paragraph').textContent;

describe('useSearchState', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reads an allowed value from the query', () => {
    renderAt('/tarot?sign=leo&spread=cross');
    expect(shown()).toBe('leo / cross');
  });

  it('reads the fallback when the key is missing', () => {
    renderAt('/tarot');
    expect(shown()).toBe('no sign / three');
  });

  it.each([
    ['a script', `?sign=${encodeURIComponent('<script>alert(1)</script>')}`],
    ['another case', '?sign=Leo'],
    ['an id of another list', '?sign=cross&spread=leo'],
    ['an empty value', '?sign=&spread='],
    ['an inherited name', '?sign=constructor&spread=__proto__'],
  ])('falls back on %s without throwing', (_label, query) => {
    renderAt(`/tarot${query}`);
    expect(shown()).toBe('no sign / three');
  });

  it('replaces the entry on a change, keeping the other keys', () => {
    const handle = renderAt('/tarot?spread=cross&other=kept');
    fireEvent.click(screen.getByRole('button', { name: 'Leo' }));
    expect(shown()).toBe('leo / cross');
    expect(handle.location).toMatchObject({
      pathname: '/tarot',
      search: 'spread=cross&other=kept&sign=leo',
      navigationType: 'REPLACE',
    });
  });

  it('drops the key when set to null or to the fallback, so the URL stays short', () => {
    const handle = renderAt('/tarot?sign=aries&spread=cross');
    fireEvent.click(screen.getByRole('button', { name: 'Clear sign' }));
    fireEvent.click(screen.getByRole('button', { name: 'Default spread' }));
    expect(shown()).toBe('no sign / three');
    expect(handle.location.search).toBe('');
  });

  it('keeps both of two changes made in one handler', () => {
    const handle = renderAt('/tarot');
    fireEvent.click(screen.getByRole('button', { name: 'Libra cross' }));
    expect(shown()).toBe('libra / cross');
    expect(handle.location.search).toBe('sign=libra&spread=cross');
  });

  it('changes the address bar without adding a history entry, so Back leaves the page', () => {
    window.history.replaceState(null, '', '/tarot');
    const entries = window.history.length;
    render(
      <BrowserRouter>
        <SignAndSpread />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Libra cross' }));
    expect(window.location.search).toBe('?sign=libra&spread=cross');
    expect(window.history.length).toBe(entries);
    expect(shown()).toBe('libra / cross');
  });

  it('hydrates the prerendered fallback, then shows the URL’s value with no mismatch', async () => {
    // Fresh modules: this page load has not hydrated yet (the test setup marks it as over).
    vi.resetModules();
    const [{ renderToString }, router, hydration] = await Promise.all([
      import('react-dom/server'),
      import('./router'),
      import('@/lib/hydration/use-hydrated'),
    ]);
    function Probe() {
      const [sign] = router.useSearchState('sign', SIGNS, null);
      return <p>{sign ?? 'no sign'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <router.StaticRouter location="/daily">
        <Probe />
      </router.StaticRouter>,
    );
    document.body.append(container);
    window.history.replaceState(null, '', '/daily?sign=leo');
    const mismatch = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <router.BrowserRouter>
          <Probe />
          <hydration.HydrationDone />
        </router.BrowserRouter>,
        { onRecoverableError: mismatch },
      );
    });
    await waitFor(() => expect(container.textContent).toBe('leo'));
    expect(mismatch).not.toHaveBeenCalled();
    container.remove();
  });
});
