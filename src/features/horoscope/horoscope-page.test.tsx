import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { describe, expect, it, vi } from 'vitest';
import type { ReadingRequest } from '@core/features/reading-request';
import { localIsoDate, monthYearLabel, weekRangeLabel } from '@core/time/calendar-date';
import { HoroscopePage } from './horoscope-page';

vi.mock('@/lib/reading/use-reading', () => ({
  useReading: (request: ReadingRequest | null) =>
    request
      ? // Opens with a headline, as the composer's readings do; the card shows it as its title.
        {
          status: 'done',
          text: '**A clear day for you**\n\nSpeak plainly.',
          source: 'offline',
          interrupted: false,
        }
      : { status: 'idle' },
}));

const renderPage = (period: 'daily' | 'weekly' | 'monthly', url = `/${period}`) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <HoroscopePage period={period} />
    </MemoryRouter>,
  );

const todayInWords = () =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date());

describe('HoroscopePage', () => {
  it('shows today’s date once on the daily page: the header already carries it', () => {
    const { container } = renderPage('daily');
    expect(container.textContent.split(todayInWords())).toHaveLength(2);
  });

  it.each([
    ['weekly', () => weekRangeLabel(localIsoDate())],
    ['monthly', () => monthYearLabel(localIsoDate())],
  ] as const)('shows what the %s reading covers above the picker', (period, coverage) => {
    renderPage(period);
    expect(screen.getByText(coverage())).toBeTruthy();
  });

  it.each([
    ['daily', 'Daily reading for Leo', 'Composed offline from today’s real sky'],
    ['weekly', 'Weekly reading for Leo', 'Composed offline from this week’s real sky'],
    ['monthly', 'Monthly reading for Leo', 'Composed offline from this month’s real sky'],
  ] as const)('gives the %s reading its own subtitle and source note', (period, subtitle, note) => {
    renderPage(period);
    fireEvent.click(screen.getByRole('button', { name: /Leo/ }));
    const card = screen.getByRole('article', { name: 'A clear day for you' });
    expect(card.textContent).toContain(subtitle);
    expect(card.textContent).toContain(note);
  });

  it('opens on the sign a link names, with its reading, as Back and a reload need (issue 26)', () => {
    renderPage('weekly', '/weekly?sign=leo');
    expect(screen.getByRole('button', { name: /Leo/, pressed: true })).toBeTruthy();
    expect(screen.getByRole('article').textContent).toContain('Weekly reading for Leo');
  });

  it('asks for a sign when the link’s sign is not one', () => {
    renderPage('daily', `/daily?sign=${encodeURIComponent('<script>')}`);
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByText('Choose a sign to begin')).toBeTruthy();
  });
});
