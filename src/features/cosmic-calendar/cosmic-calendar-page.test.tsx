import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultProfile } from '@core/profile/profile';
import type { SkyEvent } from '@core/sky/events';
import { localIsoDate } from '@core/time/calendar-date';
import { pageDoubles } from '@/testing/reading-page-doubles';
import CosmicCalendarPage from './cosmic-calendar-page';

vi.mock('@/lib/profile/use-profile', async () =>
  (await import('@/testing/reading-page-doubles')).profileHookDouble(),
);

vi.mock('@/lib/reading/use-reading', async () =>
  (await import('@/testing/reading-page-doubles')).readingHookDouble('Your month ahead.'),
);

const fullMoon: SkyEvent = { type: 'full-moon', utc: new Date().toISOString(), body: 'moon', sign: 'gemini' };
// Ten days on: past the week the timeline lists before the visitor asks for the whole window.
const laterNewMoon: SkyEvent = {
  type: 'new-moon',
  utc: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  body: 'moon',
  sign: 'sagittarius',
};
vi.mock('./use-sky-timeline', () => ({
  TIMELINE_DAYS: 30,
  useSkyTimeline: () => ({
    status: 'ready',
    events: [fullMoon, laterNewMoon],
    explainer: {
      describeEvent: (event: SkyEvent) =>
        event.type === 'full-moon' ? 'Full Moon in Gemini' : 'New Moon in Sagittarius',
      eventMeaningForSign: (_event: SkyEvent, sign: string) => `Meaning for ${sign}: your 7th house.`,
    },
  }),
}));

const renderPage = () =>
  render(
    <MemoryRouter>
      <CosmicCalendarPage />
    </MemoryRouter>,
  );

const { lastRequest } = pageDoubles;

describe('CosmicCalendarPage', () => {
  beforeEach(() => {
    pageDoubles.reset();
  });

  it('alerts with the spec text when a category is chosen before a sign', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Moon Phases/ }));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Please select your zodiac sign first to receive personalized cosmic guidance.',
    );
    expect(screen.getByRole('button', { name: /Moon Phases/ }).getAttribute('aria-pressed')).toBe('false');
    expect(lastRequest()).toBeNull();
  });

  it('shows eight categories and loads the chosen one for the chosen sign, reloading on a new sign', () => {
    renderPage();
    expect(
      screen.getByRole('heading', { name: 'Choose what to explore' }).parentElement?.querySelectorAll('li'),
    ).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: /Leo/ }));
    fireEvent.click(screen.getByRole('button', { name: /Moon Phases/ }));
    expect(lastRequest()).toEqual({
      feature: 'cosmic-calendar',
      sign: 'leo',
      category: 'moon-phases',
      date: localIsoDate(),
    });
    expect(screen.getByRole('heading', { name: /Leo · Moon Phases/ })).toBeTruthy();
    expect(screen.getByText('30-day reading for Leo')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Aries/ }));
    expect(lastRequest()).toEqual({
      feature: 'cosmic-calendar',
      sign: 'aries',
      category: 'moon-phases',
      date: localIsoDate(),
    });
  });

  it('uses the profile sign when none is chosen', () => {
    pageDoubles.profile = { ...defaultProfile(), zodiacSign: 'pisces' };
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Eclipse Season/ }));
    expect(lastRequest()).toMatchObject({ sign: 'pisces', category: 'eclipse-season' });
  });

  it('expands an event into what it means for the sign, or asks for a sign first', () => {
    renderPage();
    const row = screen.getByRole('button', { name: /Full Moon in Gemini/ });
    expect(row.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(row);
    expect(row.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/Pick your zodiac sign above/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Virgo/ }));
    expect(screen.getByRole('heading', { name: 'What it means for Virgo' })).toBeTruthy();
    expect(screen.getByText('Meaning for virgo: your 7th house.')).toBeTruthy();
  });

  it('lists the first week of events until the visitor asks for all thirty days', () => {
    renderPage();
    expect(screen.queryByRole('button', { name: /New Moon in Sagittarius/ })).toBeNull();
    const more = screen.getByRole('button', { name: 'Show all 30 days (1 more event)' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: /New Moon in Sagittarius/ })).toBeTruthy();
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show only the first 7 days' }));
    expect(screen.queryByRole('button', { name: /New Moon in Sagittarius/ })).toBeNull();
  });

  it('teaches new moon, full moon, transits and eclipses', () => {
    renderPage();
    const lessons = screen.getByRole('region', { name: 'Understanding the sky' });
    for (const title of ['New Moon', 'Full Moon', 'Transits', 'Eclipses'])
      expect(lessons.textContent).toContain(title);
  });
});
