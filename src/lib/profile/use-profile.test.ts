import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const freshHook = async () => {
  vi.resetModules();
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

    act(() => result.current.update({ birthDate: '1990-08-01' }));
    expect(result.current.profile.birthDate).toBe('1990-08-01');
    expect(result.current.isComplete).toBe(true);

    act(() => result.current.reset());
    expect(result.current.profile.name).toBe('');
    expect(result.current.isComplete).toBe(false);
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
