import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfilePatch } from '@core/profile/profile';
import type * as ProfileStore from '@/lib/profile/profile-store';
import { getProfile, resetProfile } from '@/lib/profile/profile-store';
import ProfilePage from './profile-page';
import { NOT_SAVED } from './profile-texts';

/**
 * A first visit's Save waits for the profile's rules to load. Here the store's update is held
 * until the test settles it: with the rules arrived (true) or failed to load (false).
 */
const pending: { settle?: (saved: boolean) => void } = {};
vi.mock('@/lib/profile/profile-store', async (importOriginal) => {
  const real = await importOriginal<typeof ProfileStore>();
  return {
    ...real,
    updateProfile: (patch: ProfilePatch) =>
      new Promise<boolean>((resolve) => {
        pending.settle = (saved) => {
          if (saved) void real.updateProfile(patch).then(resolve);
          else resolve(false);
        };
      }),
  };
});

const personalInfo = () => screen.getByRole('region', { name: 'Personal Information' });
/** The page's own status line, under Profile Management (the place box has one too). */
const statusText = () =>
  within(screen.getByRole('region', { name: 'Profile Management' })).getByRole('status').textContent;

async function typeNameAndSave(name: string): Promise<void> {
  render(
    <MemoryRouter>
      <ProfilePage search={async () => []} />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Complete Profile Now' }));
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

const settle = (saved: boolean) =>
  act(async () => {
    pending.settle?.(saved);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => {
  resetProfile();
  pending.settle = undefined;
  vi.restoreAllMocks();
});

describe('ProfilePage saving', () => {
  it('says "saved" and shows the new details only once the profile holds them', async () => {
    await typeNameAndSave('Ana Lua');
    expect(statusText()).toBe('');
    expect(screen.getByLabelText('Name')).toBeTruthy();

    await settle(true);
    expect(statusText()).toBe('Your profile was saved.');
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(personalInfo().textContent).toMatch(/Ana Lua/);
    expect(getProfile().name).toBe('Ana Lua');
  });

  it('keeps the form and its text, and says so, when the save fails', async () => {
    await typeNameAndSave('Ana Lua');
    await settle(false);
    expect(statusText()).toBe(NOT_SAVED);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ana Lua');
    expect(getProfile().name).toBe('');
  });
});
