import {
  type AnchorHTMLAttributes,
  type ReactNode,
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Router, Link as WouterLink } from 'wouter';
import { useHydrated } from '@/lib/hydration/use-hydrated';

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
  /**
   * The URL as the last navigation left it. `location` follows it a transition later, so two
   * changes made in one event handler build on this one, not on the render's stale query.
   */
  latestUrl: () => { pathname: string; search: string };
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
  current: { pathname: string; search: string },
  next: { pathname: string; search: string },
  options?: NavigateOptions,
) {
  const same = current.pathname === next.pathname && current.search === next.search;
  return options?.replace || same ? 'REPLACE' : 'PUSH';
}

/**
 * Another page waits in a transition (its chunk may still be loading, and the page shown stays);
 * a change of query on the page shown (a sign picked, useSearchState) commits at once, so the
 * tapped button shows as pressed in the same frame.
 */
function withinPage(currentPath: string, nextPath: string, update: () => void): void {
  if (currentPath === nextPath) update();
  else startTransition(update);
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

const windowUrl = () => ({ pathname: window.location.pathname, search: window.location.search.slice(1) });

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
    const update = () =>
      setLocation((shown) => ({
        pathname: next.pathname,
        search: next.search,
        key: shown.key + 1,
        navigationType,
      }));
    withinPage(current.pathname, next.pathname, update);
  }, []);

  const state = useMemo(() => ({ location, navigate, latestUrl: windowUrl }), [location, navigate]);
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
  const latest = useRef({ pathname: location.pathname, search: location.search });
  const navigate = useCallback<Navigate>((to, options) => {
    const current = latest.current;
    const { pathname, search } = splitUrl(to, `http://memory${current.pathname}`);
    const navigationType = navigationTypeFor(current, { pathname, search }, options);
    latest.current = { pathname, search };
    withinPage(current.pathname, pathname, () =>
      setLocation((shown) => ({ pathname, search, key: shown.key + 1, navigationType })),
    );
  }, []);
  const latestUrl = useCallback(() => latest.current, []);
  const state = useMemo(() => ({ location, navigate, latestUrl }), [location, navigate, latestUrl]);
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
      latestUrl: () => ({ pathname, search }),
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

/**
 * One piece of a page's state kept in the URL query under `key` (issue 26: a sign, a tab, a
 * pair), so Back, a reload and a shared link bring the page back as the visitor left it. Only
 * ids belong here, never anything personal (birth data, names, typed text).
 *
 * The value is `fallback` until the URL holds one of `allowed`: a missing, unknown or tampered
 * value reads as the fallback. A change replaces the history entry rather than pushing one, so
 * Back leaves the page instead of stepping through every tap; setting null or the fallback
 * removes the key. Prerendered HTML has no query, so while the page hydrates the fallback is
 * shown, and the URL's value follows in the render after (useHydrated): no mismatch.
 */
export function useSearchState<Value extends string, Fallback extends Value | null>(
  key: string,
  allowed: readonly Value[],
  fallback: Fallback,
): [Value | Fallback, (next: Value | null) => void] {
  const { location, navigate, latestUrl } = useLocationState();
  const hydrated = useHydrated();
  const raw = hydrated ? new URLSearchParams(location.search).get(key) : null;
  const value = raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as Value) : fallback;

  const pagePath = location.pathname;
  const setValue = useCallback(
    (next: Value | null) => {
      const url = latestUrl();
      // A late call from a page already left must not bring it back.
      if (url.pathname !== pagePath) return;
      const params = new URLSearchParams(url.search);
      if (next === null || next === fallback) params.delete(key);
      else params.set(key, next);
      const query = params.toString();
      if (query === url.search) return;
      navigate(`${url.pathname}${query ? `?${query}` : ''}`, { replace: true });
    },
    [key, fallback, pagePath, latestUrl, navigate],
  );
  return [value, setValue];
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
