import { useEffect } from 'react';

/**
 * Sets the tab title while the calling page is shown, and marks the document once the page is
 * live: its effects run only after React has hydrated (or drawn) it, so from then on its buttons
 * answer. A tap on prerendered HTML before that does nothing; tests wait for
 * `data-page-shown` before they touch a page, as a person waits for it to settle.
 */
export function usePageShown(title: string): void {
  useEffect(() => {
    document.title = title;
    document.documentElement.dataset.pageShown = 'true';
  }, [title]);
}
