import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOneOpen } from './use-one-open';

describe('useOneOpen', () => {
  it('opens one card at a time, and a second toggle of the open card closes it', () => {
    const { result } = renderHook(() => useOneOpen<'a' | 'b'>());
    expect(result.current.openId).toBeNull();
    act(() => result.current.toggle('a'));
    expect(result.current.openId).toBe('a');
    act(() => result.current.toggle('b'));
    expect(result.current.openId).toBe('b');
    act(() => result.current.toggle('b'));
    expect(result.current.openId).toBeNull();
  });

  it('opens a card whatever is open, and closes on request', () => {
    const { result } = renderHook(() => useOneOpen<'a' | 'b'>('a'));
    act(() => result.current.open('a'));
    expect(result.current.openId).toBe('a');
    act(() => result.current.open('b'));
    expect(result.current.openId).toBe('b');
    act(() => result.current.close());
    expect(result.current.openId).toBeNull();
  });
});
