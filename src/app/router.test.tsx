import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultProfile } from '@core/profile/profile';
import { AppRoutes } from './router';
import { availableTabs } from './routes';

vi.mock('@/lib/profile/use-profile', () => ({
  useProfile: () => ({ profile: defaultProfile(), update: vi.fn(), reset: vi.fn(), isComplete: false }),
}));
vi.mock('@/lib/sound/use-sound', () => ({ useSoundSetting: () => ({ enabled: true, setEnabled: vi.fn() }) }));
// Stand-ins for the lead's pages: this test is about the shell around them.
vi.mock('@/features/home/home-page', () => ({ default: () => <h1>Home test page</h1> }));
vi.mock('@/features/horoscope/daily-page', () => ({ default: () => <h1>Daily test page</h1> }));

function renderApp(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe('app router and shell', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('renders the shell landmarks around a page, with a skip link to main', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Home test page' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('contentinfo').textContent).toContain(
      'your profile is saved only on this device, never on our server',
    );
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    // The title is set in an effect, which may land a tick after the heading.
    await waitFor(() => expect(document.title).toBe('Cosmic Guide · Your personal astrology guide'));
  });

  it('shows the not-found page for unknown paths', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Lost among the stars' })).toBeTruthy();
    // The title is set in an effect, which may land a tick after the heading.
    await waitFor(() => expect(document.title).toBe('Page not found · Cosmic Guide'));
  });

  it('shows only tabs whose page exists, in spec order', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Home test page' });
    const [tabBar] = screen.getAllByRole('navigation', { name: 'Primary' }).slice(-1);
    if (!tabBar) throw new Error('tab bar missing');
    const labels = within(tabBar)
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(/[^A-Za-z]/g, ''));
    expect(labels).toEqual(availableTabs.map((tab) => tab.label));
    expect(labels.slice(0, 2)).toEqual(['Home', 'Daily']);
    expect(within(tabBar).getByRole('link', { name: /Home/ }).getAttribute('aria-current')).toBe('page');
  });

  it('titles each page, scrolls to the top and focuses main on navigation', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Home test page' });
    const [tabBar] = screen.getAllByRole('navigation', { name: 'Primary' }).slice(-1);
    await act(async () => {
      fireEvent.click(within(tabBar as HTMLElement).getByRole('link', { name: /Daily/ }));
    });
    expect(await screen.findByRole('heading', { name: 'Daily test page' })).toBeTruthy();
    // The title is set in an effect, which may land a tick after the heading.
    await waitFor(() => expect(document.title).toBe('Daily Horoscope · Cosmic Guide'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('opens the side menu from the header button and makes the page behind it inert', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Home test page' });
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    // Its code arrives with the first tap, not with the page.
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    fireEvent.click(menuButton);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(menuButton.getAttribute('aria-controls')).toBe(dialog.id);
    expect(menuButton.closest('[inert]')).not.toBeNull();
    expect(within(dialog).getByRole('link', { name: /Daily Horoscope/ })).toBeTruthy();
  });
});
