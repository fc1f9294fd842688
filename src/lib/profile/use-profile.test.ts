import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh store and hook; `withRules` loads the profile's rules first, as a later page would find them. */
const freshHook = async ({ withRules = true } = {}) => {
  vi.resetModules();
  if (withRules) await (await import('./profile-store')).loadProfileRules();
  return import('./use-profile');
};

describe('useProfile', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('renders the stored profile and re-renders on update and reset', async () => {
    localStorage.setItem('cosmic-guide:profile', JSON.stringify({ name: 'Ana', zodiacSign: 'leo' }));
    const { useProfile } = await freshHook();
    const { result } = renderHook(() => useProfile());
    expect(result.current.profile.name).toBe('Ana');
    expect(result.current.isComplete).toBe(false);

    act(() => {
      void result.current.update({ birthDate: '1990-08-01' });
    });
    expect(result.current.profile.birthDate).toBe('1990-08-01');
    expect(result.current.isComplete).toBe(true);

    act(() => result.current.reset());
    expect(result.current.profile.name).toBe('');
    expect(result.current.isComplete).toBe(false);
  });

  it('reads a stored profile as soon as its rules arrive, and only then says it is ready', async () => {
    localStorage.setItem('cosmic-guide:profile', JSON.stringify({ name: 'Ana', zodiacSign: 'leo' }));
    const { useProfile, useProfileReady } = await freshHook({ withRules: false });
    const { result } = renderHook(() => ({ ...useProfile(), ready: useProfileReady() }));
    expect(result.current.profile.name).toBe('');
    expect(result.current.ready).toBe(false);
    await waitFor(() => expect(result.current.profile.name).toBe('Ana'));
    expect(result.current.ready).toBe(true);
  });

  it('is ready at once, with the defaults, when nothing is stored', async () => {
    const { useProfile, useProfileReady } = await freshHook({ withRules: false });
    const { result } = renderHook(() => ({ ...useProfile(), ready: useProfileReady() }));
    expect(result.current.ready).toBe(true);
    expect(result.current.profile.name).toBe('');
  });

  it('keeps update and reset stable across renders', async () => {
    const { useProfile } = await freshHook();
    const { result, rerender } = renderHook(() => useProfile());
    const { update, reset } = result.current;
    rerender();
    expect(result.current.update).toBe(update);
    expect(result.current.reset).toBe(reset);
  });
});

describe('hydrating a first visit', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('finds the profile the page was prerendered with, so its readers are not drawn again', async () => {
    const { useProfile } = await freshHook();
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    let renders = 0;
    const Reader = () => {
      renders += 1;
      return createElement('p', null, useProfile().profile.name || 'no name yet');
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(createElement(Reader));
    renders = 0;
    await act(async () => {
      hydrateRoot(container, createElement(Reader));
    });
    // A different snapshot after hydrating would force a second, synchronous render.
    expect(renders).toBe(1);
    expect(container.textContent).toBe('no name yet');
  });
});
