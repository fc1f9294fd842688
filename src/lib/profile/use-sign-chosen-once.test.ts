import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SignId } from '@core/content/signs';
import { useSignChosenOnce } from './use-sign-chosen-once';

const render = (initial: SignId | null) =>
  renderHook(({ profileSign }: { profileSign: SignId | null }) => useSignChosenOnce(profileSign), {
    initialProps: { profileSign: initial },
  });

describe('useSignChosenOnce', () => {
  it('starts on the profile sign', () => {
    expect(render('leo').result.current[0]).toBe('leo');
  });

  it('takes the profile sign once when it loads after the page, if nothing is chosen yet', () => {
    const { result, rerender } = render(null);
    expect(result.current[0]).toBeNull();
    rerender({ profileSign: 'virgo' });
    expect(result.current[0]).toBe('virgo');
    rerender({ profileSign: 'aries' });
    expect(result.current[0]).toBe('virgo');
  });

  it('keeps the visitor’s own choice, including a cleared one', () => {
    const { result, rerender } = render('leo');
    act(() => result.current[1]('pisces'));
    rerender({ profileSign: 'taurus' });
    expect(result.current[0]).toBe('pisces');
    act(() => result.current[1](null));
    rerender({ profileSign: 'gemini' });
    expect(result.current[0]).toBeNull();
  });

  it('keeps a sign picked before the profile loaded', () => {
    const { result, rerender } = render(null);
    act(() => result.current[1]('cancer'));
    rerender({ profileSign: 'capricorn' });
    expect(result.current[0]).toBe('cancer');
  });
});
