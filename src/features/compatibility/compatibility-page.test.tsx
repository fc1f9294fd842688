import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadingRequest } from '@core/features/reading-request';
import { defaultProfile } from '@core/profile/profile';
import { localIsoDate } from '@core/time/calendar-date';
import type { ReadingState } from '@/lib/reading/use-reading';
import { pageDoubles } from '@/testing/reading-page-doubles';
import CompatibilityPage from './compatibility-page';

vi.mock('@/lib/profile/use-profile', async () =>
  (await import('@/testing/reading-page-doubles')).profileHookDouble(),
);

const readingState: { next: ReadingState } = { next: { status: 'loading' } };
const readingRequests: (ReadingRequest | null)[] = [];
vi.mock('@/lib/reading/use-reading', () => ({
  useReading: (request: ReadingRequest | null) => {
    readingRequests.push(request);
    return request ? readingState.next : { status: 'idle' };
  },
}));

const renderPage = (url = '/compatibility') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <CompatibilityPage />
    </MemoryRouter>,
  );
const grid = (name: string) => screen.getByRole('group', { name });
const signIn = (gridName: string, sign: RegExp) =>
  Array.from(grid(gridName).querySelectorAll('button')).find((button) => sign.test(button.textContent ?? ''));
const checkButton = () => screen.queryByRole('button', { name: 'Check Compatibility' });

describe('CompatibilityPage', () => {
  beforeEach(() => {
    pageDoubles.profile = defaultProfile();
    readingState.next = { status: 'done', text: 'You two meet well.', source: 'offline', interrupted: false };
    readingRequests.length = 0;
  });

  it('shows "Check Compatibility" only once both signs are chosen, and reads the pair in order', () => {
    renderPage();
    expect(grid('First Sign')).toBeTruthy();
    expect(checkButton()).toBeNull();
    fireEvent.click(signIn('First Sign', /Leo/) as HTMLElement);
    expect(checkButton()).toBeNull();
    fireEvent.click(signIn('Second Sign', /Aries/) as HTMLElement);
    expect(readingRequests.at(-1)).toBeNull();
    fireEvent.click(checkButton() as HTMLElement);
    expect(readingRequests.at(-1)).toEqual({
      feature: 'compatibility',
      firstSign: 'leo',
      secondSign: 'aries',
      date: localIsoDate(),
    });
    expect(screen.getByRole('heading', { name: /Leo & .*Aries/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '♌ Leo and ♈ Aries by the rules' })).toBeTruthy();
    expect(screen.getByText(/for reflection, not a verdict/)).toBeTruthy();
  });

  it('labels the first grid with the profile sign and starts from it', () => {
    pageDoubles.profile = { ...defaultProfile(), zodiacSign: 'virgo' };
    renderPage();
    expect(grid('Your Sign (Virgo)')).toBeTruthy();
    expect(signIn('Your Sign (Virgo)', /Virgo/)?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(signIn('Your Sign (Virgo)', /Libra/) as HTMLElement);
    expect(grid('First Sign')).toBeTruthy();
  });

  it('disables the button while the reading loads', () => {
    readingState.next = { status: 'loading' };
    renderPage();
    fireEvent.click(signIn('First Sign', /Cancer/) as HTMLElement);
    fireEvent.click(signIn('Second Sign', /Pisces/) as HTMLElement);
    fireEvent.click(checkButton() as HTMLElement);
    expect((checkButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('clears the result when a sign changes, until the pair is checked again', () => {
    renderPage();
    fireEvent.click(signIn('First Sign', /Leo/) as HTMLElement);
    fireEvent.click(signIn('Second Sign', /Aries/) as HTMLElement);
    fireEvent.click(checkButton() as HTMLElement);
    fireEvent.click(signIn('Second Sign', /Taurus/) as HTMLElement);
    expect(readingRequests.at(-1)).toBeNull();
    expect(screen.queryByRole('heading', { name: /by the rules/ })).toBeNull();
  });

  it('opens a checked pair from its link with the reading, as Back and a reload need (issue 26)', () => {
    renderPage('/compatibility?first=leo&second=aries&checked=yes');
    expect(readingRequests.at(-1)).toMatchObject({ firstSign: 'leo', secondSign: 'aries' });
    expect(screen.getByRole('heading', { name: /Leo & .*Aries/ })).toBeTruthy();
  });

  it('keeps the profile’s first sign in a checked pair’s link, and shows nothing for a half pair', () => {
    pageDoubles.profile = { ...defaultProfile(), zodiacSign: 'virgo' };
    const { unmount } = renderPage('/compatibility?second=aries&checked=yes');
    expect(readingRequests.at(-1)).toMatchObject({ firstSign: 'virgo', secondSign: 'aries' });
    unmount();
    pageDoubles.profile = defaultProfile();
    renderPage('/compatibility?first=leo&second=%3Cscript%3E&checked=yes');
    expect(readingRequests.at(-1)).toBeNull();
    expect(screen.getByText('Choose two signs')).toBeTruthy();
  });

  it('links to the advanced analysis', () => {
    renderPage();
    expect(screen.getByRole('link', { name: /Advanced Analysis/ }).getAttribute('href')).toBe(
      '/relationship-analysis',
    );
  });
});
