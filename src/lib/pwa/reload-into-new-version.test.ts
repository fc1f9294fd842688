import { describe, expect, it, vi } from 'vitest';
import { reloadIntoNewVersion } from './reload-into-new-version';

/** A service worker container with a registration that may have a worker waiting. */
function fakeContainer(waiting: boolean) {
  const events = new EventTarget();
  return {
    events,
    container: {
      getRegistration: vi.fn(
        async () => ({ waiting: waiting ? ({} as ServiceWorker) : null }) as ServiceWorkerRegistration,
      ),
      addEventListener: events.addEventListener.bind(events) as ServiceWorkerContainer['addEventListener'],
    },
  };
}

describe('reloadIntoNewVersion', () => {
  it('activates the waiting worker and reloads once it controls the page', async () => {
    const { container, events } = fakeContainer(true);
    const reload = vi.fn();
    const activateWaiting = vi.fn(async () => undefined);
    await reloadIntoNewVersion(activateWaiting, { container, reload })();
    expect(activateWaiting).toHaveBeenCalledWith();
    expect(reload).not.toHaveBeenCalled();
    events.dispatchEvent(new Event('controllerchange'));
    events.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when another tab already let the new version in', async () => {
    const { container } = fakeContainer(false);
    const reload = vi.fn();
    const activateWaiting = vi.fn(async () => undefined);
    await reloadIntoNewVersion(activateWaiting, { container, reload })();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(activateWaiting).not.toHaveBeenCalled();
  });
});
