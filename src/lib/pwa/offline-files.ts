/** The <template> of inert prefetch links that the prerender step writes into a page's head. */
export const OFFLINE_FILES_TEMPLATE_ID = 'offline-files';

/**
 * Starts the prefetches of the files a page must run offline (src/app/offline-modules.ts) once
 * the page has loaded and gone idle: the browser keeps them in its cache without running them.
 * Left in the head from the start, they would be fetched beside the page's own files and slow
 * its first paint. The service worker precaches them too, but only once it has installed.
 */
export function prefetchOfflineFiles(doc: Document = document): void {
  const template = doc.getElementById(OFFLINE_FILES_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const start = () => {
    doc.head.append(template.content.cloneNode(true));
    template.remove();
  };
  // After the load event, and once the page's own start-up work (hydration) has let go of the
  // main thread; a browser without requestIdleCallback waits a moment instead.
  const view = doc.defaultView;
  const whenIdle = () => {
    if (view && 'requestIdleCallback' in view) view.requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
  };
  if (doc.readyState === 'complete') whenIdle();
  else view?.addEventListener('load', whenIdle, { once: true });
}
