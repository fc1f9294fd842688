import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { skyForDate } from '@core/sky/daily-sky';
import { moonPhaseNames } from '@core/sky/moon-phases';
import { addDays, localIsoDate } from '@core/time/calendar-date';
import { pageDoubles } from '@/testing/reading-page-doubles';
import { NO_DREAM_ALERT, NO_SIGN_WISDOM_ALERT } from '@/components/dream/dream-alerts';
import DreamJournalPage from './dream-journal-page';
import { JOURNAL_STORAGE_KEY } from './journal-store';

vi.mock('@/lib/reading/use-reading', async () =>
  (await import('@/testing/reading-page-doubles')).readingHookDouble('The dream speaks.'),
);
vi.mock('@/lib/profile/use-profile', async () =>
  (await import('@/testing/reading-page-doubles')).profileHookDouble(),
);

const renderPage = () =>
  render(
    <MemoryRouter>
      <DreamJournalPage />
    </MemoryRouter>,
  );
const stored = () => JSON.parse(localStorage.getItem(JOURNAL_STORAGE_KEY) ?? '[]') as { title: string }[];
const group = (name: string) => within(screen.getByRole('group', { name }));
const describeDream = (text: string) =>
  fireEvent.change(screen.getByLabelText('Describe your dream'), { target: { value: text } });
const alertText = () => screen.getByRole('alertdialog').textContent ?? '';

describe('DreamJournalPage', () => {
  beforeEach(() => {
    localStorage.clear();
    pageDoubles.reset();
  });

  it('alerts without a sign, for an analysis and for wisdom, and asks for nothing', () => {
    renderPage();
    expect(screen.getByRole('button', { name: 'Analyze Dream' })).toHaveProperty('disabled', true);
    describeDream('A staircase of water');
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Dream' }));
    expect(alertText()).toContain(NO_DREAM_ALERT);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: /^Astrological Influence/ }));
    expect(alertText()).toContain(NO_SIGN_WISDOM_ALERT);
    expect(pageDoubles.readingRequests.every((request) => request === null)).toBe(true);
  });

  it('starts on last night, preselects its real Moon once the sky has loaded, and a second press deselects it', async () => {
    pageDoubles.profile = { ...pageDoubles.profile, zodiacSign: 'cancer' };
    renderPage();
    const lastNight = addDays(localIsoDate(), -1);
    expect(screen.getByLabelText<HTMLInputElement>('Night of the dream').value).toBe(lastNight);
    const moon = moonPhaseNames[skyForDate(lastNight).moon.phase];
    const phase = group('Moon phase').getByRole('button', { name: moon });
    await waitFor(() => expect(phase.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText(/^Preselected from the real Moon/)).toBeTruthy();
    fireEvent.click(phase);
    expect(phase.getAttribute('aria-pressed')).toBe('false');
  });

  it('analyses the dream by ids and trimmed text, saves it to the journal, and Clear empties the form', async () => {
    pageDoubles.profile = { ...pageDoubles.profile, zodiacSign: 'cancer' };
    renderPage();
    describeDream('  I swam through a library.  ');
    const wonder = group('Emotions you felt').getByRole('button', { name: 'Wonder' });
    fireEvent.click(wonder);
    fireEvent.click(group('Emotions you felt').getByRole('button', { name: 'Joy' }));
    fireEvent.click(wonder);
    fireEvent.click(wonder);
    fireEvent.click(group('Symbols in your dream').getByRole('button', { name: /Water/ }));
    fireEvent.click(group('Moon phase').getByRole('button', { name: /Last Quarter/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Dream' }));

    expect(pageDoubles.lastRequest()).toEqual({
      feature: 'dream-journal',
      kind: 'analysis',
      sign: 'cancer',
      description: 'I swam through a library.',
      emotions: ['joy', 'wonder'],
      symbols: ['water'],
      moonPhase: 'last-quarter',
      date: localIsoDate(),
    });
    expect(screen.getByText('The dream speaks.')).toBeTruthy();
    const recent = within(screen.getByRole('region', { name: 'Your Recent Dreams' }));
    // Saved once the journal's rules have loaded.
    expect(await recent.findByRole('heading', { name: 'Untitled Dream' })).toBeTruthy();
    expect(stored()).toMatchObject([{ title: 'Untitled Dream', interpretation: 'The dream speaks.' }]);
    // Saved: the form is empty for the next dream while the reading stays.
    expect(screen.getByLabelText<HTMLTextAreaElement>('Describe your dream').value).toBe('');
    expect(screen.getByText('The dream speaks.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Describe your dream').value).toBe('');
    expect(pageDoubles.lastRequest()).toBeNull();
    expect(stored()).toHaveLength(1);
  });

  it('shows the latest five with a way to see all, and deletes one', async () => {
    const entries = Array.from({ length: 6 }, (_, index) => ({
      id: String(100 - index),
      date: '2026-11-20',
      title: `Dream ${6 - index}`,
      description: 'A short dream.',
      sign: 'leo',
      emotions: [],
      symbols: [],
      moonPhase: null,
      interpretation: 'Kept.',
    }));
    localStorage.setItem(JOURNAL_STORAGE_KEY, JSON.stringify(entries));
    renderPage();
    const recent = within(screen.getByRole('region', { name: 'Your Recent Dreams' }));
    expect(await recent.findAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(recent.getByRole('button', { name: 'See all 6 dreams' }));
    expect(recent.getAllByRole('listitem')).toHaveLength(6);
    fireEvent.click(recent.getByRole('button', { name: 'Delete Dream 6' }));
    await waitFor(() => expect(recent.queryByRole('heading', { name: 'Dream 6' })).toBeNull());
    expect(stored().map((entry) => entry.title)).toEqual([
      'Dream 5',
      'Dream 4',
      'Dream 3',
      'Dream 2',
      'Dream 1',
    ]);
  });

  it('keeps the dreams already stored when one is saved before they have been read', async () => {
    const kept = {
      id: '1',
      date: '2026-11-20',
      title: 'The old house',
      description: 'A kept dream.',
      sign: 'leo',
      emotions: [],
      symbols: [],
      moonPhase: null,
      interpretation: 'Kept.',
    };
    localStorage.setItem(JOURNAL_STORAGE_KEY, JSON.stringify([kept]));
    pageDoubles.profile = { ...pageDoubles.profile, zodiacSign: 'leo' };
    renderPage();
    // In the same task as the first render: the stored journal has not been read yet.
    describeDream('A new dream of rivers.');
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Dream' }));
    const recent = within(screen.getByRole('region', { name: 'Your Recent Dreams' }));
    await waitFor(() => expect(recent.getAllByRole('listitem')).toHaveLength(2));
    expect(stored().map((entry) => entry.title)).toEqual(['Untitled Dream', 'The old house']);
  });

  it('keeps the page whole when the stored journal is corrupt', () => {
    localStorage.setItem(JOURNAL_STORAGE_KEY, '[{"id": 1');
    renderPage();
    expect(screen.getByText(/kept here, on this device only/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Analyze Dream' })).toBeTruthy();
  });
});
