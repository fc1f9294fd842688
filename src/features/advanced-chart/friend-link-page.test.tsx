import { StrictMode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadingRequest } from '@core/features/reading-request';
import { decodeFriendLink, encodeFriendLink } from '@core/profile/friend-link';
import { friendPayloadFromHash } from '@core/profile/friend-link-fragment';
import { resetProfile, updateProfile } from '@/lib/profile/profile-store';
import { useReading } from '@/lib/reading/use-reading';
import AdvancedChartPage from './advanced-chart-page';
import { PLACE_MISSING } from './friend-birth';
import { SHARE_MESSAGES } from './friend-share';

vi.mock('@/lib/reading/use-reading', () => ({ useReading: vi.fn() }));
// What is asked for is under test here, not the chart engine (advanced-chart-page.test.tsx casts one).
vi.mock('./use-advanced-chart', () => ({ useAdvancedChart: () => ({ status: 'computing' }) }));
vi.mock('./chart-result', () => ({ AdvancedChartResult: () => null }));
const readingMock = vi.mocked(useReading);

const ANA = {
  name: 'Ana',
  date: '1990-04-12',
  time: '08:30',
  place: { name: 'Paris, France', latitude: 48.8566, longitude: 2.3522, timeZone: 'Europe/Paris' },
};

beforeEach(() => {
  readingMock.mockClear();
  readingMock.mockImplementation((request: ReadingRequest | null) =>
    request ? { status: 'loading' } : { status: 'idle' },
  );
});
afterEach(() => {
  resetProfile();
  window.location.hash = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const input = (id: string) => {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLInputElement)) throw new Error(`No input #${id}`);
  return element;
};
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const card = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}\\b`) });
const lastRequest = () =>
  readingMock.mock.calls
    .map(([request]) => request)
    .filter((request) => request !== null)
    .at(-1);

describe('Advanced Charts with a friend link', { timeout: 30_000 }, () => {
  it('makes the link’s birth the partner of a synastry, then casts synastry and composite', async () => {
    window.location.hash = `#friend=${encodeFriendLink(ANA)}`;
    // As src/main.tsx renders it: StrictMode runs the reading effect twice.
    render(
      <StrictMode>
        <AdvancedChartPage />
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: 'Ana’s birth details came in a link' })).toBeTruthy();
    expect(screen.getByText('April 12, 1990, at 08:30')).toBeTruthy();
    expect(screen.getByText('Paris, France (48.8566, 2.3522; Europe/Paris)')).toBeTruthy();
    expect([input('partner-name').value, input('partner-date').value, input('partner-time').value]).toEqual([
      'Ana',
      '1990-04-12',
      '08:30',
    ]);

    type('person-name', 'Ben');
    type('person-date', '1988-03-05');
    fireEvent.click(screen.getByRole('button', { name: 'Cast Synastry' }));
    expect(lastRequest()).toMatchObject({
      chartType: 'synastry',
      firstSign: 'pisces',
      secondSign: 'aries',
      person: { name: 'Ben', date: '1988-03-05' },
      partner: {
        name: 'Ana',
        time: '08:30',
        utc: '1990-04-12T06:30:00.000Z',
        place: { name: 'Paris, France', latitude: 48.8566, longitude: 2.3522, timeZone: 'Europe/Paris' },
      },
    });
    fireEvent.click(card('Composite Chart'));
    expect(lastRequest()).toMatchObject({ chartType: 'composite', partner: { name: 'Ana' } });
  });

  it('reads a link pasted into the open page', async () => {
    render(<AdvancedChartPage />);
    expect(screen.queryByText(/came in a link/)).toBeNull();
    const { name: _name, ...unnamed } = ANA;
    act(() => {
      window.location.hash = `#friend=${encodeFriendLink(unnamed)}`;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(
      await screen.findByRole('heading', { name: 'A friend’s birth details came in a link' }),
    ).toBeTruthy();
    expect(input('partner-name').value).toBe('Friend');
  });

  it('says what is wrong with a tampered link and leaves the partner empty', async () => {
    const payload = encodeFriendLink(ANA);
    const last = payload.at(-1) === 'A' ? 'B' : 'A';
    window.location.hash = `#friend=${payload.slice(0, -1)}${last}`;
    render(<AdvancedChartPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/This friend link cannot be used/);
    expect(alert.textContent).toMatch(/changed or damaged/);
    expect(document.getElementById('partner-name')).toBeNull();
  });
});

describe('Compare with a friend', { timeout: 30_000 }, () => {
  const saveLisbonProfile = () =>
    updateProfile({
      name: 'Rui',
      zodiacSign: 'cancer',
      birthDate: '1992-07-04',
      birthTime: '21:15',
      birthPlace: 'Lisbon, Portugal',
      birthLocation: {
        label: 'Lisbon, Portugal',
        latitude: 38.7223,
        longitude: -9.1393,
        timeZone: 'Europe/Lisbon',
      },
    });

  it('says what the link holds before making it, and leaves the name out unless asked', async () => {
    saveLisbonProfile();
    render(<AdvancedChartPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Compare with a friend' }));
    expect(screen.getByText(/Anyone who has the link can read these details/)).toBeTruthy();
    expect(screen.queryByLabelText('Your friend link')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Make the link' }));
    const link = await screen.findByLabelText<HTMLInputElement>('Your friend link');
    const url = new URL(link.value);
    expect(url.pathname + url.search).toBe(window.location.pathname);
    const reading = decodeFriendLink(friendPayloadFromHash(url.hash) ?? '');
    expect(reading).toMatchObject({
      ok: true,
      birth: {
        date: '1992-07-04',
        time: '21:15',
        place: { name: 'Lisbon, Portugal', latitude: 38.7223, longitude: -9.1393, timeZone: 'Europe/Lisbon' },
      },
    });
    expect(reading.ok && reading.birth.name).toBeUndefined();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Put my name (Rui) in the link' }));
    expect(screen.queryByLabelText('Your friend link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Make the link' }));
    const named = await screen.findByLabelText<HTMLInputElement>('Your friend link');
    expect(decodeFriendLink(friendPayloadFromHash(new URL(named.value).hash) ?? '')).toMatchObject({
      birth: { name: 'Rui' },
    });
  });

  it('copies the link where there is no share sheet and says so in a live region', async () => {
    saveLisbonProfile();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    render(<AdvancedChartPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Compare with a friend' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make the link' }));
    const link = await screen.findByLabelText<HTMLInputElement>('Your friend link');
    fireEvent.click(screen.getByRole('button', { name: 'Share the link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SHARE_MESSAGES.copied));
    expect(writeText).toHaveBeenCalledWith(link.value);
  });

  it('asks for a birth place before making a link without one', () => {
    updateProfile({ name: 'Mira', zodiacSign: 'aquarius', birthDate: '1985-02-03' });
    render(<AdvancedChartPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Compare with a friend' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make the link' }));
    expect(screen.getByRole('alert').textContent).toBe(PLACE_MISSING);
    expect(screen.queryByLabelText('Your friend link')).toBeNull();
  });
});
