import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAudioContext } from './fake-audio-context';
import { COMPLETION_SOUNDS, createSoundPlayer } from './sound-player';

function playerWithFake(options: { enabled?: boolean; hidden?: boolean; activated?: boolean } = {}) {
  const fake = new FakeAudioContext();
  const player = createSoundPlayer({
    createContext: () => fake.asAudioContext(),
    isEnabled: () => options.enabled ?? true,
    isHidden: () => options.hidden ?? false,
    hasUserActivated: () => options.activated ?? true,
  });
  return { fake, player };
}

/** The visitor's first tap; happy-dom has no navigator.userActivation, so the listener sees it. */
const tapPage = () => window.dispatchEvent(new Event('pointerdown'));

describe('createSoundPlayer', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('plays the chime as three sine notes 0.1 s apart, each 0.8 s long', () => {
    const { fake, player } = playerWithFake();
    expect(player.playChime()).toBe(true);

    expect(fake.oscillators.map((note) => note.frequency)).toEqual([523.25, 659.25, 783.99]);
    expect(fake.oscillators.every((note) => note.type === 'sine')).toBe(true);
    const starts = fake.oscillators.map((note) => note.startAt ?? Number.NaN);
    expect(starts[0]).toBeGreaterThanOrEqual(fake.currentTime);
    expect((starts[1] ?? 0) - (starts[0] ?? 0)).toBeCloseTo(0.1, 6);
    expect((starts[2] ?? 0) - (starts[1] ?? 0)).toBeCloseTo(0.1, 6);
    for (const note of fake.oscillators) {
      expect((note.stopAt ?? 0) - (note.startAt ?? 0)).toBeCloseTo(0.8, 6);
    }
  });

  it.each(['ai', 'divine'] as const)('plays the %s completion sound', (kind) => {
    const { fake, player } = playerWithFake();
    expect(player.playCompletion(kind)).toBe(true);
    expect(fake.oscillators.map((note) => note.frequency)).toEqual(
      COMPLETION_SOUNDS[kind].map((note) => note.frequency),
    );
  });

  it('keeps the two completion sounds distinct', () => {
    expect(COMPLETION_SOUNDS.ai).not.toEqual(COMPLETION_SOUNDS.divine);
  });

  it('plays nothing while the page is hidden', () => {
    const { fake, player } = playerWithFake({ hidden: true });
    expect(player.playChime()).toBe(false);
    expect(player.playCompletion('ai')).toBe(false);
    expect(fake.oscillators).toHaveLength(0);
  });

  it('reads the page visibility by default', () => {
    const fake = new FakeAudioContext();
    const player = createSoundPlayer({ createContext: () => fake.asAudioContext() });
    tapPage();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(player.playChime()).toBe(false);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    expect(player.playChime()).toBe(true);
    expect(fake.oscillators).toHaveLength(3);
  });

  it('plays nothing, and opens no audio context, before the visitor’s first gesture', () => {
    const created = vi.fn(() => new FakeAudioContext().asAudioContext());
    let activated = false;
    const player = createSoundPlayer({ createContext: created, hasUserActivated: () => activated });
    expect(player.playChime()).toBe(false);
    expect(player.playCompletion('ai')).toBe(false);
    expect(created).not.toHaveBeenCalled();
    activated = true;
    expect(player.playCompletion('ai')).toBe(true);
  });

  it('waits for the first tap on the page by default', () => {
    const fake = new FakeAudioContext();
    const player = createSoundPlayer({ createContext: () => fake.asAudioContext() });
    expect(player.playChime()).toBe(false);
    tapPage();
    expect(player.playChime()).toBe(true);
    expect(fake.oscillators).toHaveLength(3);
  });

  it('plays nothing when sound is off', () => {
    const { fake, player } = playerWithFake({ enabled: false });
    expect(player.playChime()).toBe(false);
    expect(fake.oscillators).toHaveLength(0);
  });

  it('resumes a context the browser started suspended', () => {
    const { fake, player } = playerWithFake();
    fake.state = 'suspended';
    player.playChime();
    expect(fake.state).toBe('running');
  });

  it('is a quiet no-op without Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    vi.stubGlobal('webkitAudioContext', undefined);
    const player = createSoundPlayer();
    tapPage();
    expect(player.playChime()).toBe(false);
    expect(player.playCompletion('divine')).toBe(false);
    expect(console.info).toHaveBeenCalledTimes(1);
  });

  it('uses the prefixed webkitAudioContext when that is all there is', () => {
    vi.stubGlobal('AudioContext', undefined);
    vi.stubGlobal('webkitAudioContext', FakeAudioContext);
    FakeAudioContext.instances.length = 0;
    const player = createSoundPlayer();
    tapPage();
    expect(player.playChime()).toBe(true);
    expect(FakeAudioContext.instances[0]?.oscillators).toHaveLength(3);
  });

  it('is a quiet no-op when the context cannot be created', () => {
    const player = createSoundPlayer({
      createContext: () => {
        throw new Error('NotAllowedError');
      },
      hasUserActivated: () => true,
    });
    expect(player.playChime()).toBe(false);
    expect(player.playChime()).toBe(false);
    expect(console.info).toHaveBeenCalledTimes(1);
  });

  it('survives a context that fails while scheduling', () => {
    const fake = new FakeAudioContext();
    fake.createOscillator = () => {
      throw new Error('closed');
    };
    const player = createSoundPlayer({
      createContext: () => fake.asAudioContext(),
      hasUserActivated: () => true,
    });
    expect(player.playChime()).toBe(false);
  });
});
