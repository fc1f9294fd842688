import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultProfile } from '@core/profile/profile';

const PROFILE_KEY = 'cosmic-guide:profile';
const SOUND_KEY = 'cosmic-guide:sound';

/** A fresh store module per test: the store loads once, on first access. */
const freshStore = async () => {
  vi.resetModules();
  const store = await import('./profile-store');
  await store.loadProfileRules();
  return store;
};

/** Swaps window.localStorage for the test; returns the undo. */
function replaceLocalStorage(get: () => unknown): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', { configurable: true, get });
  return () => {
    if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
    else Reflect.deleteProperty(window, 'localStorage');
  };
}

const stored = () =>
  JSON.parse(localStorage.getItem(PROFILE_KEY) ?? 'null') as Record<string, unknown> | null;

describe('profile store', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('starts from defaults on a first visit, without logging', async () => {
    const store = await freshStore();
    const { lastVisited: _ignored, ...profile } = store.getProfile();
    const { lastVisited: _alsoIgnored, ...defaults } = defaultProfile();
    expect(profile).toEqual(defaults);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('returns the same object until something changes', async () => {
    const store = await freshStore();
    const first = store.getProfile();
    expect(store.getProfile()).toBe(first);
    store.updateProfile({ name: 'Ana' });
    expect(store.getProfile()).not.toBe(first);
  });

  it('saves every update and loads it on the next start', async () => {
    const store = await freshStore();
    store.updateProfile({ name: 'Ana', birthDate: '1990-03-21' });
    expect(stored()).toMatchObject({ name: 'Ana', birthDate: '1990-03-21', zodiacSign: 'aries' });

    const reloaded = await freshStore();
    expect(reloaded.getProfile()).toMatchObject({ name: 'Ana', zodiacSign: 'aries' });
  });

  it('notifies subscribers and stops after unsubscribing', async () => {
    const store = await freshStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.updateProfile({ name: 'Ana' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.updateProfile({ name: 'Bea' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('counts readings one at a time', async () => {
    const store = await freshStore();
    store.recordReading();
    store.recordReading();
    expect(store.getProfile().totalReadings).toBe(2);
    expect(stored()).toMatchObject({ totalReadings: 2 });
  });

  it('reset restores defaults and deletes the stored keys', async () => {
    const store = await freshStore();
    store.updateProfile({ name: 'Ana', soundEnabled: false });
    expect(localStorage.getItem(SOUND_KEY)).toBe('false');
    store.resetProfile();
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
    expect(localStorage.getItem(SOUND_KEY)).toBeNull();
    expect(store.getProfile()).toMatchObject({ name: '', soundEnabled: true, totalReadings: 0 });
  });

  it('replaces the whole profile and saves it, sound key included', async () => {
    const store = await freshStore();
    store.updateProfile({ name: 'Ana', currentFocus: 'Creative expression' });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const imported = { ...defaultProfile(), name: 'Bea', soundEnabled: false, totalReadings: 2 };
    store.replaceProfile(imported);
    expect(store.getProfile()).toEqual(imported);
    expect(stored()).toMatchObject({ name: 'Bea', currentFocus: '', totalReadings: 2 });
    expect(localStorage.getItem(SOUND_KEY)).toBe('false');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    const reloaded = await freshStore();
    expect(reloaded.getProfile().name).toBe('Bea');
  });

  it('logs corrupt storage and starts with defaults', async () => {
    localStorage.setItem(PROFILE_KEY, '{"name": "Ana", oops');
    const store = await freshStore();
    expect(store.getProfile()).toMatchObject({ name: '', zodiacSign: null });
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/not valid JSON/));
  });

  it('keeps the good fields of a partly damaged profile', async () => {
    localStorage.setItem(PROFILE_KEY, JSON.stringify({ name: 'Ana', totalReadings: -4 }));
    const store = await freshStore();
    expect(store.getProfile()).toMatchObject({ name: 'Ana', totalReadings: 0 });
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/totalReadings/));
  });

  it('rescues the sound setting from its own key when the profile is unreadable', async () => {
    localStorage.setItem(PROFILE_KEY, 'not json');
    localStorage.setItem(SOUND_KEY, 'false');
    const store = await freshStore();
    expect(store.getProfile().soundEnabled).toBe(false);
  });

  it('warns about invalid update fields and keeps the rest', async () => {
    const store = await freshStore();
    store.updateProfile({ name: 'Ana', birthTime: 'noonish' });
    expect(store.getProfile()).toMatchObject({ name: 'Ana', birthTime: '' });
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/birthTime/));
  });

  it('keeps working in memory when storage throws', async () => {
    const refuse = (name: string) => () => {
      throw new DOMException('Storage refused', name);
    };
    const throwingStorage = {
      getItem: refuse('SecurityError'),
      setItem: refuse('QuotaExceededError'),
      removeItem: refuse('SecurityError'),
    };
    const restore = replaceLocalStorage(() => throwingStorage);
    try {
      const store = await freshStore();
      expect(store.getProfile().name).toBe('');
      store.updateProfile({ name: 'Ana' });
      store.recordReading();
      expect(store.getProfile()).toMatchObject({ name: 'Ana', totalReadings: 1 });
      store.resetProfile();
      expect(store.getProfile().name).toBe('');
      // One line for the session, not one per call.
      expect(console.error).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
  });

  it('keeps working when localStorage itself cannot be opened', async () => {
    const restore = replaceLocalStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      const store = await freshStore();
      store.updateProfile({ name: 'Ana' });
      expect(store.getProfile().name).toBe('Ana');
      expect(console.error).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
  });

  it('follows changes another tab saves', async () => {
    const store = await freshStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const otherTab = { ...defaultProfile(), name: 'Ana', totalReadings: 5 };
    window.dispatchEvent(
      new StorageEvent('storage', { key: PROFILE_KEY, newValue: JSON.stringify(otherTab) }),
    );
    expect(store.getProfile()).toMatchObject({ name: 'Ana', totalReadings: 5 });
    window.dispatchEvent(new StorageEvent('storage', { key: PROFILE_KEY, newValue: null }));
    expect(store.getProfile().name).toBe('');
    window.dispatchEvent(new StorageEvent('storage', { key: 'someone-else', newValue: '1' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('settles an update once the profile holds it, when its rules had still to load', async () => {
    vi.resetModules();
    const store = await import('./profile-store');
    const saving = store.updateProfile({ name: 'Ana' });
    expect(store.getProfile().name).toBe('');
    await expect(saving).resolves.toBe(true);
    expect(store.getProfile().name).toBe('Ana');
    expect(stored()).toMatchObject({ name: 'Ana' });
  });

  it('settles an update false, keeping nothing, when its rules cannot load', async () => {
    vi.resetModules();
    vi.doMock('@core/profile/profile', () => {
      throw new Error('offline');
    });
    try {
      const store = await import('./profile-store');
      await expect(store.updateProfile({ name: 'Ana' })).resolves.toBe(false);
      expect(store.getProfile().name).toBe('');
      expect(stored()).toBeNull();
      expect(console.error).toHaveBeenCalledWith(
        expect.stringMatching(/Could not load the profile rules/),
        expect.anything(),
      );
    } finally {
      vi.doUnmock('@core/profile/profile');
    }
  });
});
