import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAudioContext } from './fake-audio-context';

/** Fresh modules per test so the store and the player start clean. */
const freshModules = async () => {
  vi.resetModules();
  const sound = await import('./use-sound');
  const store = await import('@/lib/profile/profile-store');
  // A fresh store has not loaded the profile's rules yet; a page that changes a setting has.
  await store.loadProfileRules();
  return { ...sound, store };
};

/** The visitor's first tap; happy-dom has no navigator.userActivation, so the listener sees it. */
const tapPage = () => window.dispatchEvent(new Event('pointerdown'));

const oscillators = () => FakeAudioContext.instances.flatMap((context) => context.oscillators);

describe('sound setting', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeAudioContext.instances.length = 0;
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('is on by default', async () => {
    const { useSoundSetting } = await freshModules();
    const { result } = renderHook(() => useSoundSetting());
    expect(result.current.enabled).toBe(true);
  });

  it('turning sound on plays the chime after 100 ms', async () => {
    const { setSoundEnabled, CHIME_DELAY_MS } = await freshModules();
    tapPage();
    setSoundEnabled(false);
    setSoundEnabled(true);
    vi.advanceTimersByTime(CHIME_DELAY_MS - 1);
    expect(oscillators()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(oscillators().map((note) => note.frequency)).toEqual([523.25, 659.25, 783.99]);
  });

  it('does not chime when turning sound off, or on again before the delay ends', async () => {
    const { setSoundEnabled } = await freshModules();
    setSoundEnabled(false);
    setSoundEnabled(true);
    setSoundEnabled(false);
    vi.advanceTimersByTime(500);
    expect(oscillators()).toHaveLength(0);
  });

  it('skips the chime while the page is hidden', async () => {
    const { setSoundEnabled } = await freshModules();
    tapPage();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    setSoundEnabled(false);
    setSoundEnabled(true);
    vi.advanceTimersByTime(200);
    expect(oscillators()).toHaveLength(0);
  });

  it('persists the setting with the profile and its own key', async () => {
    const { useSoundSetting, store } = await freshModules();
    const { result } = renderHook(() => useSoundSetting());
    act(() => result.current.setEnabled(false));
    expect(result.current.enabled).toBe(false);
    expect(store.getProfile().soundEnabled).toBe(false);
    expect(JSON.parse(localStorage.getItem('cosmic-guide:profile') ?? '{}')).toMatchObject({
      soundEnabled: false,
    });
    expect(localStorage.getItem('cosmic-guide:sound')).toBe('false');
  });

  it('plays a completion sound after a reading only while sound is on', async () => {
    const { notifyReadingComplete, setSoundEnabled } = await freshModules();
    tapPage();
    notifyReadingComplete();
    expect(oscillators().length).toBeGreaterThan(0);
    const heard = oscillators().length;
    setSoundEnabled(false);
    notifyReadingComplete('divine');
    expect(oscillators()).toHaveLength(heard);
  });

  it('is on by default yet stays silent until the visitor first taps the page', async () => {
    const { notifyReadingComplete, useSoundSetting } = await freshModules();
    const { result } = renderHook(() => useSoundSetting());
    expect(result.current.enabled).toBe(true);
    // A returning visitor's reading can finish before any tap: no sound, no audio context yet.
    notifyReadingComplete('ai');
    expect(FakeAudioContext.instances).toHaveLength(0);
    tapPage();
    notifyReadingComplete('ai');
    expect(oscillators().length).toBeGreaterThan(0);
  });

  it('does not crash where Web Audio is missing', async () => {
    vi.stubGlobal('AudioContext', undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { setSoundEnabled, notifyReadingComplete } = await freshModules();
    tapPage();
    setSoundEnabled(false);
    setSoundEnabled(true);
    vi.advanceTimersByTime(200);
    expect(() => notifyReadingComplete('ai')).not.toThrow();
    expect(console.info).toHaveBeenCalledTimes(1);
  });
});
