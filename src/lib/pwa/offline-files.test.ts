import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_FILES_TEMPLATE_ID, prefetchOfflineFiles } from './offline-files';

const LINKS =
  '<link rel="prefetch" crossorigin href="/assets/engine.js"><link rel="prefetch" crossorigin href="/assets/wheel.css">';

function pageWithTemplate(): HTMLTemplateElement {
  const template = document.createElement('template');
  template.id = OFFLINE_FILES_TEMPLATE_ID;
  template.innerHTML = LINKS;
  document.head.append(template);
  return template;
}

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
});

describe('prefetchOfflineFiles', () => {
  it('leaves the links inert until the page has loaded and the visitor begins to use it', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    pageWithTemplate();
    prefetchOfflineFiles();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(prefetched()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(prefetched()).toEqual([]);
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prefetched()).toEqual(['/assets/engine.js', '/assets/wheel.css']);
    expect(document.getElementById(OFFLINE_FILES_TEMPLATE_ID)).toBeNull();
  });

  it('adds the links once, whatever the visitor does next', () => {
    pageWithTemplate();
    prefetchOfflineFiles();
    expect(prefetched()).toEqual([]);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(prefetched()).toEqual(['/assets/engine.js', '/assets/wheel.css']);
  });

  it('does nothing on a page with nothing to keep for offline use', () => {
    prefetchOfflineFiles();
    expect(document.head.children).toHaveLength(0);
  });
});
