import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PageModule = { default: ComponentType };
const loaders = new Map<string, () => Promise<PageModule>>();
const loaded = new Map<string, PageModule>();

/**
 * `React.lazy` for a page, which can also be loaded ahead (preloadPage). React.lazy asks its
 * factory for a thenable; when the page is already loaded, this one settles at once, so the page
 * renders in the same pass instead of suspending. Hydration needs that: a page still loading
 * when hydration starts leaves its Suspense boundary waiting, and an update reaching it then
 * swaps the prerendered page for the loading fallback, which moves everything below.
 */
export function lazyPage(id: string, load: () => Promise<PageModule>): LazyExoticComponent<ComponentType> {
  loaders.set(id, load);
  return lazy(() => {
    const page = loaded.get(id);
    return page ? settled(page) : load();
  });
}

/** Loads a page's chunk now (before hydrating it). */
export async function preloadPage(id: string): Promise<void> {
  const load = loaders.get(id);
  if (load && !loaded.has(id)) loaded.set(id, await load());
}

/** A thenable that calls back at once, for React.lazy (a Promise would always wait a tick). */
function settled(page: PageModule): Promise<PageModule> {
  const thenable = {
    then(onFulfilled?: (value: PageModule) => unknown) {
      onFulfilled?.(page);
      return thenable;
    },
  };
  return thenable as unknown as Promise<PageModule>;
}
