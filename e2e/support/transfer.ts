import type { CDPSession, Page } from 'playwright-core';

/** One response as Chromium counted it on the wire (`Network.loadingFinished`'s encodedDataLength). */
export interface Transferred {
  url: string;
  bytes: number;
  by: 'page' | 'service worker';
}

interface NetworkEvents {
  onRequest(requestId: string, url: string): void;
  onFinished(requestId: string, bytes: number): void;
}

function countInto(list: Transferred[], by: Transferred['by']): NetworkEvents {
  const urls = new Map<string, string>();
  return {
    onRequest: (requestId, url) => {
      if (!url.startsWith('data:')) urls.set(requestId, url);
    },
    onFinished: (requestId, bytes) => {
      const url = urls.get(requestId);
      if (url !== undefined) list.push({ url, bytes, by });
      urls.delete(requestId);
    },
  };
}

/**
 * Records every byte a page and its service worker receive, from Chromium's own network events:
 * the page through its own DevTools session, and its service worker (whose precache requests
 * the page never sees) through the same session, which attaches to the worker as it starts and
 * holds it until its network events are on.
 */
export async function recordTransfer(page: Page): Promise<{ files: Transferred[] }> {
  const files: Transferred[] = [];
  const pageSession = await page.context().newCDPSession(page);
  const pageEvents = countInto(files, 'page');
  pageSession.on('Network.requestWillBeSent', (event) =>
    pageEvents.onRequest(event.requestId, event.request.url),
  );
  pageSession.on('Network.loadingFinished', (event) =>
    pageEvents.onFinished(event.requestId, event.encodedDataLength),
  );
  await pageSession.send('Network.enable');

  await watchServiceWorkers(pageSession, countInto(files, 'service worker'));
  return { files };
}

async function watchServiceWorkers(session: CDPSession, events: NetworkEvents): Promise<void> {
  let nextId = 1;
  const send = (sessionId: string, method: string) =>
    session.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: nextId++, method }),
    });
  // Every new target waits for this session too: each is let go at once, a worker once its
  // network events are on.
  session.on('Target.attachedToTarget', (event) => {
    const ready =
      event.targetInfo.type === 'service_worker'
        ? send(event.sessionId, 'Network.enable')
        : Promise.resolve();
    // Let it go even if its network events could not be turned on: a held worker never installs.
    void ready
      .catch(() => undefined)
      .then(() => send(event.sessionId, 'Runtime.runIfWaitingForDebugger'))
      .catch(() => undefined);
  });
  session.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { method?: string; params?: Record<string, unknown> };
    const params = message.params ?? {};
    if (message.method === 'Network.requestWillBeSent') {
      events.onRequest(String(params.requestId), String((params.request as { url: string }).url));
    } else if (message.method === 'Network.loadingFinished') {
      events.onFinished(String(params.requestId), Number(params.encodedDataLength));
    }
  });
  await session.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: false,
  });
}

export const totalBytes = (files: readonly Transferred[]) => files.reduce((sum, file) => sum + file.bytes, 0);
