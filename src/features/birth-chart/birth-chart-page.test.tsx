import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadingRequest } from '@core/features/reading-request';
import { getProfile, resetProfile, updateProfile } from '@/lib/profile/profile-store';
import { type ReadingState, useReading } from '@/lib/reading/use-reading';
import BirthChartPage, { BUSY_LABEL, SUBMIT_LABEL } from './birth-chart-page';

vi.mock('@/lib/reading/use-reading', () => ({ useReading: vi.fn() }));
const readingMock = vi.mocked(useReading);
let readingState: ReadingState = { status: 'loading' };

beforeEach(() => {
  readingState = { status: 'loading' };
  readingMock.mockClear();
  readingMock.mockImplementation((request: ReadingRequest | null) =>
    request ? readingState : { status: 'idle' },
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  resetProfile();
  vi.restoreAllMocks();
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <BirthChartPage />
    </MemoryRouter>,
  );
const submitButton = () => screen.getByRole('button', { name: new RegExp(`${SUBMIT_LABEL}|${BUSY_LABEL}`) });

describe('BirthChartPage', () => {
  it('keeps submit disabled until a name and a birth date are entered', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Birth Chart' })).toBeTruthy();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ana' } });
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Birth date/), { target: { value: '1990-07-15' } });
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect(submitButton().textContent).toBe(SUBMIT_LABEL);
  });

  it('prefills the form from the profile', () => {
    updateProfile({ name: 'Mira', birthDate: '1985-02-03', birthTime: '07:45' });
    renderPage();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Mira');
    expect((screen.getByLabelText(/^Birth date/) as HTMLInputElement).value).toBe('1985-02-03');
    expect((screen.getByLabelText(/^Birth time/) as HTMLInputElement).value).toBe('07:45');
  });

  it('starts from the stored birth location without searching, and keeps it on submit', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const location = {
      label: 'London, England, United Kingdom',
      latitude: 51.50853,
      longitude: -0.12574,
      timeZone: 'Europe/London',
    };
    updateProfile({
      name: 'Mira',
      birthDate: '1985-02-03',
      birthPlace: location.label,
      birthLocation: location,
    });
    renderPage();
    const place = screen.getByRole('combobox', { name: /^Birth place/ }) as HTMLInputElement;
    expect(place.value).toBe(location.label);
    expect(screen.getByText('51.51°N, 0.13°W · Europe/London')).toBeTruthy();
    await act(async () => {
      fireEvent.click(submitButton());
    });
    const request = readingMock.mock.calls.map(([call]) => call).find((call) => call !== null);
    expect(request?.feature === 'birth-chart' && request.person.place).toMatchObject({
      name: location.label,
      timeZone: 'Europe/London',
    });
    expect(getProfile().birthLocation).toEqual(location);
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/api/places'))).toBe(false);
  });

  it('casts a noon chart without houses for an unknown time, asks for its reading and saves the profile', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/^Birth date/), { target: { value: '1990-07-15' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I don’t know my birth time' }));
    fireEvent.click(submitButton());

    expect(submitButton().textContent).toBe(BUSY_LABEL);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    const wheel = await screen.findByRole('group', { name: 'Ana’s birth chart' }, { timeout: 12_000 });
    expect(within(wheel).getAllByRole('button', { name: /^Sun in Cancer/ })).toHaveLength(1);
    expect(within(wheel).queryByText('ASC')).toBeNull();
    expect(screen.getByText('Birth time unknown: noon chart without houses or Ascendant.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Time-sensitive placements' }).textContent).toMatch(/^Moon/);
    expect(screen.queryByLabelText('House system')).toBeNull();

    const request = readingMock.mock.calls.map(([call]) => call).find((call) => call !== null);
    expect(request).toMatchObject({ feature: 'birth-chart', person: { name: 'Ana', date: '1990-07-15' } });
    expect(request?.feature === 'birth-chart' && request.person.time).toBeUndefined();
    expect(request?.feature === 'birth-chart' && request.houseSystem).toBeUndefined();
    // The profile's zodiac travels with the request, so the reading names the zodiac it reads.
    expect(request).toMatchObject({ zodiac: { zodiac: 'tropical' } });
    expect(getProfile()).toMatchObject({
      name: 'Ana',
      birthDate: '1990-07-15',
      birthTime: '',
      zodiacSign: 'cancer',
    });
    // The engine now loads the astrologer's chart beside the natal one: slower to import on a busy machine.
  }, 15_000);

  it('shows the reading in a card titled with the name once it is written', async () => {
    readingState = {
      status: 'done',
      text: 'Sun in Cancer: you protect what you love.',
      source: 'offline',
      interrupted: false,
    };
    renderPage();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/^Birth date/), { target: { value: '1990-07-15' } });
    fireEvent.change(screen.getByLabelText(/^Birth time/), { target: { value: '14:30' } });
    await act(async () => {
      fireEvent.click(submitButton());
    });
    const card = await screen.findByRole('article', { name: 'Ana’s Birth Chart' });
    expect(card.textContent).toContain('Sun in Cancer');
    await screen.findByRole('group', { name: 'Ana’s birth chart' }, { timeout: 5000 });
    expect(submitButton().textContent).toBe(SUBMIT_LABEL);
    // A known time but no place: still no houses, and the page says how to get them.
    expect(screen.getByText('Add a birth place to see the houses and the Ascendant.')).toBeTruthy();
  });

  it('keeps the chart from being cast while a problem is left, and focuses it', () => {
    renderPage();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/^Birth date/), { target: { value: '1990-07-15' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Birth place/ }), {
      target: { value: 'Atlantis' },
    });
    fireEvent.click(submitButton());
    expect(screen.getByRole('alert').textContent).toMatch(/Pick the birth place/);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /^Birth place/ }));
    expect(readingMock.mock.calls.every(([call]) => call === null)).toBe(true);
  });
});
