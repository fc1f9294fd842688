import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { SignId } from '@core/content/signs';
import { MemoryRouter } from '@/lib/navigation/router';
import { LocationProbe, routerHandle } from '@/testing/location-probe';
import { useSignChosenOnce } from './use-sign-chosen-once';

const { handle, onChange } = routerHandle();

const render = (initial: SignId | null, url = '/emotional-wellbeing') =>
  renderHook(({ profileSign }: { profileSign: SignId | null }) => useSignChosenOnce(profileSign), {
    initialProps: { profileSign: initial },
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>
        {children}
        <LocationProbe onChange={onChange} />
      </MemoryRouter>
    ),
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

  it('keeps the choice in the URL, and starts on the sign a link names over the profile’s', () => {
    const { result } = render('leo');
    act(() => result.current[1]('pisces'));
    expect(handle.location.search).toBe('sign=pisces');
    act(() => result.current[1](null));
    expect(handle.location.search).toBe('sign=none');
    expect(render('leo', '/palmistry?sign=aries').result.current[0]).toBe('aries');
    expect(render('leo', '/palmistry?sign=none').result.current[0]).toBeNull();
    expect(render('leo', '/palmistry?sign=%3Cscript%3E').result.current[0]).toBe('leo');
  });

  it('keeps a sign picked before the profile loaded', () => {
    const { result, rerender } = render(null);
    act(() => result.current[1]('cancer'));
    rerender({ profileSign: 'capricorn' });
    expect(result.current[0]).toBe('cancer');
  });
});
