import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserActivationGate, createActivationGate } from './first-activation';

describe('createActivationGate', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('follows the browser’s own activation state where there is one', () => {
    const userActivation = { hasBeenActive: false };
    const events = new EventTarget();
    const hasBeenActive = createActivationGate({ userActivation, events });
    expect(hasBeenActive()).toBe(false);
    // The browser decides what counts; a synthetic event does not sway it.
    events.dispatchEvent(new Event('pointerdown'));
    expect(hasBeenActive()).toBe(false);
    userActivation.hasBeenActive = true;
    expect(hasBeenActive()).toBe(true);
  });

  it.each(['pointerdown', 'keydown'])('opens on the first %s where the browser does not say', (type) => {
    const events = new EventTarget();
    const hasBeenActive = createActivationGate({ events });
    expect(hasBeenActive()).toBe(false);
    events.dispatchEvent(new Event(type));
    expect(hasBeenActive()).toBe(true);
  });

  it('stops listening once open', () => {
    const events = new EventTarget();
    const removeEventListener = vi.spyOn(events, 'removeEventListener');
    createActivationGate({ events });
    events.dispatchEvent(new Event('keydown'));
    expect(removeEventListener.mock.calls.map(([type]) => type).sort()).toEqual(['keydown', 'pointerdown']);
  });

  it('ignores events that are not a gesture', () => {
    const events = new EventTarget();
    const hasBeenActive = createActivationGate({ events });
    for (const type of ['pointermove', 'scroll', 'focus']) events.dispatchEvent(new Event(type));
    expect(hasBeenActive()).toBe(false);
  });

  it('reads navigator.userActivation in the browser', () => {
    const userActivation = { hasBeenActive: true };
    vi.stubGlobal('navigator', { ...navigator, userActivation });
    expect(browserActivationGate()()).toBe(true);
    userActivation.hasBeenActive = false;
    expect(browserActivationGate()()).toBe(false);
  });

  it('falls back to listening on the window', () => {
    const hasBeenActive = browserActivationGate();
    expect(hasBeenActive()).toBe(false);
    window.dispatchEvent(new Event('pointerdown'));
    expect(hasBeenActive()).toBe(true);
  });
});
