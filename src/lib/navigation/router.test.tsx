import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LocationProbe, routerHandle } from '@/testing/location-probe';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Route,
  StaticRouter,
  Switch,
  useSearchParams,
} from './router';

const pages = (
  <Switch>
    <Route path="/">
      <h1>Home</h1>
    </Route>
    <Route path="/daily">
      <h1>Daily</h1>
    </Route>
    <Route>
      <h1>Nowhere</h1>
    </Route>
  </Switch>
);

describe('routing', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the page whose path matches, and the catch-all for any other path', () => {
    const { unmount } = render(<MemoryRouter initialEntries={['/daily']}>{pages}</MemoryRouter>);
    expect(screen.getByRole('heading').textContent).toBe('Daily');
    unmount();
    render(<MemoryRouter initialEntries={['/no-such-page']}>{pages}</MemoryRouter>);
    expect(screen.getByRole('heading').textContent).toBe('Nowhere');
  });

  it('marks only the link to the page shown with aria-current="page", matching the path exactly', () => {
    render(
      <MemoryRouter initialEntries={['/daily']}>
        <NavLink to="/" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
        <NavLink to="/daily" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          {({ isActive }) => `Daily${isActive ? ' (here)' : ''}`}
        </NavLink>
      </MemoryRouter>,
    );
    const home = screen.getByRole('link', { name: 'Home' });
    const daily = screen.getByRole('link', { name: 'Daily (here)' });
    expect(home.getAttribute('aria-current')).toBeNull();
    expect(home.className).toBe('off');
    expect(daily.getAttribute('aria-current')).toBe('page');
    expect(daily.className).toBe('on');
  });

  it('pushes a new entry for a link to another page, and replaces for a link to the page shown', () => {
    const { handle, onChange } = routerHandle();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/daily">Daily</Link>
        <Link to="/">Home</Link>
        {pages}
        <LocationProbe onChange={onChange} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Daily' }));
    expect(screen.getByRole('heading').textContent).toBe('Daily');
    expect(handle.location).toMatchObject({ pathname: '/daily', navigationType: 'PUSH', key: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Daily' }));
    expect(handle.location).toMatchObject({ pathname: '/daily', navigationType: 'REPLACE', key: 2 });
  });

  it('keeps the page on screen while the next page’s code is still loading', async () => {
    let arrive: (module: { default: () => React.ReactNode }) => void = () => undefined;
    const SlowPage = lazy(
      () => new Promise<{ default: () => React.ReactNode }>((resolve) => (arrive = resolve)),
    );
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/slow">Slow</Link>
        <Suspense fallback={<p>Loading…</p>}>
          <Switch>
            <Route path="/">
              <h1>Home</h1>
            </Route>
            <Route path="/slow">
              <SlowPage />
            </Route>
          </Switch>
        </Suspense>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Slow' }));
    expect(screen.getByRole('heading').textContent).toBe('Home');
    expect(screen.queryByText('Loading…')).toBeNull();
    await act(async () => arrive({ default: () => <h1>Slow page</h1> }));
    expect(screen.getByRole('heading').textContent).toBe('Slow page');
  });

  it('follows the address bar: a link pushes a history entry, and Back is a POP', () => {
    const { handle, onChange } = routerHandle();
    render(
      <BrowserRouter>
        <Link to="/daily?sign=leo">Daily</Link>
        {pages}
        <LocationProbe onChange={onChange} />
      </BrowserRouter>,
    );
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Daily' }));
    expect(window.location.pathname + window.location.search).toBe('/daily?sign=leo');
    expect(window.history.length).toBe(entries + 1);
    expect(handle.location).toMatchObject({ pathname: '/daily', search: 'sign=leo', navigationType: 'PUSH' });
    expect(screen.getByRole('heading').textContent).toBe('Daily');

    act(() => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(handle.location).toMatchObject({ pathname: '/', search: '', navigationType: 'POP' });
    expect(screen.getByRole('heading').textContent).toBe('Home');
  });

  it('leaves a click with a modifier key to the browser (a new tab), navigating nowhere', () => {
    const { handle, onChange } = routerHandle();
    render(
      <MemoryRouter>
        <Link to="/daily">Daily</Link>
        <LocationProbe onChange={onChange} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Daily' }), { ctrlKey: true });
    expect(handle.location.pathname).toBe('/');
  });

  it('reads and writes the query, replacing the entry when asked', () => {
    const { handle, onChange } = routerHandle();
    function Query() {
      const [params, setParams] = useSearchParams();
      return (
        <button
          type="button"
          onClick={() => setParams((current) => `${current.toString()}&b=2`, { replace: true })}
        >
          {params.get('a')}
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/library?a=1']}>
        <Query />
        <LocationProbe onChange={onChange} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    expect(handle.location).toMatchObject({
      pathname: '/library',
      search: 'a=1&b=2',
      navigationType: 'REPLACE',
    });
  });

  it('renders a fixed location to HTML, for the prerender', () => {
    const html = renderToString(
      <StaticRouter location="/daily">
        <NavLink to="/daily">Daily</NavLink>
        {pages}
      </StaticRouter>,
    );
    expect(html).toContain('<h1>Daily</h1>');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('href="/daily"');
  });
});
