import { describe, expect, inject, it } from 'vitest';
import { readAndDismissAlert } from './support/alert-dialog';
import { seriousViolations } from './support/axe';
import type { PhonePage } from './support/browser';
import { PROFILE_KEY } from './support/fixtures';
import { phoneSession } from './support/phone-session';
import { waitForFinishedReading, wordCount } from './support/wait';

const offlineUrl = inject('offlineUrl');
const failingUrl = inject('failingUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const NO_DREAM_ALERT = 'Please select your zodiac sign and describe your dream.';
const NO_SIGN_WISDOM_ALERT = 'Please select your zodiac sign first to receive personalized dream wisdom.';
const withSign = (sign: string) => ({
  storage: { [PROFILE_KEY]: JSON.stringify({ name: 'Ana', zodiacSign: sign }) },
});
const readingCard = (phone: PhonePage) =>
  phone.page.locator('article', { hasText: /Your dream, read for|Oracle wisdom for/ });
const archetypeCard = (phone: PhonePage) =>
  phone.page.getByRole('region', { name: 'Your Dream Archetype Revealed' });

describe('divine dream oracle page', () => {
  it('asks for a sign and a dream before analysing, and for a sign before wisdom', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/dream-astrologer');
    await page.getByRole('heading', { level: 1, name: 'Divine Dream Oracle' }).waitFor();
    const analyze = page.getByRole('button', { name: 'Analyze My Dream' });
    expect(await analyze.isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Astrological Interpretation' }).isChecked()).toBe(true);
    await page.getByLabel('Describe your dream').fill('A bridge of light over the sea.');
    await analyze.click();
    expect(await readAndDismissAlert(page)).toBe(NO_DREAM_ALERT);
    await page.getByRole('button', { name: /^Prophetic Visions/ }).click();
    expect(await readAndDismissAlert(page)).toBe(NO_SIGN_WISDOM_ALERT);
    expect(current.dialogs).toEqual([]);
    expect(await archetypeCard(current).count()).toBe(0);
  });

  it('analyses a dream offline and reveals the archetype the rules choose, then a wisdom topic', async () => {
    current = await session.open(offlineUrl, withSign('leo'));
    const { page } = current;
    await page.goto('/dream-astrologer');
    await page.getByLabel('Describe your dream').fill('I stood at a temple gate to protect my family.');
    const symbols = page.getByRole('group', { name: 'Cosmic symbols in your dream' });
    await symbols.getByRole('button', { name: /Temples/ }).click();
    await symbols.getByRole('button', { name: /Crystals/ }).click();
    await symbols.getByRole('button', { name: /Crystals/ }).click();
    expect(await symbols.getByRole('button', { name: /Crystals/ }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await page.getByRole('radio', { name: 'Karmic Patterns' }).check();
    await page.getByRole('button', { name: 'Analyze My Dream' }).click();
    const text = await waitForFinishedReading(
      readingCard(current),
      (value) => value.includes('Composed offline'),
      30_000,
    );
    expect(text).toContain('Your dream, read for Leo');
    // Raw markdown until the renderer's chunk arrives, rendered after: either way the words.
    expect(text).toMatch(/Temples\W+\(Neptune\)/);
    expect(text).toContain('Karmic Patterns');
    expect(wordCount(text)).toBeGreaterThanOrEqual(120);
    // Rule 3: "protect" in the description.
    await archetypeCard(current).getByRole('heading', { name: 'Warrior Dreamer' }).waitFor();
    expect(await page.getByRole('button', { name: 'Analyze My Dream' }).isEnabled()).toBe(true);

    await page.getByRole('button', { name: /^Dream Archetypes/ }).click();
    const wisdom = await waitForFinishedReading(
      readingCard(current),
      (value) => value.includes('Dream Archetypes for Leo'),
      30_000,
    );
    expect(wisdom).toContain('Oracle wisdom for Leo');
    expect(await archetypeCard(current).count()).toBe(0);
    expect(current.dialogs).toEqual([]);
  });

  it('works by keyboard alone: a sign, a symbol, the analysis', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/dream-astrologer');
    const pisces = page.getByRole('button', { name: /Pisces/ }).first();
    await pisces.focus();
    await page.keyboard.press('Enter');
    expect(await pisces.getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('Describe your dream').focus();
    await page.keyboard.type('Stars fell into my hands.');
    const stars = page.getByRole('button', { name: /Stars/ });
    await stars.focus();
    await page.keyboard.press('Space');
    expect(await stars.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Analyze My Dream' }).focus();
    await page.keyboard.press('Enter');
    await waitForFinishedReading(readingCard(current), undefined, 30_000);
    await archetypeCard(current).getByRole('heading', { name: 'Prophetic Dreamer' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('fits a 320 px phone and has no serious accessibility violations before a reading', async () => {
    current = await session.open(offlineUrl, { ...withSign('virgo'), width: 320 });
    const { page } = current;
    await page.goto('/dream-astrologer');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the local template with headings, bullets and an affirmation when the provider fails', async () => {
    current = await session.open(failingUrl, withSign('taurus'));
    const { page } = current;
    await page.goto('/dream-astrologer');
    await page.getByLabel('Describe your dream').fill('A quiet walk.');
    await page.getByRole('button', { name: 'Analyze My Dream' }).click();
    const card = readingCard(current);
    const text = await waitForFinishedReading(
      card,
      (value) => value.includes('The stars are quiet right now'),
      30_000,
    );
    expect(text).toContain('Astrological Interpretation for Taurus');
    expect(text).toContain('No symbols specified');
    await card.getByRole('heading', { name: 'For Taurus, an earth sign' }).waitFor();
    expect(text).toMatch(/Affirmation: /);
    // Rule 6: no words or symbols match, so the first archetype listing Taurus.
    await archetypeCard(current).getByRole('heading', { name: 'Alchemical Dreamer' }).waitFor();
  });
});
