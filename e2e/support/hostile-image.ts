import type { Page } from 'playwright-core';

/**
 * The one piece of XSS_REPLY that would run by itself, `<img src=x onerror=alert(1)>`, fetches
 * `x` relative to the page: `/x` from /daily and /chat. Checking it ran nothing used to mean
 * waiting 300 ms for an alert, which passes whenever the alert is merely late. The checks here
 * need no guessed delay: had the markup become an element anywhere in the document, it is still
 * there to count once the reply is on screen, and it asked for `x` (every request for it is
 * recorded from before the reply arrives). The probe image then waits for a load of `x` to fail,
 * so the test's closing dialog and error checks run after the error an earlier image would share.
 */
const HOSTILE_IMAGE_PATH = '/x';

/** Starts recording requests for the hostile image's URL; call before the reply arrives. */
export async function recordHostileImageRequests(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(
    (url) => url.pathname === HOSTILE_IMAGE_PATH,
    (route) => {
      requests.push(route.request().url());
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
    },
  );
  return requests;
}

/**
 * Counts the elements the hostile markup would have made anywhere in the document, then adds a
 * probe image of the same URL and resolves once it has failed (or, unexpectedly, loaded). After
 * that the recorded requests should hold only the probe's.
 */
export function settleHostileImage(page: Page): Promise<number> {
  return page.evaluate(() => {
    const madeByMarkup = document.querySelectorAll('img[src="x"], [onerror]').length;
    return new Promise<number>((resolve) => {
      const probe = new Image();
      probe.addEventListener('error', () => resolve(madeByMarkup), { once: true });
      probe.addEventListener('load', () => resolve(madeByMarkup), { once: true });
      probe.src = 'x';
    });
  });
}
