import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageDoubles } from '@/testing/reading-page-doubles';
import { PAST_DRAWS_STORAGE_KEY } from './past-draws-store';
import TarotPage from './tarot-page';

vi.mock('@/lib/reading/use-reading', async () =>
  (await import('@/testing/reading-page-doubles')).readingHookDouble('The cards speak.'),
);

const renderPage = () =>
  render(
    <MemoryRouter>
      <TarotPage />
    </MemoryRouter>,
  );

async function drawCards() {
  fireEvent.click(screen.getByRole('button', { name: 'Draw Cards' }));
  expect(screen.getByRole('button', { name: 'Drawing Cards...' })).toHaveProperty('disabled', true);
  await act(() => vi.advanceTimersByTimeAsync(1_000));
}

const drawnCards = () => within(screen.getByRole('list', { name: 'Drawn cards' })).getAllByRole('listitem');

describe('TarotPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    pageDoubles.readingRequests.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('starts on the three-card spread and the major arcana', () => {
    renderPage();
    expect(screen.getByRole('radio', { name: /Three Cards/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Major Arcana \(22\)/ })).toHaveProperty('checked', true);
    expect(pageDoubles.readingRequests.at(-1)).toBeNull();
    // The page has no question field, so it does not ask the visitor to type one (issue 26 §14).
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText(/ask your question/i)).toBeNull();
  });

  it('draws three distinct cards into Past, Present and Future and asks for their reading by id', async () => {
    renderPage();
    await drawCards();
    const cards = drawnCards();
    expect(cards.map((card) => card.getAttribute('aria-label')?.split(':')[0])).toEqual([
      'Past',
      'Present',
      'Future',
    ]);
    const request = pageDoubles.readingRequests.at(-1);
    expect(request).toMatchObject({ feature: 'tarot', spread: 'three', deck: 'major' });
    if (request?.feature !== 'tarot') throw new Error('expected a tarot request');
    expect(new Set(request.cards.map((card) => card.id)).size).toBe(3);
    expect(JSON.stringify(request)).not.toMatch(/meaning|upright"/);
    expect(screen.getByText('The cards speak.')).toBeTruthy();
  });

  it('lays ten cards for the Celtic Cross and can draw from the full deck', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: /Celtic Cross/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Full Deck \(78\)/ }));
    await drawCards();
    expect(drawnCards()).toHaveLength(10);
    expect(pageDoubles.readingRequests.at(-1)).toMatchObject({ spread: 'celtic', deck: 'full' });
  });

  it('shows a reversed card upside down and says so in words', async () => {
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => array);
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: /Single Card/ }));
    await drawCards();
    // All-zero randomness reverses every card (0 < 0.3 × 2³²).
    const [card] = drawnCards();
    expect(card?.getAttribute('aria-label')).toMatch(/, reversed$/);
    expect(within(card as HTMLElement).getByText('Reversed')).toBeTruthy();
    expect(within(card as HTMLElement).getByTestId('tarot-card-face').className).toContain('rotate-180');
    vi.restoreAllMocks();
  });

  it('keeps draws on the device, reopens one, and clears them', async () => {
    renderPage();
    await drawCards();
    // Kept once the stored draws' rules have loaded (their import settles over a few turns).
    await import('@core/features/tarot/past-draws');
    await act(() => vi.advanceTimersByTimeAsync(0));
    const list = screen.getByRole('list', { name: 'Past draws on this device' });
    const stored = JSON.parse(localStorage.getItem(PAST_DRAWS_STORAGE_KEY) ?? '[]') as unknown[];
    expect(stored).toHaveLength(1);
    const past = within(list).getAllByRole('button');
    expect(past).toHaveLength(1);
    fireEvent.click(past[0] as HTMLElement);
    expect(drawnCards()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Clear past draws' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('list', { name: 'Past draws on this device' })).toBeNull();
    expect(localStorage.getItem(PAST_DRAWS_STORAGE_KEY)).toBeNull();
  });

  it('starts with no past draws when the store is corrupt', () => {
    localStorage.setItem(PAST_DRAWS_STORAGE_KEY, '{not json');
    renderPage();
    expect(screen.getByText(/Your draws will be kept here/)).toBeTruthy();
  });
});
