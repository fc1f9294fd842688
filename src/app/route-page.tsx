import { useHydrated } from '@/lib/hydration/use-hydrated';
import { useProfileReady } from '@/lib/profile/use-profile';
import { type RouteInfo, documentTitleFor } from './paths';
import { pages, pagesRemountedAfterHydration } from './routes';
import { useDocumentTitle } from './use-document-title';

/**
 * One registered page with its document title ("Daily Horoscope · Cosmic Guide").
 *
 * Hydration draws a page as the prerender did, for a first visit. A page whose state starts
 * from what this browser holds (see pagesRemountedAfterHydration) is then drawn afresh once,
 * its key changing, once the stored profile is read, since a state's starting value is only read
 * when it mounts. That happens
 * before the visitor can do anything and draws the same layout, so nothing moves.
 */
export function RoutePage({ route }: { route: RouteInfo }) {
  useDocumentTitle(documentTitleFor(route.id));
  const hydrated = useHydrated();
  const profileReady = useProfileReady();
  // The router only creates a RoutePage for registered routes, so this is always defined.
  const Page = pages[route.id];
  const key =
    pagesRemountedAfterHydration.has(route.id) && hydrated && profileReady ? 'in-browser' : 'prerendered';
  return Page ? <Page key={key} /> : null;
}
