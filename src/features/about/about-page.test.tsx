import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Profile, defaultProfile } from '@core/profile/profile';
import { type SitePage, SitePagesContext } from '@/lib/navigation/site-pages';
import { STORAGE_KEYS } from '@/lib/privacy/storage-keys';
import AboutPage from './about-page';
import { toolsOf } from './about-tools';

const profileState: { profile: Profile } = { profile: defaultProfile() };
vi.mock('@/lib/profile/use-profile', () => ({
  useProfile: () => ({ profile: profileState.profile, update: vi.fn(), reset: vi.fn(), isComplete: false }),
}));

const page = (path: string, title: string): SitePage => ({
  path,
  title,
  description: `What ${title} does`,
  emoji: '✨',
});
const PAGES = [
  page('/', 'Home'),
  page('/daily', 'Daily Horoscope'),
  page('/love', 'Love'),
  page('/about', 'About'),
  page('/tarot', 'Tarot'),
];

const renderPage = (pages: readonly SitePage[] = PAGES) =>
  render(
    <MemoryRouter>
      <SitePagesContext value={pages}>
        <AboutPage />
      </SitePagesContext>
    </MemoryRouter>,
  );

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('toolsOf', () => {
  it('keeps every page but Home and About, in order', () => {
    expect(toolsOf(PAGES).map((tool) => tool.path)).toEqual(['/daily', '/love', '/tarot']);
  });
});

describe('AboutPage', () => {
  beforeEach(() => {
    profileState.profile = defaultProfile();
  });

  it('has the mission, numbers, tools, privacy, ethics, community and credits sections', () => {
    renderPage();
    for (const title of [
      'Our mission',
      'Cosmic Guide in numbers',
      'The 3 tools',
      'Your privacy',
      'Ethics',
      'Community',
      'Credits',
    ]) {
      expect(section(title)).toBeTruthy();
    }
  });

  it('lists each tool it is given, with its description and a link', () => {
    renderPage();
    const tools = section(/tools$/);
    const links = within(tools).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/daily', '/love', '/tarot']);
    expect(tools.textContent).toContain('What Love does');
  });

  it('shows only true figures: the tool count, this device’s readings, the twelve signs, no trackers', () => {
    profileState.profile = { ...defaultProfile(), totalReadings: 1234 };
    renderPage();
    const numbers = section('Cosmic Guide in numbers');
    const values = within(numbers)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['3', '1,234', '12', '0']);
    expect(numbers.textContent).toContain('readings on this device');
    expect(document.body.textContent).not.toMatch(/50,000|1M\+|4\.9|over 25/);
  });

  it('describes My Sky, the calendar files and the share picture, folded under the mission', () => {
    renderPage();
    const mission = section('Our mission');
    const folded = within(mission).getByText('Your own sky, in your calendar and shared').closest('details');
    expect(folded?.open).toBe(false);
    expect(within(mission).getByRole('link', { name: 'My Sky', hidden: true }).getAttribute('href')).toBe(
      '/my-sky',
    );
    const text = folded?.textContent ?? '';
    expect(text).toMatch(/Add to calendar \(\.ics\)/);
    expect(text).toMatch(/\/calendar\/sky\.ics\?sign=leo/);
    expect(text).toMatch(
      /“Share” on any reading draws its title and first lines on a picture made on your device/,
    );
  });

  it('says what is saved in the browser, what the server sees, and that the key never leaves it', () => {
    renderPage();
    const privacy = section('Your privacy').textContent ?? '';
    expect(privacy).toMatch(
      /profile .*your chat with the guides \(its last 100 messages, until you forget it\)/,
    );
    expect(privacy).toMatch(
      /dream journal, your past\s+tarot draws and today’s angelic message \(for two hours\)/,
    );
    expect(privacy).toContain('A message the chat answers with crisis help is never saved.');
    // Every key the app stores is listed, with how to clear it.
    for (const row of STORAGE_KEYS) expect(privacy).toContain(`${row.label}: ${row.holds}.`);
    // The server sees personal details when a reading is about them, and keeps none.
    expect(privacy).toMatch(/a chat message with the last\s+few turns/);
    expect(privacy).toMatch(/keeps none of them/);
    expect(privacy).toMatch(/A friend link\..*after the “#” of a link\. Browsers never send that part/s);
    expect(privacy).not.toMatch(/never reach our server|Only the structured request/);
    expect(privacy).toMatch(/provider key lives only in\s+the server’s settings and never leaves it/);
    expect(privacy).toMatch(/no cookies, no analytics/);
  });

  it('mentions the chat’s crisis resources only when the chat page exists', () => {
    renderPage();
    expect(section('Ethics').textContent).not.toContain('Astrologer Chat');
    expect(section('Ethics').textContent).toMatch(/not medical, legal, psychological or\s+financial advice/);
  });

  it('credits GeoNames under CC BY 4.0 and Astronomy Engine under MIT, with links', () => {
    renderPage([...PAGES, page('/chat', 'Astrologer Chat')]);
    expect(section('Ethics').textContent).toContain('The Astrologer Chat points to crisis resources');
    const credits = section('Credits');
    expect(within(credits).getByRole('link', { name: 'GeoNames' }).getAttribute('href')).toBe(
      'https://www.geonames.org/',
    );
    expect(within(credits).getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by/4.0/',
    );
    expect(within(credits).getByRole('link', { name: 'Astronomy Engine' })).toBeTruthy();
    expect(credits.textContent).toContain('MIT licence');
  });
});
