import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultProfile } from '@core/profile/profile';
import { profileFileText } from '@core/profile/profile-file';
import { london } from '@/lib/chart/place-fixtures';
import { getProfile, resetProfile, updateProfile } from '@/lib/profile/profile-store';
import ProfilePage from './profile-page';
import { RESET_CONFIRMATION } from './profile-texts';

const search = vi.fn(async (query: string) => (london.name.startsWith(query) ? [london] : []));

const renderPage = () =>
  render(
    <MemoryRouter>
      <ProfilePage search={search} />
    </MemoryRouter>,
  );

const flush = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const personalInfo = () => screen.getByRole('region', { name: 'Personal Information' });
const viewValue = (label: string) =>
  within(personalInfo()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const fileInput = (container: HTMLElement) => {
  const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The page has no file input');
  return input;
};
const dialogMessage = () => {
  const dialog = screen.getByRole('alertdialog');
  return document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent;
};

beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => {
  resetProfile();
  vi.restoreAllMocks();
});

describe('ProfilePage', () => {
  it('shows an empty profile with the spec’s words and an incomplete status', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cosmic Profile' })).toBeTruthy();
    const status = screen.getByRole('region', { name: 'Profile Status' });
    expect(within(status).getByText('Incomplete')).toBeTruthy();
    expect(within(status).getAllByText('Not set')).toHaveLength(3);
    expect(viewValue('Name')).toBe('Not set');
    expect(viewValue('Birth date')).toBe('Not set');
    expect(viewValue('Current focus')).toBe('No spiritual focus set');
    expect(viewValue('Mystical archetype')).toBe('Archetype not yet discovered');
    expect(viewValue('Spiritual goals')).toBe('0 goals selected');
    expect(within(personalInfo()).queryByText('Birth time')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Zodiac Identity' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Complete Profile Now' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Enhanced Personalization Features' })).toBeTruthy();
  });

  it('edits a draft that Cancel throws away and Save writes', async () => {
    updateProfile({ name: 'Ana' });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit personal information' }));
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    expect(document.activeElement === name || name.value === 'Ana').toBe(true);
    fireEvent.change(name, { target: { value: 'Bea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(getProfile().name).toBe('Ana');
    expect(viewValue('Name')).toBe('Ana');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ana');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bea' } });
    fireEvent.change(screen.getByLabelText('Current focus'), {
      target: { value: 'Inner peace and balance' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Healing and emotional wellness' }));
    fireEvent.click(screen.getByRole('button', { name: 'Connecting with divine guidance' }));
    fireEvent.click(screen.getByRole('button', { name: 'Healing and emotional wellness' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your profile was saved.');

    expect(getProfile()).toMatchObject({
      name: 'Bea',
      currentFocus: 'Inner peace and balance',
      spiritualGoals: ['Connecting with divine guidance'],
    });
    expect(viewValue('Spiritual goals')).toBe('1 goal selected');
    expect(
      within(screen.getByRole('list', { name: 'Your spiritual goals' })).getByText(/divine guidance/),
    ).toBeTruthy();
  });

  it('saves the chart zodiac chosen in the form and shows it', async () => {
    renderPage();
    expect(viewValue('Chart zodiac')).toBe('Tropical');
    fireEvent.click(screen.getByRole('button', { name: 'Complete Profile Now' }));
    expect(screen.queryByLabelText('Ayanamsa')).toBeNull();
    fireEvent.change(screen.getByLabelText('Zodiac'), { target: { value: 'sidereal' } });
    fireEvent.change(screen.getByLabelText('Ayanamsa'), { target: { value: 'raman' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your profile was saved.');
    expect(getProfile().chartZodiac).toEqual({ zodiac: 'sidereal', ayanamsa: 'raman' });
    expect(viewValue('Chart zodiac')).toBe('Sidereal, B. V. Raman');
  });

  it('closes the form with the cross, discarding the draft', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Profile Now' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Cy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close editing without saving' }));
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(getProfile().name).toBe('');
  });

  it('offers the ten focus options after the empty choice', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const options = within(screen.getByLabelText('Current focus')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toHaveLength(11);
    expect(options[0]?.textContent).toBe('Select your focus...');
    expect(
      screen.getByRole('group', { name: 'Spiritual goals' }).querySelectorAll('[aria-pressed]'),
    ).toHaveLength(10);
  });

  it('derives the sign from a new birth date, completes the profile and shows both zodiacs', async () => {
    updateProfile({ name: 'Ana', zodiacSign: 'leo' });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Birth date'), { target: { value: '1985-02-19' } });
    expect(screen.getByText(/Saving sets your sign to Pisces/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your profile was saved.');

    expect(getProfile().zodiacSign).toBe('pisces');
    expect(within(screen.getByRole('region', { name: 'Profile Status' })).getByText('Complete')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete Profile Now' })).toBeNull();
    const identity = screen.getByRole('region', { name: 'Zodiac Identity' });
    expect(identity.textContent).toMatch(/Pisces ♓/);
    // A day before the Ox year began: still the Rat.
    expect(identity.textContent).toMatch(/Rat/);
    expect(identity.textContent).toMatch(/began on February 2, 1984/);
  });

  it('keeps a picked birth place with its coordinates and zone', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const place = screen.getByRole('combobox', { name: /Birth place/ });
    fireEvent.focus(place);
    fireEvent.change(place, { target: { value: 'Lon' } });
    fireEvent.click(await screen.findByRole('option', { name: 'London, England, United Kingdom' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your profile was saved.');
    expect(getProfile()).toMatchObject({
      birthPlace: 'London, England, United Kingdom',
      birthLocation: { latitude: london.latitude, longitude: london.longitude, timeZone: 'Europe/London' },
    });
    expect(viewValue('Birth place')).toBe('London, England, United Kingdom');
  });

  it('names a stored archetype, or shows the stored text', () => {
    updateProfile({ personalityArchetype: 'mystic-oracle' });
    const { unmount } = renderPage();
    expect(viewValue('Mystical archetype')).toMatch(/Mystic Oracle$/);
    unmount();
    updateProfile({ personalityArchetype: 'The Night Gardener' });
    renderPage();
    expect(viewValue('Mystical archetype')).toBe('The Night Gardener');
  });

  it('resets only after the spec’s confirmation is accepted', async () => {
    updateProfile({ name: 'Ana', totalReadings: 4 });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Reset Profile' }));
    expect(dialogMessage()).toBe(RESET_CONFIRMATION);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await flush();
    expect(getProfile().name).toBe('Ana');

    fireEvent.click(screen.getByRole('button', { name: 'Reset Profile' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset Profile' }));
    await flush();
    expect(getProfile()).toMatchObject({ name: '', totalReadings: 0 });
    expect(screen.getByRole('status').textContent).toBe('Your profile was reset.');
  });

  it('refuses a bad import with a message and changes nothing', async () => {
    updateProfile({ name: 'Ana' });
    const { container } = renderPage();
    const input = fileInput(container);
    fireEvent.change(input, { target: { files: [new File(['not json'], 'notes.json')] } });
    await flush();
    expect(dialogMessage()).toMatch(/not a JSON file.*Your profile was not changed\./);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(getProfile().name).toBe('Ana');
  });

  it('imports a good file after the confirmation', async () => {
    updateProfile({ name: 'Ana' });
    const { container } = renderPage();
    const text = profileFileText({ ...defaultProfile(), name: 'Bea', zodiacSign: 'virgo', totalReadings: 6 });
    const input = fileInput(container);
    fireEvent.change(input, {
      target: { files: [new File([text], 'bea.json', { type: 'application/json' })] },
    });
    await flush();
    expect(dialogMessage()).toMatch(/^Replace your cosmic profile/);
    fireEvent.click(screen.getByRole('button', { name: 'Replace Profile' }));
    await flush();
    expect(getProfile()).toMatchObject({ name: 'Bea', zodiacSign: 'virgo', totalReadings: 6 });
    expect(viewValue('Name')).toBe('Bea');
    expect(screen.getByRole('status').textContent).toBe('Your profile was loaded from bea.json.');
  });
});
