/** The <template> of inert prefetch links that the prerender step writes into a page's head. */
export const OFFLINE_FILES_TEMPLATE_ID = 'offline-files';

/** What says the visitor has begun to use the page: the chart is cast from what they enter. */
const FIRST_USE_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Starts the prefetches of the files a page must run offline (src/app/offline-modules.ts) once
 * the page has loaded and the visitor begins to use it (focuses a field, taps or presses a
 * key): the browser keeps them in its cache without running them. Fetched at load they cost a
 * visitor who only reads the page 80 KiB (issue 27); left in the head from the start, they
 * would be fetched beside the page's own files and slow its first paint. Someone filling in
 * the form needs seconds to do it, and the files arrive in those seconds.
 */
export function prefetchOfflineFiles(doc: Document = document): void {
  const template = doc.getElementById(OFFLINE_FILES_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const view = doc.defaultView;
  const start = () => {
    for (const type of FIRST_USE_EVENTS) doc.removeEventListener(type, start, true);
    if (!template.isConnected) return;
    doc.head.append(template.content.cloneNode(true));
    template.remove();
  };
  const awaitFirstUse = () => {
    for (const type of FIRST_USE_EVENTS) doc.addEventListener(type, start, { capture: true, passive: true });
  };
  if (doc.readyState === 'complete') awaitFirstUse();
  else view?.addEventListener('load', awaitFirstUse, { once: true });
}
