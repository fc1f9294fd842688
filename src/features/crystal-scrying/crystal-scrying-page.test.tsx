import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localIsoDate } from '@core/time/calendar-date';
import { pageDoubles } from '@/testing/reading-page-doubles';
import CrystalScryingPage from './crystal-scrying-page';

vi.mock('@/lib/profile/use-profile', async () =>
  (await import('@/testing/reading-page-doubles')).profileHookDouble(),
);
vi.mock('@/lib/reading/use-reading', async () =>
  (await import('@/testing/reading-page-doubles')).readingHookDouble('The mist clears over a quiet lake.'),
);

const page = () => (
  <MemoryRouter>
    <CrystalScryingPage />
  </MemoryRouter>
);
const signButton = (name: RegExp) => screen.getAllByRole('button', { name })[0] as HTMLElement;
const catalogue = () => screen.getByRole('region', { name: 'Sacred Scrying Crystals' });

describe('CrystalScryingPage', () => {
  beforeEach(() => pageDoubles.reset());

  it('invites the visitor to open their third eye, and alerts when a session begins before a sign', () => {
    render(page());
    expect(screen.getByRole('heading', { name: 'Crystal Scrying', level: 1 })).toBeTruthy();
    expect(screen.getByText('Open Your Third Eye')).toBeTruthy();
    expect(within(catalogue()).getAllByRole('article')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Begin Scrying Session for Amethyst' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Please select your zodiac sign first.');
    expect(pageDoubles.lastRequest()).toBeNull();
  });

  it('recommends the stones listed for the sign or of its element, and highlights their cards', () => {
    render(page());
    fireEvent.click(signButton(/Leo/));
    const recommended = screen.getByRole('region', { name: 'Recommended for Leo' });
    expect(
      within(recommended)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      expect.stringContaining('Clear Quartz'),
      expect.stringContaining('Black Obsidian'),
      expect.stringContaining('Labradorite'),
      expect.stringContaining('Citrine'),
    ]);
    expect(within(catalogue()).getAllByText('Recommended for Leo')).toHaveLength(4);
    expect(screen.queryByText('Open Your Third Eye')).toBeNull();
  });

  it('opens one card at a time, showing vision types, preparation and method', () => {
    render(page());
    fireEvent.click(screen.getByRole('button', { name: 'Learn More about Moonstone' }));
    expect(screen.getByText('Shifting silver light')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Learn More about Citrine' }));
    expect(screen.queryByText('Shifting silver light')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Show Less about Citrine' }).getAttribute('aria-expanded'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show Less about Citrine' }));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('begins a session for the profile sign and titles the vision with the crystal and the sign', () => {
    pageDoubles.profile = { ...pageDoubles.profile, zodiacSign: 'pisces' };
    render(page());
    fireEvent.click(screen.getByRole('button', { name: 'Begin Scrying Session for Rose Quartz' }));
    expect(pageDoubles.lastRequest()).toEqual({
      feature: 'crystal-scrying',
      sign: 'pisces',
      crystal: 'rose-quartz',
      date: localIsoDate(),
    });
    expect(screen.getByRole('heading', { name: /Rose Quartz vision for Pisces/ })).toBeTruthy();
    expect(screen.getByText('The mist clears over a quiet lake.')).toBeTruthy();
  });

  it('shows the three traditional techniques with the candle safety line', () => {
    render(page());
    const techniques = screen.getByRole('region', { name: 'Traditional Scrying Techniques' });
    expect(
      within(techniques)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      expect.stringContaining('Candlelight'),
      expect.stringContaining('Moonlight'),
      expect.stringContaining('Water'),
    ]);
    expect(within(techniques).getByText(/Never leave a lit candle unattended/)).toBeTruthy();
  });
});
