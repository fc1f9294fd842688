import { BrowserRouter, Route, Switch, useLocation } from '@/lib/navigation/router';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { RoutePage } from './route-page';
import { availableRoutes } from './routes';

/** Every page inside the shell; unknown paths get the not-found page. Shared by the browser, tests and the prerender. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Layout>
        <Switch>
          {availableRoutes.map((route) => (
            <Route key={route.id} path={route.path}>
              <RoutePage route={route} />
            </Route>
          ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Layout>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
