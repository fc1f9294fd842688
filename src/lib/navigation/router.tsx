import {
  type AnchorHTMLAttributes,
  type ReactNode,
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Router, Link as WouterLink } from 'wouter';

/**
 * The app's routing (ADR 0015): wouter matches paths and handles link clicks, and this module
 * owns the location. Keeping the location in React state, changed inside `startTransition`,
 * lets the page on screen stay while the next page's chunk loads, as React Router did, rather
 * than blanking to the loading fallback (wouter's own browser hook updates synchronously).
 * Everything outside this folder imports routing from here, never from wouter.
 */

/** How the location last changed: a link or our own code (PUSH/REPLACE), or Back/Forward (POP). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface AppLocation {
  pathname: string;
  /** The query without its '?', '' when there is none. */
  search: string;
  /** Changes with every navigation, even to the same URL. */
  key: number;
  navigationType: NavigationType;
}

export interface NavigateOptions {
  replace?: boolean;
}
type Navigate = (to: string, options?: NavigateOptions) => void;

interface LocationState {
  location: AppLocation;
  navigate: Navigate;
}

const LocationContext = createContext<LocationState | null>(null);

function useLocationState(): LocationState {
  const state = use(LocationContext);
  if (!state) throw new Error('Routing hooks need a BrowserRouter, MemoryRouter or StaticRouter above them');
  return state;
}

// wouter's extension points: a location hook returns [path, navigate]; the search hook the query.
const useContextLocation = (): [string, Navigate] => {
  const { location, navigate } = useLocationState();
  return [location.pathname, navigate];
};
const useContextSearch = (): string => useLocationState().location.search;

function splitUrl(to: string, base: string): { pathname: string; search: string; hash: string } {
  const url = new URL(to, base);
  return { pathname: url.pathname, search: url.search.slice(1), hash: url.hash };
}

/** A navigation to the URL already shown replaces it, so a second tap on a link adds no Back step. */
function navigationTypeFor(
  current: AppLocation,
  next: { pathname: string; search: string },
  options?: NavigateOptions,
) {
  const same = current.pathname === next.pathname && current.search === next.search;
  return options?.replace || same ? 'REPLACE' : 'PUSH';
}

function RoutingProvider({ state, children }: { state: LocationState; children: ReactNode }) {
  return (
    <LocationContext value={state}>
      <Router hook={useContextLocation} searchHook={useContextSearch}>
        {children}
      </Router>
    </LocationContext>
  );
}

function fromWindow(key: number, navigationType: NavigationType): AppLocation {
  return { pathname: window.location.pathname, search: window.location.search.slice(1), key, navigationType };
}

/** The browser's address bar and history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(() => fromWindow(0, 'POP'));

  useEffect(() => {
    const onPopState = () => startTransition(() => setLocation((shown) => fromWindow(shown.key + 1, 'POP')));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback<Navigate>((to, options) => {
    const next = splitUrl(to, window.location.href);
    const current = fromWindow(0, 'POP');
    const navigationType = navigationTypeFor(current, next, options);
    const url = `${next.pathname}${next.search ? `?${next.search}` : ''}${next.hash}`;
    if (navigationType === 'REPLACE') window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    startTransition(() =>
      setLocation((shown) => ({
        pathname: next.pathname,
        search: next.search,
        key: shown.key + 1,
        navigationType,
      })),
    );
  }, []);

  const state = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RoutingProvider state={state}>{children}</RoutingProvider>;
}

/** A history held in memory, for tests: `initialEntries[0]` is where it starts. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [location, setLocation] = useState<AppLocation>(() => {
    const start = splitUrl(initialEntries[0] ?? '/', 'http://memory');
    return { pathname: start.pathname, search: start.search, key: 0, navigationType: 'POP' };
  });
  const navigate = useCallback<Navigate>((to, options) => {
    startTransition(() =>
      setLocation((shown) => {
        const next = splitUrl(to, `http://memory${shown.pathname}`);
        return { ...next, key: shown.key + 1, navigationType: navigationTypeFor(shown, next, options) };
      }),
    );
  }, []);
  const state = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RoutingProvider state={state}>{children}</RoutingProvider>;
}

const ignoreNavigation: Navigate = () => undefined;

/** A fixed location, for rendering a page to HTML at build time. */
export function StaticRouter({ location: path, children }: { location: string; children: ReactNode }) {
  const state = useMemo(() => {
    const { pathname, search } = splitUrl(path, 'http://static');
    return {
      location: { pathname, search, key: 0, navigationType: 'POP' as const },
      navigate: ignoreNavigation,
    };
  }, [path]);
  return <RoutingProvider state={state}>{children}</RoutingProvider>;
}

export const useLocation = (): AppLocation => useLocationState().location;

export const useNavigate = (): Navigate => useLocationState().navigate;

/** The query as URLSearchParams, and a setter that replaces or pushes the whole query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: (current: URLSearchParams) => string | URLSearchParams, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useLocationState();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: (current: URLSearchParams) => string | URLSearchParams, options?: NavigateOptions) => {
      const query = new URLSearchParams(next(new URLSearchParams(location.search))).toString();
      navigate(`${location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [location.pathname, location.search, navigate],
  );
  return [params, setParams];
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'children'>;

export interface LinkProps extends AnchorProps {
  to: string;
  className?: string;
  children?: ReactNode;
}

/** An in-app link: a real `<a href>` that navigates without a reload on a plain click. */
export function Link({ to, ...rest }: LinkProps) {
  return <WouterLink href={to} {...rest} />;
}

export interface NavLinkProps extends AnchorProps {
  to: string;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
}

/** A link that knows when its page is the one shown (exact path), marked `aria-current="page"`. */
export function NavLink({ to, className, children, ...rest }: NavLinkProps) {
  const isActive = useLocation().pathname === to;
  return (
    <WouterLink
      href={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...rest}
    >
      {typeof children === 'function' ? children({ isActive }) : children}
    </WouterLink>
  );
}

export { Route, Switch } from 'wouter';
