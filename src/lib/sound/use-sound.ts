import { useSyncExternalStore } from 'react';
import { getProfile, subscribe, updateProfile } from '@/lib/profile/profile-store';
import { soundPlayer, type CompletionKind } from './sound-player';

/** Spec §9: the chime follows the switch by 100 ms, so it is heard after the click, not over it. */
export const CHIME_DELAY_MS = 100;

let pendingChime: ReturnType<typeof setTimeout> | undefined;

/** Saves the sound setting with the profile; turning it on plays the chime. */
export function setSoundEnabled(enabled: boolean): void {
  const wasEnabled = getProfile().soundEnabled;
  void updateProfile({ soundEnabled: enabled });
  clearTimeout(pendingChime);
  pendingChime = undefined;
  if (enabled && !wasEnabled) {
    pendingChime = setTimeout(() => {
      pendingChime = undefined;
      soundPlayer.playChime();
    }, CHIME_DELAY_MS);
  }
}

const soundEnabledSnapshot = () => getProfile().soundEnabled;

export function useSoundSetting(): { enabled: boolean; setEnabled(value: boolean): void } {
  const enabled = useSyncExternalStore(subscribe, soundEnabledSnapshot, soundEnabledSnapshot);
  return { enabled, setEnabled: setSoundEnabled };
}

/**
 * Called by the reading hook after each successful generated reading (spec §4): "ai" for most
 * features, "divine" for well-being. Silent when sound is off or the page is hidden.
 */
export function notifyReadingComplete(kind: CompletionKind = 'ai'): void {
  soundPlayer.playCompletion(kind);
}
