import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadingRequest } from '@core/features/reading-request';
import { defaultProfile } from '@core/profile/profile';
import { localIsoDate } from '@core/time/calendar-date';
import type { ReadingOptions } from '@/lib/reading/use-reading';
import { pageDoubles } from '@/testing/reading-page-doubles';
import WellbeingPage from './wellbeing-page';

vi.mock('@/lib/profile/use-profile', async () =>
  (await import('@/testing/reading-page-doubles')).profileHookDouble(),
);

const readingCalls: { request: ReadingRequest | null; options?: ReadingOptions }[] = [];
vi.mock('@/lib/reading/use-reading', () => ({
  useReading: (request: ReadingRequest | null, options?: ReadingOptions) => {
    readingCalls.push({ request, options });
    return request
      ? { status: 'done', text: 'Breathe slowly today.', source: 'offline', interrupted: false }
      : { status: 'idle' };
  },
}));

const page = () => (
  <MemoryRouter>
    <WellbeingPage />
  </MemoryRouter>
);
const lastCall = () => readingCalls.at(-1);
const signButton = (name: RegExp) => screen.getAllByRole('button', { name })[0] as HTMLElement;
const topicButton = (name: RegExp) => screen.getByRole('button', { name });

describe('WellbeingPage', () => {
  beforeEach(() => {
    pageDoubles.profile = defaultProfile();
    readingCalls.length = 0;
  });

  it('alerts with the spec text when a topic is chosen before a sign', () => {
    render(page());
    fireEvent.click(topicButton(/Shadow Work/));
    expect(screen.getByRole('alertdialog').textContent).toContain('Please select your zodiac sign first.');
    expect(topicButton(/Shadow Work/).getAttribute('aria-pressed')).toBe('false');
    expect(lastCall()?.request).toBeNull();
  });

  it('shows the nine topics in the spiritual, physical and mental groups, then the wisdom panel', () => {
    render(page());
    const count = (group: string) =>
      within(screen.getByRole('group', { name: group })).getAllByRole('button').length;
    expect([count('Spiritual'), count('Physical'), count('Mental')]).toEqual([5, 2, 2]);
    expect(screen.getByRole('heading', { name: 'Wisdom for every sign' })).toBeTruthy();
    expect(screen.getByText(/never replaces a doctor, a therapist/)).toBeTruthy();
  });

  it('starts on the profile sign and asks for the topic’s guidance with the divine sound', () => {
    pageDoubles.profile = { ...defaultProfile(), name: 'Ana', zodiacSign: 'scorpio' };
    render(page());
    expect(signButton(/Scorpio/).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(topicButton(/Meditation & Mindfulness/));
    expect(lastCall()).toEqual({
      request: {
        feature: 'wellbeing',
        sign: 'scorpio',
        topic: 'meditation-mindfulness',
        date: localIsoDate(),
      },
      options: { completionSound: 'divine' },
    });
    expect(screen.getByRole('heading', { name: /Scorpio · Meditation & Mindfulness/ })).toBeTruthy();
    expect(screen.getByText('Breathe slowly today.')).toBeTruthy();
    expect(screen.getByText(/Ana/)).toBeTruthy();
  });

  it('shows a care note with real help beside the stress guidance, and none beside meditation', () => {
    pageDoubles.profile = { ...defaultProfile(), zodiacSign: 'leo' };
    render(page());
    fireEvent.click(topicButton(/Meditation & Mindfulness/));
    expect(screen.queryByRole('complementary', { name: 'A note of care' })).toBeNull();
    fireEvent.click(topicButton(/Stress Management/));
    const note = screen.getByRole('complementary', { name: 'A note of care' });
    expect(note.textContent).toMatch(/GP or doctor/);
    expect(note.textContent).toMatch(/licensed therapist/);
    expect(note.textContent).toMatch(/local emergency number/);
    expect(within(note).getByRole('link', { name: 'findahelpline.com' }).getAttribute('href')).toBe(
      'https://findahelpline.com',
    );
  });

  it('selects the profile sign once: a later profile change never overrides the visitor’s pick', () => {
    const view = render(page());
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    // The profile arrives after the first render: it is selected, since nothing was chosen.
    pageDoubles.profile = { ...defaultProfile(), zodiacSign: 'taurus' };
    view.rerender(page());
    expect(signButton(/Taurus/).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(signButton(/Aries/));
    pageDoubles.profile = { ...defaultProfile(), zodiacSign: 'pisces' };
    view.rerender(page());
    expect(signButton(/Aries/).getAttribute('aria-pressed')).toBe('true');
    expect(signButton(/Pisces/).getAttribute('aria-pressed')).toBe('false');
  });
});
