import { useHydrated } from '@/lib/hydration/use-hydrated';
import { type RouteInfo, documentTitleFor } from './paths';
import { pages } from './routes';
import { useDocumentTitle } from './use-document-title';

/**
 * One registered page with its document title ("Daily Horoscope · Cosmic Guide").
 *
 * The page is drawn afresh once hydration is done (its key changes). Hydration draws it as the
 * prerender did, for a first visit; pages then start their state from what this browser holds
 * (the profile's birth details in a form, the dream journal, past tarot draws), and a state's
 * starting value is only read when it mounts. The remount happens before the visitor can do
 * anything, and draws the same layout, so nothing moves; the shell around it stays hydrated.
 */
export function RoutePage({ route }: { route: RouteInfo }) {
  useDocumentTitle(documentTitleFor(route.id));
  const hydrated = useHydrated();
  // The router only creates a RoutePage for registered routes, so this is always defined.
  const Page = pages[route.id];
  return Page ? <Page key={hydrated ? 'in-browser' : 'prerendered'} /> : null;
}
