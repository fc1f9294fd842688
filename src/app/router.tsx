import { BrowserRouter, type RouteObject, useLocation, useRoutes } from 'react-router';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { RoutePage } from './route-page';
import { availableRoutes } from './routes';

/** Route objects shared by the browser router and tests (which use a memory router). */
export const appRouteObjects: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...availableRoutes.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  const location = useLocation();
  const routes = useRoutes(appRouteObjects);
  return <RouteErrorBoundary resetKey={location.pathname}>{routes}</RouteErrorBoundary>;
}

/**
 * Declarative mode: the app has no loaders or actions, and BrowserRouter ships about 17 KB (gzip)
 * less than createBrowserRouter's data router on every first visit.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
