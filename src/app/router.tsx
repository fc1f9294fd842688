import { useState } from 'react';
import { type RouteObject, RouterProvider, createBrowserRouter } from 'react-router';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';
import { RoutePage } from './route-page';
import { availableRoutes } from './routes';

/** Route objects shared by the browser router and tests (which use a memory router). */
export const appRouteObjects: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...availableRoutes.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRouter() {
  // Created once on mount rather than at import time, so importing this file has no side effects.
  const [router] = useState(() => createBrowserRouter(appRouteObjects));
  return <RouterProvider router={router} />;
}
