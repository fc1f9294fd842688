/**
 * Whether the prerendered HTML in #root is this very page, so React can adopt it (hydrate)
 * rather than draw it again. It is not when the server sent another route's HTML (the
 * not-found page, or the home shell a service worker falls back to) or when the address has a
 * query: the prerender knows no query, and a page that reads one (the library's filters)
 * would differ from it.
 */
export function canHydrate(
  prerenderedPath: string | undefined,
  location: { pathname: string; search: string },
) {
  if (prerenderedPath === undefined || location.search !== '') return false;
  return normalisedPath(prerenderedPath) === normalisedPath(location.pathname);
}

/** The path without a trailing slash ("/daily/" is "/daily"); "/" stays "/". */
export const normalisedPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
