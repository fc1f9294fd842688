import type * as ProfileRules from '@core/profile/profile';
import type { Profile, ProfilePatch } from '@core/profile/profile';
import { defaultProfile } from '@core/profile/profile-basics';
import { loadOnce } from '@/lib/load-once';

/**
 * The one place that reads and writes the profile in browser storage (spec §4: loaded on
 * start, saved on every change). A tiny external store for useSyncExternalStore. When storage
 * is unavailable or refuses writes (private mode, quota, blocked cookies) the profile lives
 * in memory for the session and the app carries on.
 */
export const PROFILE_STORAGE_KEY = 'cosmic-guide:profile';
/**
 * The spec keeps the sound setting under its own key too. profile.soundEnabled stays the
 * source of truth; this copy only rescues the choice when the stored profile is unreadable.
 */
export const SOUND_STORAGE_KEY = 'cosmic-guide:sound';

type Listener = () => void;
type Rules = typeof ProfileRules;

/**
 * The profile's schema and validating rules (zod), loaded when first needed: a stored profile
 * to read, an update to check. A first visit has neither, so its page never downloads them.
 */
let rules: Rules | undefined;

export const loadProfileRules: () => Promise<Rules> = loadOnce(() =>
  import('@core/profile/profile').then((module) => (rules = module)),
);

/**
 * Before the first page hydrates (src/main.tsx): when a profile is stored, load its rules now,
 * beside the page's chunk, so the stored profile is read the moment hydration is done. A first
 * visit stores nothing and loads nothing.
 */
export async function loadRulesForStoredProfile(): Promise<void> {
  if (readKey(PROFILE_STORAGE_KEY) !== null) await loadProfileRules();
}

/**
 * Runs `action` with the rules: at once when they are here, else as soon as they arrive.
 * Resolves true once it has run, false when the rules could not be loaded.
 */
function withRules(action: (loaded: Rules) => void): Promise<boolean> {
  if (rules) {
    action(rules);
    return Promise.resolve(true);
  }
  return loadProfileRules().then(
    (loaded) => {
      action(loaded);
      return true;
    },
    (error: unknown) => {
      console.error('[profile] Could not load the profile rules; the change is not saved.', error);
      return false;
    },
  );
}

/** False while a stored profile waits for the rules to be read; pages start their forms after. */
let ready = true;

let current: Profile | undefined;
const listeners = new Set<Listener>();
let storageProblemLogged = false;

function logStorageProblem(action: string, error: unknown): void {
  // One line per session is enough; a blocked storage fails on every single call.
  if (storageProblemLogged) return;
  storageProblemLogged = true;
  console.error(`[profile] Could not ${action} browser storage; the profile is kept in memory only.`, error);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    logStorageProblem('open', error);
    return null;
  }
}

function readKey(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch (error) {
    logStorageProblem('read', error);
    return null;
  }
}

function writeKey(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch (error) {
    logStorageProblem('write to', error);
  }
}

function removeKey(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch (error) {
    logStorageProblem('clear', error);
  }
}

function parseSoundSetting(raw: string | null): boolean | undefined {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return undefined;
}

function parseAndLog(loaded: Rules, raw: string | null): { profile: Profile; problem?: string } {
  const result = loaded.parseStoredProfile(raw);
  if (result.problem) console.error(`[profile] ${result.problem}`);
  return result;
}

function withStoredSound(profile: Profile): Profile {
  const soundEnabled = parseSoundSetting(readKey(SOUND_STORAGE_KEY));
  return soundEnabled === undefined ? profile : { ...profile, soundEnabled };
}

function fromStorage(loaded: Rules, raw: string): Profile {
  const { profile, problem } = parseAndLog(loaded, raw);
  return problem ? withStoredSound(profile) : profile;
}

/**
 * The profile of a first visit, as one object: the pages are prerendered with it, and a browser
 * holding nothing reads it back, so useSyncExternalStore finds the same snapshot after hydrating
 * and does not re-render every profile reader in one synchronous task.
 */
export const firstVisitProfile: Profile = defaultProfile();

/**
 * Nothing stored: the defaults, at once. Something stored: read now when the rules are here;
 * otherwise the defaults for a moment, replaced by the stored profile as soon as they load.
 */
function load(): Profile {
  const raw = readKey(PROFILE_STORAGE_KEY);
  if (raw === null) return withStoredSound(firstVisitProfile);
  if (rules) return fromStorage(rules, raw);
  ready = false;
  void withRules((loaded) => {
    ready = true;
    replace(fromStorage(loaded, raw));
  });
  return withStoredSound(firstVisitProfile);
}

/** Whether the stored profile has been read (see `ready`). */
export function isProfileReady(): boolean {
  getProfile();
  return ready;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function replace(next: Profile): void {
  current = next;
  notify();
}

/** The current profile; the same object until the next change, as useSyncExternalStore needs. */
export function getProfile(): Profile {
  current ??= load();
  return current;
}

/**
 * Merges and saves the patch. The returned promise settles once the profile holds it (true), or
 * once its rules could not be loaded (false): a first visit loads them at its first change, so
 * a page that reports "saved" waits for it.
 */
export function updateProfile(patch: ProfilePatch): Promise<boolean> {
  getProfile();
  return withRules((loaded) => {
    const next = loaded.applyProfileUpdate(getProfile(), patch, new Date(), (problem) =>
      console.warn(`[profile] Ignored part of an update: ${problem}`),
    );
    writeKey(PROFILE_STORAGE_KEY, JSON.stringify(next));
    writeKey(SOUND_STORAGE_KEY, String(next.soundEnabled));
    replace(next);
  });
}

/**
 * Puts a whole profile in place of the current one (an imported file, already validated by
 * readProfileFile): nothing of the old profile survives, as after a reset.
 */
export function replaceProfile(profile: Profile): void {
  writeKey(PROFILE_STORAGE_KEY, JSON.stringify(profile));
  writeKey(SOUND_STORAGE_KEY, String(profile.soundEnabled));
  replace(profile);
}

/** Spec §4: restores every default and deletes what was stored. */
export function resetProfile(): void {
  removeKey(PROFILE_STORAGE_KEY);
  removeKey(SOUND_STORAGE_KEY);
  replace(defaultProfile());
}

/** Counts one more reading (spec: totalReadings only grows). */
export function recordReading(): void {
  void updateProfile({ totalReadings: getProfile().totalReadings + 1 });
}

/** Another tab saved or reset the profile: follow it so both tabs show the same visitor. */
function handleStorage(event: StorageEvent): void {
  if (event.key !== PROFILE_STORAGE_KEY && event.key !== null) return;
  // A null key means the whole storage was cleared, which is a reset too.
  const raw = event.key === null ? null : event.newValue;
  if (raw === null) replace(defaultProfile());
  else void withRules((loaded) => replace(parseAndLog(loaded, raw).profile));
}

export function subscribe(listener: Listener): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined')
    window.addEventListener('storage', handleStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', handleStorage);
  };
}
