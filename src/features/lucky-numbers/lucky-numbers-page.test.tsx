import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { winPromisesIn } from '@core/compose/win-promise';
import { lotteries } from '@core/features/lucky-numbers/lotteries';
import { ticketProblem } from '@core/features/lucky-numbers/ticket';
import type { ReadingRequest } from '@core/features/reading-request';
import { type Profile, defaultProfile } from '@core/profile/profile';
import LuckyNumbersPage, { NO_SIGN_FOR_NUMBERS, NO_SIGN_FOR_NUMEROLOGY } from './lucky-numbers-page';
import { DRAW_SUSPENSE_MS } from './use-lucky-draw';

const profileState: { profile: Profile } = { profile: defaultProfile() };
const update = vi.fn((patch: Partial<Profile>) => {
  profileState.profile = { ...profileState.profile, ...patch };
});
vi.mock('@/lib/profile/use-profile', () => ({
  useProfile: () => ({ profile: profileState.profile, update, reset: vi.fn(), isComplete: false }),
  useProfileReady: () => true,
}));

const readingRequests: (ReadingRequest | null)[] = [];
vi.mock('@/lib/reading/use-reading', () => ({
  useReading: (request: ReadingRequest | null) => {
    readingRequests.push(request);
    return request
      ? { status: 'done', text: `A reading for ${request.feature}.`, source: 'offline', interrupted: false }
      : { status: 'idle' };
  },
}));

const renderPage = () =>
  render(
    <MemoryRouter>
      <LuckyNumbersPage />
    </MemoryRouter>,
  );
const requestsOf = (feature: string) => readingRequests.filter((request) => request?.feature === feature);
const generateButton = () => screen.getByRole('button', { name: /Generate|Consulting/ });

describe('LuckyNumbersPage', () => {
  beforeEach(() => {
    profileState.profile = defaultProfile();
    readingRequests.length = 0;
    update.mockClear();
    vi.useFakeTimers();
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  it('alerts with the spec’s texts when numbers or numerology are asked for without a sign', () => {
    renderPage();
    fireEvent.click(generateButton());
    expect(screen.getByRole('alertdialog').textContent).toContain(NO_SIGN_FOR_NUMBERS);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: /Get Personal Reading/ }));
    expect(screen.getByRole('alertdialog').textContent).toContain(NO_SIGN_FOR_NUMEROLOGY);
    expect(requestsOf('lucky-numbers')).toEqual([]);
    expect(requestsOf('numerology')).toEqual([]);
  });

  it('shows the sign’s six power numbers and lists the nine games in two groups with their odds', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Leo/ }));
    expect(screen.getByRole('list', { name: 'Leo’s power numbers' }).textContent).toBe('1510192837');
    expect(screen.getByRole('list', { name: 'Irish' }).querySelectorAll('li')).toHaveLength(5);
    expect(screen.getByRole('list', { name: 'Global' }).querySelectorAll('li')).toHaveLength(4);
    const facts = screen.getByTestId('lottery-facts');
    expect(facts.textContent).toContain('Irish Lotto');
    fireEvent.click(screen.getByRole('button', { name: 'Powerball' }));
    expect(screen.getByRole('button', { name: 'Powerball' }).getAttribute('aria-pressed')).toBe('true');
    expect(facts.textContent).toContain('Top prize odds: 1 in 292,201,338');
    expect(facts.textContent).toContain('5 from 1–69 + 1 bonus from 1–26');
    expect(document.body.textContent).toContain('No method, sign, number or ritual changes the odds');
  });

  it('brings Generate into view when the visitor picks a sign, not for the profile’s sign', () => {
    profileState.profile = { ...defaultProfile(), zodiacSign: 'virgo' };
    renderPage();
    const scrolled = vi.mocked(Element.prototype.scrollIntoView);
    expect(scrolled.mock.contexts).not.toContain(generateButton());
    fireEvent.click(screen.getByRole('button', { name: /Leo/ }));
    expect(scrolled.mock.contexts).toContain(generateButton());
    expect(scrolled).toHaveBeenLastCalledWith(expect.objectContaining({ block: 'nearest' }));
  });

  it('waits 2000 ms, then shows a valid line and asks for its analysis', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Leo/ }));
    fireEvent.click(screen.getByRole('button', { name: 'EuroMillions' }));
    fireEvent.click(generateButton());
    expect(generateButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toContain('Reading the stars...');
    act(() => vi.advanceTimersByTime(DRAW_SUSPENSE_MS - 1));
    expect(screen.queryByRole('list', { name: 'Main numbers' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const main = [...screen.getByRole('list', { name: 'Main numbers' }).querySelectorAll('li')].map((item) =>
      Number(item.textContent),
    );
    const bonus = [...screen.getByRole('list', { name: 'Bonus numbers' }).querySelectorAll('li')].map(
      (item) => Number(item.textContent),
    );
    expect(ticketProblem(lotteries.euromillions, { main, bonus })).toBeNull();
    expect(requestsOf('lucky-numbers').at(-1)).toMatchObject({
      feature: 'lucky-numbers',
      sign: 'leo',
      lottery: 'euromillions',
      numbers: { main, bonus },
    });
    expect(generateButton()).toHaveProperty('disabled', false);
  });

  it('asks for a name and birth date first, saves them to the profile, then reads the numbers', () => {
    profileState.profile = { ...defaultProfile(), zodiacSign: 'cancer' };
    const view = renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Get Personal Reading/ }));
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ann Lee' } });
    fireEvent.change(screen.getByLabelText('Birth date'), { target: { value: '1990-07-14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and read my numbers' }));
    expect(update).toHaveBeenCalledWith({ name: 'Ann Lee', birthDate: '1990-07-14' });
    view.rerender(
      <MemoryRouter>
        <LuckyNumbersPage />
      </MemoryRouter>,
    );
    const result = screen.getByTestId('numerology-result');
    expect(result.textContent).toContain('year 1990 → 1+9+9+0 = 19 → 1+9 = 10 → 1+0 = 1');
    expect(result.textContent).toMatch(/Life Path\s*4/);
    expect(requestsOf('numerology').at(-1)).toMatchObject({
      feature: 'numerology',
      sign: 'cancer',
      name: 'Ann Lee',
      birthDate: '1990-07-14',
    });
    act(() => vi.advanceTimersByTime(100));
    expect(result.scrollIntoView).toHaveBeenCalled();
  });

  it('promises no win anywhere on the page', () => {
    profileState.profile = { ...defaultProfile(), zodiacSign: 'leo', name: 'Ann', birthDate: '1990-07-14' };
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Get Personal Reading/ }));
    fireEvent.click(generateButton());
    act(() => vi.advanceTimersByTime(DRAW_SUSPENSE_MS));
    expect(winPromisesIn(document.body.textContent ?? '')).toEqual([]);
  });
});
