import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Profile, defaultProfile } from '@core/profile/profile';
import { greetingFor } from '@core/profile/greeting';
import { AvailablePathsContext } from '@/lib/navigation/available-paths';
import { PageHeader } from './page-header';

const profileState: { profile: Profile } = { profile: defaultProfile() };
vi.mock('@/lib/profile/use-profile', () => ({
  useProfile: () => ({ profile: profileState.profile, update: vi.fn(), reset: vi.fn(), isComplete: false }),
}));

describe('PageHeader', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2025, 2, 10, 9, 5, 30) });
    profileState.profile = defaultProfile();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows title, subtitle and the live local date and time', () => {
    render(<PageHeader title="Daily Horoscope" subtitle="What today holds" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Daily Horoscope' })).toBeTruthy();
    expect(screen.getByText('What today holds')).toBeTruthy();
    const time = document.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2025-03-10T09:05');
    expect(time?.textContent).toBe('Monday, March 10, 2025 · 9:05 AM');

    act(() => vi.advanceTimersByTime(30_000));
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe('2025-03-10T09:06');
    act(() => vi.advanceTimersByTime(60_000));
    expect(document.querySelector('time')?.textContent).toBe('Monday, March 10, 2025 · 9:07 AM');
  });

  it('welcomes the visitor by name with birth details, element and date range', () => {
    profileState.profile = {
      ...defaultProfile(),
      name: 'Ana',
      zodiacSign: 'leo',
      birthDate: '1990-08-05',
      birthTime: '14:30',
      birthPlace: 'Lisbon',
      totalReadings: 3,
    };
    render(<PageHeader title="Daily Horoscope" />);
    const welcome = screen.getByRole('region', { name: 'Welcome' });
    expect(welcome.textContent).toContain(greetingFor(9, 3, 'Ana'));
    expect(welcome.textContent).toContain('Born:August 5, 1990');
    expect(welcome.textContent).toContain('Time:14:30');
    expect(welcome.textContent).toContain('Place:Lisbon');
    expect(welcome.textContent).toContain('Leo · Fire sign · Jul 23-Aug 22');
  });

  it('greets an anonymous visitor and points to the profile page when it exists', () => {
    render(
      <MemoryRouter>
        <AvailablePathsContext value={new Set(['/profile'])}>
          <PageHeader title="Daily Horoscope" />
        </AvailablePathsContext>
      </MemoryRouter>,
    );
    const welcome = screen.getByRole('region', { name: 'Welcome' });
    expect(welcome.textContent).toContain(greetingFor(9, 0));
    expect(screen.getByRole('link', { name: 'Add your details' }).getAttribute('href')).toBe('/profile');
    expect(welcome.textContent).not.toContain('Born:');
  });

  it('leaves out the profile link while that page does not exist', () => {
    render(<PageHeader title="Daily Horoscope" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('PageHeader, prerendered', () => {
  it('names no time of day and keeps the date line’s place until the browser knows the clock', async () => {
    // Fresh modules: earlier tests here ran in "the browser", which marks hydration as done.
    vi.resetModules();
    const { renderToString } = await import('react-dom/server');
    const { MemoryRouter: FreshRouter } = await import('@/lib/navigation/router');
    const { PageHeader: FreshHeader } = await import('./page-header');
    const html = renderToString(
      <FreshRouter>
        <FreshHeader title="Daily Horoscope" />
      </FreshRouter>,
    );
    expect(html).toContain(greetingFor(null, 0));
    expect(html).not.toMatch(/Good (morning|afternoon|evening)/);
    expect(html).not.toContain('<time');
    expect(html).toContain('<p class="mt-2 text-sm text-violet-200/85">\u00a0</p>');
  });
});
