/**
 * A recording stand-in for Web Audio's AudioContext, for tests: it keeps every oscillator's
 * frequency, start and stop so a test can check what would have been heard.
 */
export interface FakeOscillator {
  type: OscillatorType;
  frequency: number;
  startAt?: number;
  stopAt?: number;
}

function fakeParam(onSet?: (value: number) => void) {
  return {
    value: 0,
    setValueAtTime(value: number) {
      onSet?.(value);
    },
    linearRampToValueAtTime() {},
    exponentialRampToValueAtTime() {},
  };
}

export class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  currentTime = 2;
  state: AudioContextState = 'running';
  readonly destination = {};
  readonly oscillators: FakeOscillator[] = [];

  constructor() {
    FakeAudioContext.instances.push(this);
  }

  resume(): Promise<void> {
    this.state = 'running';
    return Promise.resolve();
  }

  createOscillator() {
    const record: FakeOscillator = { type: 'sine', frequency: 0 };
    this.oscillators.push(record);
    return {
      set type(value: OscillatorType) {
        record.type = value;
      },
      frequency: fakeParam((value) => {
        record.frequency = value;
      }),
      connect() {},
      disconnect() {},
      addEventListener() {},
      start(when: number) {
        record.startAt = when;
      },
      stop(when: number) {
        record.stopAt = when;
      },
    };
  }

  createGain() {
    return { gain: fakeParam(), connect() {}, disconnect() {} };
  }

  /** Typed as the real thing for code under test; only the members above exist. */
  asAudioContext(): AudioContext {
    return this as unknown as AudioContext;
  }
}
