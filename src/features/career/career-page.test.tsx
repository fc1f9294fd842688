import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type CareerTileId, careerTiles } from '@core/features/career/career-tiles';
import { defaultProfile } from '@core/profile/profile';
import { localIsoDate } from '@core/time/calendar-date';
import { pageDoubles } from '@/testing/reading-page-doubles';
import CareerPage from './career-page';

vi.mock('@/lib/profile/use-profile', async () =>
  (await import('@/testing/reading-page-doubles')).profileHookDouble(),
);

vi.mock('@/lib/reading/use-reading', async () =>
  (await import('@/testing/reading-page-doubles')).readingHookDouble('Your working day ahead.'),
);

const renderPage = () =>
  render(
    <MemoryRouter>
      <CareerPage />
    </MemoryRouter>,
  );

const tileButton = (tile: CareerTileId) =>
  screen.getByRole('button', { name: new RegExp(`^${careerTiles[tile].title}`) });
const { lastRequest } = pageDoubles;

describe('CareerPage', () => {
  beforeEach(() => {
    pageDoubles.reset();
  });

  it('shows thirteen tiles under Career, Finance and Life Purpose', () => {
    renderPage();
    const counts = ['Career', 'Finance', 'Life Purpose'].map(
      (name) => within(screen.getByRole('region', { name: new RegExp(name) })).getAllByRole('button').length,
    );
    expect(counts).toEqual([5, 5, 3]);
  });

  it('keeps the tiles inert without a sign, explaining why, and raises no alert', () => {
    renderPage();
    const tile = tileButton('career-path');
    expect(tile.getAttribute('aria-disabled')).toBe('true');
    const hint = document.getElementById(tile.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Choose your sign above to open a reading.');
    fireEvent.click(tile);
    expect(tile.getAttribute('aria-pressed')).toBe('false');
    expect(lastRequest()).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Choose a reading to begin' })).toBeTruthy();
  });

  it('loads the chosen tile for the chosen sign with the visitor’s date, reloading on a new sign', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Taurus/ }));
    expect(tileButton('finance-weekly').getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(tileButton('finance-weekly'));
    expect(lastRequest()).toEqual({
      feature: 'career',
      sign: 'taurus',
      tile: 'finance-weekly',
      date: localIsoDate(),
    });
    expect(tileButton('finance-weekly').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: /Taurus · Money This Week/ })).toBeTruthy();
    expect(screen.getByText(/^Weekly reading for Taurus, /)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Scorpio/ }));
    expect(lastRequest()).toMatchObject({ sign: 'scorpio', tile: 'finance-weekly' });
  });

  it('uses the profile sign when none is chosen', () => {
    pageDoubles.profile = { ...defaultProfile(), zodiacSign: 'aquarius' };
    renderPage();
    fireEvent.click(tileButton('talent-identification'));
    expect(lastRequest()).toMatchObject({ sign: 'aquarius', tile: 'talent-identification' });
    expect(screen.getByText(/^Daily reading for Aquarius, /)).toBeTruthy();
  });

  it('says beside the money tiles that they never advise on what to buy, sell or invest in', () => {
    renderPage();
    const finance = screen.getByRole('region', { name: /Finance/ });
    expect(finance.textContent).toMatch(/never name anything to buy, sell or invest in/);
  });
});
