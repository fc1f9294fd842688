import { describe, expect, inject, it } from 'vitest';
import { readAndDismissAlert } from './support/alert-dialog';
import { seriousViolations } from './support/axe';
import type { PhonePage } from './support/browser';
import { PROFILE_KEY } from './support/fixtures';
import { MAX_UNTAPPED_HEIGHT, onFirstScreen, openUntapped, pageHeight } from './support/first-screen';
import { phoneSession } from './support/phone-session';
import { waitForFinishedReading, wordCount } from './support/wait';

const offlineUrl = inject('offlineUrl');
const failingUrl = inject('failingUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const NO_SIGN_ALERT = 'Please select your zodiac sign first.';
// The reading card is the article with a copy button: its title follows the reading (issue 26).
const readingCard = (phone: PhonePage) =>
  phone.page
    .locator('article')
    .filter({ has: phone.page.getByRole('button', { name: /Copy reading|Copied/ }) });
/** The disclosure of an element's poses: its heading sits in the summary. */
const sectionToggle = (phone: PhonePage, name: string) =>
  phone.page.getByRole('region', { name }).locator('summary');
const SECTIONS = ['🔥 Fire Poses', '🌿 Earth Poses', '🌬️ Air Poses', '🌊 Water Poses'];
const withSign = (sign: string) => ({
  storage: { [PROFILE_KEY]: JSON.stringify({ name: 'Sol', zodiacSign: sign, birthDate: '1992-08-01' }) },
});

describe('Astro-Yoga page', () => {
  it('shows four element sections with chakra bars, and alerts for both kinds of guidance without a sign', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/astro-yoga');
    await page.getByRole('heading', { level: 1, name: 'Astro-Yoga' }).waitFor();
    for (const name of SECTIONS) {
      await sectionToggle(current, name).click();
      expect(await page.getByRole('region', { name }).getByRole('article').count(), name).toBe(2);
    }
    expect(await page.getByTestId('chakra-bar').count()).toBe(8);
    await page.getByRole('region', { name: 'Elemental Yoga Wisdom' }).waitFor();

    await page.getByRole('button', { name: /Get Personal Astro-Yoga Guidance/ }).click();
    expect(await readAndDismissAlert(page)).toBe(NO_SIGN_ALERT);
    await page.getByRole('button', { name: 'Get Personal Guidance for Eagle Pose' }).click();
    expect(await readAndDismissAlert(page)).toBe(NO_SIGN_ALERT);
    expect(current.dialogs).toEqual([]);
    expect(await readingCard(current).count()).toBe(0);
  });

  it('recommends the element’s poses, keeps one card open, and reads general guidance offline', async () => {
    current = await session.open(offlineUrl, withSign('taurus'));
    const { page } = current;
    await page.goto('/astro-yoga');
    const recommended = page.getByRole('region', { name: 'Recommended for Taurus (earth)' });
    await recommended.waitFor();
    expect(await recommended.getByRole('button').count()).toBe(2);
    await recommended.getByRole('button', { name: /Tree Pose/ }).click();
    await page.getByRole('button', { name: 'Show Less about Tree Pose' }).waitFor();
    await sectionToggle(current, '🌊 Water Poses').click();
    await page.getByRole('button', { name: 'Learn More about Fish Pose' }).click();
    const fish = page.getByRole('article', { name: 'Fish Pose' });
    expect(await fish.locator('ol > li').count()).toBeGreaterThanOrEqual(4);
    await fish.getByText(/stop at any pain/).waitFor();
    expect(await page.locator('button[aria-expanded="true"]').count()).toBe(1);

    await page.getByRole('button', { name: 'Get Personal Astro-Yoga Guidance for Taurus' }).click();
    const text = await waitForFinishedReading(readingCard(current), (value) =>
      value.includes('Composed offline'),
    );
    // The reading's own heading is the card's title (issue 26).
    expect(text).toContain('Astro-Yoga for Taurus');
    expect(text).toMatch(/Mountain Pose|Tree Pose/);
    expect(wordCount(text)).toBeGreaterThanOrEqual(120);
    expect(current.dialogs).toEqual([]);
  });

  it('shows the local template with the spec’s timings when the provider fails', async () => {
    current = await session.open(failingUrl, withSign('scorpio'));
    const { page } = current;
    await page.goto('/astro-yoga');
    await sectionToggle(current, '🌊 Water Poses').click();
    await page.getByRole('button', { name: 'Get Personal Guidance for Child’s Pose' }).click();
    const text = await waitForFinishedReading(readingCard(current), (value) =>
      value.includes('The stars are quiet right now'),
    );
    expect(text).toContain('Astro-Yoga for Scorpio');
    expect(text).toContain('Balasana');
    expect(text).toContain('Morning: 15–20 minutes');
    expect(text).toContain('Evening: 10–15 minutes');
    expect(text).toContain('Weekly: 2–3 longer sessions');
  });

  it('works by keyboard alone and has no serious accessibility violations at 320 pixels', async () => {
    current = await session.open(offlineUrl, { width: 320 });
    const { page } = current;
    await page.goto('/astro-yoga');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const aries = page.getByRole('button', { name: /Aries/ }).first();
    await aries.focus();
    await page.keyboard.press('Enter');
    expect(await aries.getAttribute('aria-pressed')).toBe('true');
    // Choosing Aries opened the fire poses.
    await page.getByRole('button', { name: 'Learn More about Sun Salutation' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Get Personal Guidance for Sun Salutation' }).focus();
    await page.keyboard.press('Space');
    const text = await waitForFinishedReading(readingCard(current), (value) =>
      value.includes('Composed offline'),
    );
    expect(text).toMatch(/Sun Salutation[^\n]* for Aries/);
    expect(await seriousViolations(page)).toEqual([]);
    expect(current.dialogs).toEqual([]);
  });

  it('is at most four phone screens tall before a tap, with the sign picker on the first screen', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await openUntapped(page, '/astro-yoga');
    expect(await pageHeight(page)).toBeLessThanOrEqual(MAX_UNTAPPED_HEIGHT);
    expect(await onFirstScreen(page, page.getByRole('button', { name: /Aries/ }).first())).toBe(true);
    expect(await page.getByRole('article').count()).toBe(0);
  });

  it('opens an element’s poses from the keyboard', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await openUntapped(page, '/astro-yoga');
    const water = page.getByRole('region', { name: '🌊 Water Poses' });
    await sectionToggle(current, '🌊 Water Poses').focus();
    await page.keyboard.press('Enter');
    await water.getByRole('article', { name: 'Fish Pose' }).waitFor();
    expect(await water.getByRole('article').count()).toBe(2);
    expect(await page.getByRole('region', { name: '🔥 Fire Poses' }).getByRole('article').count()).toBe(0);
  });
});
