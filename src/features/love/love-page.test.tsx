import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultProfile } from '@core/profile/profile';
import { localIsoDate } from '@core/time/calendar-date';
import { pageDoubles } from '@/testing/reading-page-doubles';
import LovePage from './love-page';

vi.mock('@/lib/profile/use-profile', async () =>
  (await import('@/testing/reading-page-doubles')).profileHookDouble(),
);

vi.mock('@/lib/reading/use-reading', async () =>
  (await import('@/testing/reading-page-doubles')).readingHookDouble('Venus smiles on you.'),
);

const renderPage = () =>
  render(
    <MemoryRouter>
      <LovePage />
    </MemoryRouter>,
  );

const { lastRequest } = pageDoubles;
const focusTile = (name: RegExp) => screen.getByRole('button', { name });

describe('LovePage', () => {
  beforeEach(() => {
    pageDoubles.reset();
  });

  it('alerts with the spec text when a focus is chosen before a sign, and loads nothing', () => {
    renderPage();
    fireEvent.click(focusTile(/^Romance/));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Please select your zodiac sign first to receive personalized love guidance.',
    );
    expect(focusTile(/^Romance/).getAttribute('aria-pressed')).toBe('false');
    expect(lastRequest()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Choose a focus to begin' })).toBeTruthy();
  });

  it('shows three focus tiles and loads the chosen focus for the chosen sign and today', () => {
    renderPage();
    const tiles = screen
      .getByRole('heading', { name: 'Choose your focus' })
      .parentElement?.querySelectorAll('li');
    expect(tiles).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: /Libra/ }));
    expect(lastRequest()).toBeNull();
    fireEvent.click(focusTile(/^Self-Love/));
    expect(lastRequest()).toEqual({
      feature: 'love',
      sign: 'libra',
      focus: 'self-love',
      date: localIsoDate(),
    });
    expect(focusTile(/^Self-Love/).getAttribute('aria-pressed')).toBe('true');
    expect(focusTile(/^Romance/).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('heading', { name: /Libra · Self-Love/ })).toBeTruthy();
    // A reading without its own headline: the subtitle would only repeat the title (issue 26).
    expect(screen.queryByText('Self-Love reading for Libra')).toBeNull();
  });

  it('reloads for another focus or another sign', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Aries/ }));
    fireEvent.click(focusTile(/^Romance/));
    fireEvent.click(focusTile(/^Relationships/));
    expect(lastRequest()).toMatchObject({ sign: 'aries', focus: 'relationships' });
    fireEvent.click(screen.getByRole('button', { name: /Pisces/ }));
    expect(lastRequest()).toMatchObject({ sign: 'pisces', focus: 'relationships' });
  });

  it('uses the profile sign when none is chosen, so a focus loads at once', () => {
    pageDoubles.profile = { ...defaultProfile(), zodiacSign: 'capricorn' };
    renderPage();
    fireEvent.click(focusTile(/^Romance/));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(lastRequest()).toMatchObject({ feature: 'love', sign: 'capricorn', focus: 'romance' });
  });
});
