import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageDoubles } from '@/testing/reading-page-doubles';
import AngelsPage from './angels-page';

vi.mock('@/lib/reading/use-reading', async () =>
  (await import('@/testing/reading-page-doubles')).readingHookDouble(
    'The angels have spoken warmly to you today.',
  ),
);
vi.mock('@/lib/profile/use-profile', async () =>
  (await import('@/testing/reading-page-doubles')).profileHookDouble(),
);
vi.mock('./use-daily-angelic-message', () => ({ useDailyAngelicMessage: () => ({ status: 'loading' }) }));

const renderPage = () =>
  render(
    <MemoryRouter>
      <AngelsPage />
    </MemoryRouter>,
  );

describe('AngelsPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    pageDoubles.reset();
  });
  afterEach(() => vi.useRealTimers());

  it('invites the visitor to choose a sign before anything can be drawn', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Connect with Your Angels' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Draw / })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Meet the Divine Angels' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Angel Communication Guide' })).toBeTruthy();
  });

  it('keeps the fifteen angels behind a disclosure until asked for, and opens it for an aligned angel', () => {
    pageDoubles.profile = { ...pageDoubles.profile, zodiacSign: 'leo' };
    renderPage();
    const disclosure = screen.getByText('Show all 15 angels').closest('details');
    expect(disclosure?.open).toBe(false);
    const aligned = screen.getByRole('region', { name: 'Angels Aligned with Leo' });
    fireEvent.click(within(aligned).getAllByRole('button')[0] as HTMLElement);
    expect(disclosure?.open).toBe(true);
    expect(screen.getByText('Hide the angels')).toBeTruthy();
    expect(within(disclosure as HTMLElement).getAllByRole('button', { name: /^Show Less/ })).toHaveLength(1);
  });

  it('starts on the profile sign and the trinity spread, with the question box only for guidance', () => {
    pageDoubles.profile = { ...pageDoubles.profile, zodiacSign: 'leo' };
    renderPage();
    const aligned = screen.getByRole('region', { name: 'Angels Aligned with Leo' });
    expect(within(aligned).getAllByRole('button').length).toBeLessThanOrEqual(6);
    expect(screen.getByRole('radio', { name: /^Trinity Spread/ })).toHaveProperty('checked', true);
    expect(screen.queryByLabelText(/Your question/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /^Angel Guidance Reading/ }));
    expect(screen.getByLabelText(/Your question/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Draw Angel Guidance Reading' })).toBeTruthy();
  });

  it('shuffles for 1500 ms, then deals five distinct angels and asks for their reading with the question', async () => {
    pageDoubles.profile = { ...pageDoubles.profile, zodiacSign: 'pisces', name: 'Ana' };
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: /^Angel Guidance Reading/ }));
    fireEvent.change(screen.getByLabelText(/Your question/), { target: { value: 'Where should I rest?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Draw Angel Guidance Reading' }));
    expect(screen.getByRole('button', { name: 'Drawing Divine Cards...' })).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(1_499));
    expect(screen.queryByRole('list', { name: 'Drawn angel cards' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    const cards = within(screen.getByRole('list', { name: 'Drawn angel cards' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByTestId('position').textContent)).toEqual([
      'Current Energy',
      'Divine Guidance',
      'Action to Take',
      'Angels Helping',
      'Blessed Outcome',
    ]);
    const request = pageDoubles.lastRequest();
    if (request?.feature !== 'angels' || request.type !== 'reading')
      throw new Error('expected an angel reading');
    expect(request).toMatchObject({
      spread: 'guidance',
      sign: 'pisces',
      name: 'Ana',
      question: 'Where should I rest?',
    });
    expect(new Set(request.angels).size).toBe(5);
    expect(screen.getAllByText('The angels have spoken warmly to you today.').length).toBeGreaterThan(0);
    expect(screen.getByTestId('main-message').textContent).toBe(
      'The angels have spoken warmly to you today.',
    );
  });
});
