import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localIsoDate } from '@core/time/calendar-date';
import { pageDoubles } from '@/testing/reading-page-doubles';
import AstroYogaPage from './astro-yoga-page';

vi.mock('@/lib/profile/use-profile', async () =>
  (await import('@/testing/reading-page-doubles')).profileHookDouble(),
);
vi.mock('@/lib/reading/use-reading', async () =>
  (await import('@/testing/reading-page-doubles')).readingHookDouble('Breathe into the pose.'),
);

const page = () => (
  <MemoryRouter>
    <AstroYogaPage />
  </MemoryRouter>
);
const signButton = (name: RegExp) => screen.getAllByRole('button', { name })[0] as HTMLElement;
const NO_SIGN = 'Please select your zodiac sign first.';
const elementSection = (name: string) => screen.getByRole('region', { name }).querySelector('details');

describe('AstroYogaPage', () => {
  beforeEach(() => pageDoubles.reset());

  it('groups the eight poses in fire, earth, air and water sections, each with its chakra bar', () => {
    render(page());
    const sections = ['🔥 Fire Poses', '🌿 Earth Poses', '🌬️ Air Poses', '🌊 Water Poses'].map((name) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    );
    expect(sections).toEqual([
      ['Warrior I', 'Sun Salutation'],
      ['Mountain Pose', 'Tree Pose'],
      ['Eagle Pose', 'Breath of Joy'],
      ['Child’s Pose', 'Fish Pose'],
    ]);
    expect(screen.getAllByTestId('chakra-bar')).toHaveLength(8);
    expect(screen.getByRole('region', { name: 'Elemental Yoga Wisdom' })).toBeTruthy();
  });

  it('alerts for general guidance and for a pose before a sign is chosen', () => {
    render(page());
    fireEvent.click(screen.getByRole('button', { name: /Get Personal Astro-Yoga Guidance/ }));
    expect(screen.getByRole('alertdialog').textContent).toContain(NO_SIGN);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button'));
    fireEvent.click(screen.getByRole('button', { name: 'Get Personal Guidance for Tree Pose' }));
    expect(screen.getByRole('alertdialog').textContent).toContain(NO_SIGN);
    expect(pageDoubles.lastRequest()).toBeNull();
  });

  it('recommends the poses of the sign’s element and asks for general guidance', () => {
    render(page());
    fireEvent.click(signButton(/Cancer/));
    const recommended = screen.getByRole('region', { name: 'Recommended for Cancer (water)' });
    expect(within(recommended).getAllByRole('button')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /Get Personal Astro-Yoga Guidance for Cancer/ }));
    expect(pageDoubles.lastRequest()).toEqual({
      feature: 'astro-yoga',
      sign: 'cancer',
      date: localIsoDate(),
    });
    expect(screen.getByRole('heading', { name: /Astro-Yoga guidance for Cancer/ })).toBeTruthy();
  });

  it('opens one pose at a time with numbered steps and its safety line, and asks for its guidance', () => {
    pageDoubles.profile = { ...pageDoubles.profile, zodiacSign: 'aries' };
    render(page());
    fireEvent.click(screen.getByRole('button', { name: 'Learn More about Fish Pose' }));
    const fish = screen.getByRole('article', { name: 'Fish Pose' });
    expect(within(fish).getAllByRole('list')[1]?.tagName).toBe('OL');
    expect(within(fish).getByText(/stop at any pain/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Learn More about Warrior I' }));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Get Personal Guidance for Warrior I' }));
    expect(pageDoubles.lastRequest()).toEqual({
      feature: 'astro-yoga',
      sign: 'aries',
      pose: 'warrior-1',
      date: localIsoDate(),
    });
    expect(screen.getByRole('heading', { name: /Warrior I for Aries/ })).toBeTruthy();
  });

  it('keeps the element sections closed until asked; a chosen sign opens its element', () => {
    render(page());
    for (const name of ['🔥 Fire Poses', '🌿 Earth Poses', '🌬️ Air Poses', '🌊 Water Poses'])
      expect(elementSection(name)?.open, name).toBe(false);
    fireEvent.click(signButton(/Leo/));
    expect(elementSection('🔥 Fire Poses')?.open).toBe(true);
    expect(elementSection('🌊 Water Poses')?.open).toBe(false);
  });

  it('opens the element of a recommended pose on the way to its card', () => {
    pageDoubles.profile = { ...pageDoubles.profile, zodiacSign: 'cancer' };
    render(page());
    expect(elementSection('🌊 Water Poses')?.open).toBe(false);
    const recommended = screen.getByRole('region', { name: 'Recommended for Cancer (water)' });
    fireEvent.click(within(recommended).getByRole('button', { name: /Fish Pose/ }));
    expect(elementSection('🌊 Water Poses')?.open).toBe(true);
    expect(screen.getByRole('button', { name: 'Show Less about Fish Pose' })).toBeTruthy();
  });
});
