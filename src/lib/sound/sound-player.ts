import { getProfile } from '@/lib/profile/profile-store';
import { browserActivationGate } from './first-activation';

/**
 * Short synthesized sounds (spec §4 Sound, §9 chime), built with Web Audio so no audio files
 * ship. Framework-free. Where Web Audio is missing or refuses to start, every call is a quiet
 * no-op (spec §8: "Audio unavailable: logged quietly").
 */

export interface Note {
  frequency: number;
  /** Seconds after the sound starts. */
  offset: number;
  /** Seconds the note lasts, fade-out included. */
  duration: number;
  /** Loudest gain of the envelope; kept low so the sounds stay in the background. */
  peak: number;
  type?: OscillatorType;
}

/** Spec §9: 523.25, 659.25 and 783.99 Hz, each 0.1 s after the last, 0.8 s long. */
export const CHIME: readonly Note[] = [523.25, 659.25, 783.99].map((frequency, index) => ({
  frequency,
  offset: index * 0.1,
  duration: 0.8,
  peak: 0.18,
}));

export type CompletionKind = 'ai' | 'divine';

export const COMPLETION_SOUNDS = {
  // Two quick rising notes (E5 then B5): "your reading is ready".
  ai: [
    { frequency: 659.25, offset: 0, duration: 0.18, peak: 0.16 },
    { frequency: 987.77, offset: 0.12, duration: 0.3, peak: 0.16 },
  ],
  // A soft open fifth (C5 + G5) held longer; the slightly detuned G beats against it for a
  // shimmer, and a faint high octave sparkles on top.
  divine: [
    { frequency: 523.25, offset: 0, duration: 1.6, peak: 0.1 },
    { frequency: 783.99, offset: 0.05, duration: 1.6, peak: 0.08 },
    { frequency: 786.2, offset: 0.05, duration: 1.5, peak: 0.05 },
    { frequency: 1567.98, offset: 0.2, duration: 1.2, peak: 0.03, type: 'triangle' },
  ],
} as const satisfies Record<CompletionKind, readonly Note[]>;

/** Attack time of every note, short enough to feel instant but long enough not to click. */
const ATTACK_SECONDS = 0.02;
/** Exponential ramps cannot reach zero; this is silent to the ear. */
const SILENT_GAIN = 0.0001;
/** Schedule slightly ahead so the first note's envelope is never cut by timing jitter. */
const LEAD_SECONDS = 0.01;

export interface SoundPlayerOptions {
  /** Builds the audio context on first use; null when audio is unavailable. */
  createContext?: () => AudioContext | null;
  /** Sound setting (spec: on by default, kept with the profile). */
  isEnabled?: () => boolean;
  /** Spec §4: nothing plays while the page is hidden. */
  isHidden?: () => boolean;
  /**
   * Whether the visitor has tapped or typed on the page yet. The setting is on by default, yet
   * nothing plays before that first gesture: browsers would block it, and an unasked-for sound
   * on arrival startles.
   */
  hasUserActivated?: () => boolean;
}

export interface SoundPlayer {
  /** True when the chime was scheduled. */
  playChime(): boolean;
  playCompletion(kind: CompletionKind): boolean;
}

type AudioContextConstructor = new () => AudioContext;

function browserAudioContext(): AudioContext | null {
  // Older Safari only has the prefixed constructor; either may be missing entirely.
  const scope = globalThis as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  const Constructor = scope.AudioContext ?? scope.webkitAudioContext;
  return Constructor ? new Constructor() : null;
}

const pageIsHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

export function createSoundPlayer(options: SoundPlayerOptions = {}): SoundPlayer {
  const {
    createContext = browserAudioContext,
    isEnabled = () => true,
    isHidden = pageIsHidden,
    hasUserActivated = browserActivationGate(),
  } = options;
  // undefined: not tried yet; null: tried and unavailable, so we never try (or log) again.
  let context: AudioContext | null | undefined;

  function audio(): AudioContext | null {
    if (context !== undefined) return context;
    try {
      context = createContext();
      if (!context) console.info('[sound] Web Audio is not available; sounds are off.');
    } catch (error) {
      context = null;
      console.info('[sound] Web Audio could not start; sounds are off.', error);
    }
    return context;
  }

  function play(notes: readonly Note[]): boolean {
    // Checked before the context exists: creating one ahead of a gesture draws a browser warning.
    if (!isEnabled() || isHidden() || !hasUserActivated()) return false;
    const output = audio();
    if (!output) return false;
    try {
      // Browsers start a context suspended until the visitor has interacted with the page.
      if (output.state === 'suspended') void output.resume().catch(() => undefined);
      const start = output.currentTime + LEAD_SECONDS;
      for (const note of notes) scheduleNote(output, note, start + note.offset);
      return true;
    } catch (error) {
      console.info('[sound] A sound could not play.', error);
      return false;
    }
  }

  return {
    playChime: () => play(CHIME),
    playCompletion: (kind) => play(COMPLETION_SOUNDS[kind]),
  };
}

function scheduleNote(output: AudioContext, note: Note, start: number): void {
  const oscillator = output.createOscillator();
  const gain = output.createGain();
  oscillator.type = note.type ?? 'sine';
  oscillator.frequency.setValueAtTime(note.frequency, start);
  const end = start + note.duration;
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(note.peak, start + ATTACK_SECONDS);
  gain.gain.exponentialRampToValueAtTime(SILENT_GAIN, end);
  oscillator.connect(gain);
  gain.connect(output.destination);
  oscillator.addEventListener('ended', () => {
    oscillator.disconnect();
    gain.disconnect();
  });
  oscillator.start(start);
  oscillator.stop(end);
}

/** The app's player, following the sound setting stored with the profile. */
export const soundPlayer: SoundPlayer = createSoundPlayer({ isEnabled: () => getProfile().soundEnabled });
