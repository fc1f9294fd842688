import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localIsoDate } from '@core/time/calendar-date';
import { pageDoubles } from '@/testing/reading-page-doubles';
import PalmistryPage, { NO_SIGN_ALERT } from './palmistry-page';

vi.mock('@/lib/profile/use-profile', async () =>
  (await import('@/testing/reading-page-doubles')).profileHookDouble(),
);
vi.mock('@/lib/reading/use-reading', async () =>
  (await import('@/testing/reading-page-doubles')).readingHookDouble('Your heart line curves warmly.'),
);

const page = () =>
  render(
    <MemoryRouter>
      <PalmistryPage />
    </MemoryRouter>,
  );
const region = (name: string) => screen.getByRole('region', { name });
const partState = (part: string) =>
  document.querySelector(`figure [data-part="${part}"]`)?.getAttribute('data-state');

describe('PalmistryPage', () => {
  beforeEach(() => pageDoubles.reset());

  it('shows the banner with the camera disabled, the sign grid title and the empty state', () => {
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Sacred Palmistry' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Under Divine Construction' })).toBeTruthy();
    expect((screen.getByRole('button', { name: /Scan My Palm/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('heading', { name: 'Choose Your Zodiac Sign' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your Sacred Palm Reading Awaits' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Key Features' })).toBeNull();
    expect(within(region('Ancient Palmistry Wisdom')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('alerts with the spec’s words when a focus is chosen before a sign, and asks for nothing', () => {
    page();
    fireEvent.click(screen.getByRole('button', { name: /Career & Success Guidance/ }));
    expect(screen.getByRole('alertdialog').textContent).toContain(NO_SIGN_ALERT);
    expect(pageDoubles.readingRequests.every((request) => request === null)).toBe(true);
  });

  it('starts on the profile sign, titles the grid with it and lists its Key Features', () => {
    pageDoubles.profile = { ...pageDoubles.profile, zodiacSign: 'virgo' };
    page();
    expect(screen.getByRole('heading', { name: 'Virgo Palm Reading' })).toBeTruthy();
    const features = region('Key Features');
    const names = within(features)
      .getAllByRole('button')
      .map((button) => button.querySelector('.font-semibold')?.textContent);
    expect(names).toEqual(['Head Line', 'Fate Line', 'Mercury Line', 'Mount of Mercury']);
    expect(screen.getAllByText('Key line for Virgo')).toHaveLength(3);
    expect(screen.getAllByText('Rules Virgo')).toHaveLength(1);
  });

  it('asks for the focus reading of the sign and date, and shows it under the focus title', () => {
    pageDoubles.profile = { ...pageDoubles.profile, zodiacSign: 'leo' };
    page();
    fireEvent.click(screen.getByRole('button', { name: /Love & Relationship Reading/ }));
    expect(pageDoubles.lastRequest()).toEqual({
      feature: 'palmistry',
      sign: 'leo',
      focus: 'love-compatibility',
      date: localIsoDate(),
    });
    expect(screen.getByText('Your heart line curves warmly.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your Sacred Palm Reading Awaits' })).toBeNull();
  });

  it('opens one line and one mount at a time, a second click closes, and the palm map follows', () => {
    page();
    const learnMore = (name: string) => screen.getByRole('button', { name: `Learn More about ${name}` });
    fireEvent.click(learnMore('Heart Line'));
    expect(partState('heart-line')).toBe('open');
    fireEvent.click(learnMore('Fate Line'));
    expect(screen.queryByRole('button', { name: 'Show Less about Heart Line' })).toBeNull();
    expect(partState('fate-line')).toBe('open');
    expect(partState('heart-line')).toBe('idle');
    fireEvent.click(learnMore('Mount of Luna'));
    expect(screen.getByRole('button', { name: 'Show Less about Fate Line' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show Less about Mount of Luna' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show Less about Fate Line' }));
    expect(screen.getByRole('button', { name: 'Learn More about Fate Line' })).toBeTruthy();
    expect(screen.getByText('Highlighted:').textContent).toContain('Mount of Luna');
  });

  it('lights the card under the pointer on the palm map', () => {
    page();
    fireEvent.mouseOver(screen.getByRole('heading', { name: 'Sun Line' }));
    expect(partState('sun-line')).toBe('open');
    fireEvent.mouseLeave(
      screen.getByRole('region', { name: 'Sacred Palm Lines Guide' }).parentElement as Element,
    );
    expect(partState('sun-line')).toBe('idle');
  });

  it('keeps the palm map and guides closed until asked, and a Key Features chip opens them at its card', () => {
    pageDoubles.profile = { ...pageDoubles.profile, zodiacSign: 'virgo' };
    page();
    const guides = region('Explore the Palm').querySelector('details');
    expect(guides?.open).toBe(false);
    fireEvent.click(within(region('Key Features')).getByRole('button', { name: /Mount of Mercury/ }));
    expect(guides?.open).toBe(true);
    expect(screen.getByRole('button', { name: 'Show Less about Mount of Mercury' })).toBeTruthy();
  });
});
