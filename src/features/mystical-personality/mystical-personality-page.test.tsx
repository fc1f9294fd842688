import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfilePatch } from '@core/profile/profile';
import { pageDoubles } from '@/testing/reading-page-doubles';
import { archetypes } from '@core/content/archetypes/archetypes';
import { archetypeSummary } from './archetype-summary';
import MysticalPersonalityPage from './mystical-personality-page';

const updates: ProfilePatch[] = [];
vi.mock('@/lib/profile/use-profile', async () => {
  const { pageDoubles: doubles } = await import('@/testing/reading-page-doubles');
  return {
    useProfile: () => ({
      profile: doubles.profile,
      update: (patch: ProfilePatch) => {
        updates.push(patch);
        doubles.profile = { ...doubles.profile, ...patch };
      },
      reset: vi.fn(),
      isComplete: false,
    }),
  };
});
vi.mock('@/lib/reading/use-reading', async () =>
  (await import('@/testing/reading-page-doubles')).readingHookDouble('Your archetype speaks today.'),
);

const page = () => (
  <MemoryRouter>
    <MysticalPersonalityPage />
  </MemoryRouter>
);
const signButton = (name: RegExp) => screen.getAllByRole('button', { name })[0] as HTMLElement;

describe('MysticalPersonalityPage', () => {
  beforeEach(() => {
    pageDoubles.reset();
    updates.length = 0;
  });

  it('shows the six archetypes and the invitation until a sign is chosen', () => {
    render(page());
    const catalogue = screen.getByRole('region', { name: 'The Six Archetypes' });
    expect(within(catalogue).getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Choose your sign to begin' })).toBeTruthy();
  });

  it('shows each portrait’s first sentence on the card and the rest behind Learn More', () => {
    render(page());
    const { lead, rest } = archetypeSummary(archetypes['earth-keeper'].description);
    const card = screen.getByRole('article', { name: 'Earth Keeper' });
    expect(card.textContent).toContain(lead);
    expect(card.textContent).not.toContain(rest);
    fireEvent.click(screen.getByRole('button', { name: 'Learn More about Earth Keeper' }));
    expect(card.textContent).toContain(rest);
  });

  it('alerts with the spec’s words when a reading is asked for before a sign', () => {
    render(page());
    fireEvent.click(screen.getByRole('button', { name: 'Get Personal Reading for Mystic Oracle' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Please select your zodiac sign first.');
    expect(pageDoubles.lastRequest()).toBeNull();
  });

  it.each([
    [/Aries/, 'Cosmic Warrior'],
    [/Cancer/, 'Mystic Oracle'],
    [/Virgo/, 'Celestial Healer'],
  ])('shows the primary archetype of %s: %s', (sign, name) => {
    render(page());
    fireEvent.click(signButton(sign));
    expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
  });

  it('opens one archetype at a time with all its lists, meditation and affirmation', () => {
    render(page());
    fireEvent.click(screen.getByRole('button', { name: 'Learn More about Cosmic Warrior' }));
    for (const label of [
      'Mystical powers',
      'Spiritual gifts',
      'Shadow aspects',
      'Sacred symbols',
      'Ritual tools',
    ])
      expect(screen.getByRole('region', { name: label })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Learn More about Earth Keeper' }));
    expect(screen.getAllByRole('button', { name: /^Show Less/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Show Less about Earth Keeper' })).toBeTruthy();
  });

  it('stores "This is me" in the profile and shows the archetype as chosen', () => {
    render(page());
    fireEvent.click(signButton(/Taurus/));
    fireEvent.click(screen.getByRole('button', { name: 'This is me: Earth Keeper' }));
    expect(updates).toEqual([{ personalityArchetype: 'earth-keeper' }]);
  });

  it('marks the archetype already in the profile as chosen', () => {
    pageDoubles.profile = { ...pageDoubles.profile, personalityArchetype: 'earth-keeper' };
    render(page());
    fireEvent.click(signButton(/Taurus/));
    expect(
      screen.getByRole('button', { name: 'This is me: Earth Keeper' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByText('Chosen as you')).toBeTruthy();
  });

  it('reads the chosen archetype for the sign', () => {
    render(page());
    fireEvent.click(signButton(/Gemini/));
    fireEvent.click(screen.getByRole('button', { name: 'Get Personal Reading for Divine Alchemist' }));
    expect(pageDoubles.lastRequest()).toMatchObject({
      feature: 'mystical-personality',
      sign: 'gemini',
      archetype: 'divine-alchemist',
    });
    expect(screen.getByText('Your archetype speaks today.')).toBeTruthy();
  });
});
