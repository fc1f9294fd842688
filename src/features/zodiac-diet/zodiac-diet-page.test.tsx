import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadingRequest } from '@core/features/reading-request';
import { defaultProfile } from '@core/profile/profile';
import { localIsoDate } from '@core/time/calendar-date';
import { pageDoubles } from '@/testing/reading-page-doubles';
import ZodiacDietPage from './zodiac-diet-page';

vi.mock('@/lib/profile/use-profile', async () =>
  (await import('@/testing/reading-page-doubles')).profileHookDouble(),
);

const requests: (ReadingRequest | null)[] = [];
vi.mock('@/lib/reading/use-reading', () => ({
  useReading: (request: ReadingRequest | null) => {
    requests.push(request);
    return request
      ? { status: 'done', text: 'Warm broth suits you today.', source: 'offline', interrupted: false }
      : { status: 'idle' };
  },
}));

const page = (url = '/zodiac-diet') => (
  <MemoryRouter initialEntries={[url]}>
    <ZodiacDietPage />
  </MemoryRouter>
);
const tab = (name: string) => screen.getByRole('tab', { name });
const panel = (name: string) =>
  document.getElementById(tab(name).getAttribute('aria-controls') ?? '') as HTMLElement;
const button = (name: RegExp, inside: HTMLElement = document.body) =>
  within(inside).getAllByRole('button', { name, hidden: true })[0] as HTMLElement;
const NO_SIGN_ALERT = 'Please select at least one zodiac sign (Western or Chinese).';

describe('ZodiacDietPage', () => {
  beforeEach(() => {
    pageDoubles.profile = defaultProfile();
    requests.length = 0;
  });

  it('opens on the Western tab with the empty state, the care note and the three wisdom sections', () => {
    render(page());
    expect(screen.getByRole('heading', { level: 1, name: 'Zodiac Diet & Nutrition' })).toBeTruthy();
    expect(tab('Western Zodiac').getAttribute('aria-selected')).toBe('true');
    expect(panel('Chinese Zodiac').hidden).toBe(true);
    expect(screen.getByRole('heading', { name: 'Discover Your Cosmic Diet' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose Your Nutritional Focus' })).toBeNull();
    expect(screen.getByText(/ask a doctor or registered dietitian/)).toBeTruthy();
    for (const title of [
      'Elemental Diet Wisdom',
      'Lunar Nutrition Calendar',
      'Chinese Five Elements Diet Wisdom',
    ])
      expect(screen.getByRole('heading', { name: title }), title).toBeTruthy();
    expect(requests.at(-1)).toBeNull();
  });

  it('pre-fills the profile sign and personalises the subtitle with name and sign', () => {
    pageDoubles.profile = { ...defaultProfile(), name: 'Ada', zodiacSign: 'leo' };
    render(page());
    expect(
      screen.getByText('Nourishing food ideas for Ada, Leo 🦁, from the Western and Chinese zodiacs'),
    ).toBeTruthy();
    expect(button(/Leo/, panel('Western Zodiac')).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Your Selected Zodiac Profile' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Optimal Timing' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Choose Your Nutritional Focus' })).toBeTruthy();
  });

  it('keeps both selections across tab switches and shows the animal’s last three years', () => {
    render(page());
    fireEvent.click(button(/Virgo/, panel('Western Zodiac')));
    fireEvent.click(tab('Chinese Zodiac'));
    expect(panel('Western Zodiac').hidden).toBe(true);
    fireEvent.click(button(/Dragon/, panel('Chinese Zodiac')));
    fireEvent.click(tab('Western Zodiac'));
    expect(button(/Virgo/, panel('Western Zodiac')).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(tab('Chinese Zodiac'));
    expect(button(/Dragon/, panel('Chinese Zodiac')).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/Years: 2000, 2012, 2024/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dietary needs' })).toBeTruthy();
  });

  it('asks for guidance on a focus for both signs, titled with their names and the focus', () => {
    render(page());
    fireEvent.click(button(/Virgo/, panel('Western Zodiac')));
    fireEvent.click(tab('Chinese Zodiac'));
    fireEvent.click(button(/Dragon/, panel('Chinese Zodiac')));
    fireEvent.click(button(/^Digestive Health/));
    expect(requests.at(-1)).toEqual({
      feature: 'zodiac-diet',
      sign: 'virgo',
      animal: 'dragon',
      focus: 'digestive-health',
      date: localIsoDate(),
    });
    expect(screen.getByText('🌿 Virgo & Dragon · Digestive Health')).toBeTruthy();
  });

  it('asks with the animal alone when no Western sign is chosen', () => {
    render(page());
    fireEvent.click(tab('Chinese Zodiac'));
    fireEvent.click(button(/Rat/, panel('Chinese Zodiac')));
    fireEvent.click(button(/^Lunar Nutrition/));
    expect(requests.at(-1)).toMatchObject({
      feature: 'zodiac-diet',
      animal: 'rat',
      focus: 'lunar-nutrition',
    });
    expect(requests.at(-1)).not.toHaveProperty('sign');
  });

  it('alerts with the spec text when both signs are cleared and a focus is chosen', () => {
    render(page());
    fireEvent.click(button(/Aries/, panel('Western Zodiac')));
    fireEvent.click(button(/Aries/, panel('Western Zodiac')));
    expect(button(/Aries/, panel('Western Zodiac')).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button(/^Eating Patterns/));
    expect(screen.getByRole('alertdialog').textContent).toContain(NO_SIGN_ALERT);
    expect(button(/^Eating Patterns/).getAttribute('aria-pressed')).toBe('false');
    expect(requests.at(-1)).toBeNull();
  });

  it('opens the tab, signs and focus a link names, with the reading (issue 26)', () => {
    render(page('/zodiac-diet?tab=chinese&sign=virgo&animal=dragon&focus=digestive-health'));
    expect(tab('Chinese Zodiac').getAttribute('aria-selected')).toBe('true');
    expect(requests.at(-1)).toMatchObject({ sign: 'virgo', animal: 'dragon', focus: 'digestive-health' });
  });

  it('keeps a Western sign cleared on purpose cleared, even with a profile sign', () => {
    pageDoubles.profile = { ...defaultProfile(), zodiacSign: 'leo' };
    render(page());
    fireEvent.click(button(/Leo/, panel('Western Zodiac')));
    expect(button(/Leo/, panel('Western Zodiac')).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button(/^Eating Patterns/));
    expect(screen.getByRole('alertdialog').textContent).toContain(NO_SIGN_ALERT);
  });

  it('moves between the tabs with the arrow keys, Home and End', () => {
    render(page());
    fireEvent.keyDown(tab('Western Zodiac'), { key: 'ArrowRight' });
    expect(tab('Chinese Zodiac').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Chinese Zodiac'));
    expect(tab('Western Zodiac').tabIndex).toBe(-1);
    fireEvent.keyDown(tab('Chinese Zodiac'), { key: 'ArrowRight' });
    expect(tab('Western Zodiac').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Western Zodiac'), { key: 'End' });
    expect(tab('Chinese Zodiac').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Chinese Zodiac'), { key: 'Home' });
    expect(tab('Western Zodiac').getAttribute('aria-selected')).toBe('true');
  });
});
