import { describe, expect, inject, it } from 'vitest';
import { readAndDismissAlert } from './support/alert-dialog';
import { seriousViolations } from './support/axe';
import type { PhonePage } from './support/browser';
import { PROFILE_KEY } from './support/fixtures';
import { phoneSession } from './support/phone-session';
import { waitForFinishedReading, wordCount, waitForPressed } from './support/wait';

const offlineUrl = inject('offlineUrl');
const failingUrl = inject('failingUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const NO_SIGN_ALERT = 'Please select your zodiac sign first.';
const FALLBACK = 'The cosmic energies are shifting... please try again.';
// The reading card is the article with a copy button: its title follows the reading (issue 26).
const readingCard = (phone: PhonePage) =>
  phone.page
    .locator('article')
    .filter({ has: phone.page.getByRole('button', { name: /Copy reading|Copied/ }) });
const profileStorage = (sign: string) => ({
  [PROFILE_KEY]: JSON.stringify({ name: 'Ana', zodiacSign: sign, birthDate: '1990-11-10' }),
});

describe('emotional well-being page', () => {
  it('asks for a sign before a topic can be read', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/emotional-wellbeing');
    await page.getByRole('heading', { level: 1, name: 'Emotional Well-being' }).waitFor();
    const topic = page.getByRole('button', { name: /^Energy Healing/ });
    await topic.click();
    expect(await readAndDismissAlert(page)).toBe(NO_SIGN_ALERT);
    expect(current.dialogs).toEqual([]);
    expect(await topic.getAttribute('aria-pressed')).toBe('false');
    expect(await readingCard(current).count()).toBe(0);
  });

  it('greets by name, starts on the profile sign and reads a topic for it, offline', async () => {
    current = await session.open(offlineUrl, { storage: profileStorage('scorpio') });
    const { page } = current;
    await page.goto('/emotional-wellbeing');
    await page
      .getByRole('region', { name: 'Welcome' })
      .getByText(/, Ana\./)
      .waitFor();
    const own = page.getByRole('button', { name: /Scorpio/ }).first();
    await waitForPressed(own);

    await page.getByRole('button', { name: /^Dream Interpretation/ }).click();
    const text = await waitForFinishedReading(
      readingCard(current),
      (value) => value.includes('Composed offline'),
      30_000,
    );
    // The reading's own heading is the card's title (issue 26).
    expect(text).toMatch(/Dream Interpretation for Scorpio|Scorpio · Dream Interpretation/);
    expect(text).toMatch(/Moon/);
    expect(wordCount(text)).toBeGreaterThanOrEqual(120);
    expect(await page.getByRole('complementary', { name: 'A note of care' }).count()).toBe(0);
    expect(current.dialogs).toEqual([]);
  });

  it('shows the care note with real help beside the stress guidance', async () => {
    current = await session.open(offlineUrl, { storage: profileStorage('virgo') });
    const { page } = current;
    await page.goto('/emotional-wellbeing');
    await page.getByRole('button', { name: /^Stress Management/ }).click();
    await waitForFinishedReading(
      readingCard(current),
      (value) => /Stress Management for Virgo|Virgo · Stress Management/.test(value),
      30_000,
    );
    const note = page.getByRole('complementary', { name: 'A note of care' });
    await note.waitFor();
    expect(await note.innerText()).toMatch(
      /GP or doctor[\s\S]*licensed therapist[\s\S]*local emergency number/,
    );
    expect(await note.getByRole('link', { name: 'findahelpline.com' }).getAttribute('href')).toBe(
      'https://findahelpline.com',
    );
  });

  it('works by keyboard alone: a sign, then a topic, with Enter and Space', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/emotional-wellbeing');
    const leo = page.getByRole('button', { name: /Leo/ }).first();
    await leo.focus();
    await page.keyboard.press('Enter');
    expect(await leo.getAttribute('aria-pressed')).toBe('true');
    const topic = page.getByRole('button', { name: /^Zodiac Exercise/ });
    await topic.focus();
    await page.keyboard.press('Space');
    expect(await topic.getAttribute('aria-pressed')).toBe('true');
    const text = await waitForFinishedReading(readingCard(current), undefined, 30_000);
    expect(text).toMatch(/Zodiac Exercise for Leo|Leo · Zodiac Exercise/);
    expect(current.dialogs).toEqual([]);
  });

  it('has no serious accessibility violations, before and after a reading with its care note', async () => {
    current = await session.open(offlineUrl, { storage: profileStorage('pisces') });
    const { page } = current;
    await page.goto('/emotional-wellbeing');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Shadow Work/ }).click();
    await waitForFinishedReading(readingCard(current), undefined, 30_000);
    await page.getByRole('complementary', { name: 'A note of care' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the spec’s shifting-energies text when the provider fails, with the care note still there', async () => {
    current = await session.open(failingUrl, { storage: profileStorage('aries') });
    const { page } = current;
    await page.goto('/emotional-wellbeing');
    await page.getByRole('button', { name: /^Past Life Regression/ }).click();
    const text = await waitForFinishedReading(
      readingCard(current),
      (value) => value.includes(FALLBACK),
      30_000,
    );
    expect(text).toContain('The stars are quiet right now');
    await page.getByRole('complementary', { name: 'A note of care' }).waitFor();
  });
});
