import { type RouteInfo, documentTitleFor } from './paths';
import { pages } from './routes';
import { usePageShown } from './use-page-shown';

/** One registered page with its document title ("Daily Horoscope · Cosmic Guide"). */
export function RoutePage({ route }: { route: RouteInfo }) {
  usePageShown(documentTitleFor(route.id));
  // The router only creates a RoutePage for registered routes, so this is always defined.
  const Page = pages[route.id];
  return Page ? <Page /> : null;
}
