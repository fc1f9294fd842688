import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { MemoryRouter, Route, Switch } from '@/lib/navigation/router';
import { LocationProbe, routerHandle } from '@/testing/location-probe';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Profile, defaultProfile } from '@core/profile/profile';
import { routeTable } from './paths';
import { SideMenu } from './side-menu';

const profileState: { profile: Profile } = { profile: defaultProfile() };
const sound = { enabled: true, setEnabled: vi.fn() };

vi.mock('@/lib/profile/use-profile', () => ({
  useProfile: () => ({ profile: profileState.profile, update: vi.fn(), reset: vi.fn(), isComplete: false }),
}));
vi.mock('@/lib/sound/use-sound', () => ({ useSoundSetting: () => sound }));

const routes = [routeTable.home, routeTable.daily, routeTable.weekly];

function Shell() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={buttonRef} type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <SideMenu
        id="menu"
        open={open}
        onClose={() => setOpen(false)}
        returnFocusTo={buttonRef}
        routes={routes}
      />
      <Switch>
        <Route path="/">
          <p>Home page</p>
        </Route>
        <Route path="/daily">
          <p>Daily page</p>
        </Route>
        <Route path="/weekly">
          <p>Weekly page</p>
        </Route>
      </Switch>
    </>
  );
}

function renderMenu() {
  const { handle: router, onChange } = routerHandle();
  render(
    <MemoryRouter initialEntries={['/']}>
      <Shell />
      <LocationProbe onChange={onChange} />
    </MemoryRouter>,
  );
  const open = () => fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return { router, open };
}

const pressKey = (key: string, options: { shiftKey?: boolean } = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...options });

describe('SideMenu', () => {
  beforeEach(() => {
    profileState.profile = defaultProfile();
    sound.enabled = true;
    sound.setEnabled.mockReset();
  });

  it('is a labelled modal dialog that takes focus and locks page scroll while open', () => {
    const { open } = renderMenu();
    expect(screen.queryByRole('dialog')).toBeNull();
    open();
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.id).toBe('menu');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.body.classList.contains('scroll-locked')).toBe(true);
  });

  it('lists every given page with its short description', () => {
    const { open } = renderMenu();
    open();
    const nav = screen.getByRole('navigation', { name: 'All pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/daily', '/weekly']);
    expect(within(nav).getByText(routeTable.daily.description)).toBeTruthy();
  });

  it('closes on Escape, returns focus to the menu button and unlocks scrolling', () => {
    const { open } = renderMenu();
    open();
    pressKey('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
  });

  it('closes on a tap outside the panel', () => {
    const { open } = renderMenu();
    open();
    fireEvent.click(screen.getByTestId('side-menu-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab and Shift+Tab cycling inside the dialog', () => {
    const { open } = renderMenu();
    open();
    const closeButton = screen.getByRole('button', { name: 'Close menu' });
    const soundSwitch = screen.getByRole('switch', { name: 'Sound notifications' });

    soundSwitch.focus();
    pressKey('Tab');
    expect(document.activeElement).toBe(closeButton);

    pressKey('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(soundSwitch);

    // Focus that somehow escaped is pulled back in.
    screen.getByRole('button', { name: 'Open menu', hidden: true }).focus();
    pressKey('Tab');
    expect(document.activeElement).toBe(closeButton);
  });

  it('closes when a page is chosen and navigates there', async () => {
    const { router, open } = renderMenu();
    open();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: /Daily Horoscope/ }));
    });
    expect(router.location.pathname).toBe('/daily');
    expect(screen.getByText('Daily page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows name, sign emoji, consultations and focus when the profile has a name', () => {
    profileState.profile = {
      ...defaultProfile(),
      name: 'Ana',
      zodiacSign: 'leo',
      totalReadings: 7,
      currentFocus: 'A new job',
    };
    const { open } = renderMenu();
    open();
    const summary = screen.getByRole('region', { name: 'Your profile' });
    expect(within(summary).getByText('Ana')).toBeTruthy();
    expect(within(summary).getByRole('img', { name: 'Leo' }).textContent).toBe('🦁');
    expect(within(summary).getByText('7 consultations')).toBeTruthy();
    expect(summary.textContent).toContain('Focus: A new job');
  });

  it('hides the profile box while the profile has no name', () => {
    profileState.profile = { ...defaultProfile(), zodiacSign: 'leo', totalReadings: 3 };
    const { open } = renderMenu();
    open();
    expect(screen.queryByRole('region', { name: 'Your profile' })).toBeNull();
  });

  it('has a real sound-notification switch', () => {
    const { open } = renderMenu();
    open();
    const soundSwitch = screen.getByRole('switch', { name: 'Sound notifications' });
    expect(soundSwitch.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(soundSwitch);
    expect(sound.setEnabled).toHaveBeenCalledWith(false);
  });
});
