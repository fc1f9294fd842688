import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import type { PhonePage } from './support/browser';
import { MAX_UNTAPPED_HEIGHT, onFirstScreen, openUntapped, pageHeight } from './support/first-screen';
import { phoneSession } from './support/phone-session';

const offlineUrl = inject('offlineUrl');
const session = phoneSession();

const SIGN_NAMES = 'Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces';

const focusedText = (phone: PhonePage) =>
  phone.page.evaluate(() =>
    document.activeElement === document.body ? '' : (document.activeElement?.textContent?.trim() ?? ''),
  );

/** The disclosure that shows or hides a category's lessons. */
const categoryToggle = (page: PhonePage['page'], name: string) =>
  page.getByRole('region', { name }).locator('summary');

describe('learn astrology page', () => {
  it('opens the planets lesson with today’s sky, answers a quiz question and closes it, passing axe', async () => {
    const current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/learn-astrology');
    await page.getByRole('heading', { level: 1, name: 'Learn Astrology' }).waitFor();
    // Only the first category is open before a tap; each other opens from its own button.
    expect(await page.getByRole('article').count()).toBe(3);
    await categoryToggle(page, 'Chart Components').click();
    await categoryToggle(page, 'Advanced Practice').click();
    expect(await page.getByRole('article').count()).toBe(10);
    expect(await page.getByRole('heading', { name: 'The wanderers' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Open Lesson about The Planets' }).click();
    await page.getByRole('heading', { level: 4, name: 'The wanderers' }).waitFor();
    expect(await focusedText(current)).toBe('The Planets');
    const card = page.getByRole('article', { name: 'The Planets' });
    expect((await card.innerText()).split(/\s+/).length).toBeGreaterThan(600);

    const planets = page.getByRole('list', { name: 'Planets today' });
    await planets.waitFor();
    const rows = await planets.getByRole('listitem').allInnerTexts();
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row).toMatch(new RegExp(`\\d{1,2}°\\d\\d′ (${SIGN_NAMES})`));

    const question = page.getByRole('group', { name: /Why can your Venus never be more than two signs/ });
    await question.getByRole('radio', { name: /Venus moves exactly as fast as the Sun/ }).check();
    await question.getByRole('button', { name: 'Check answer' }).click();
    expect(await question.getByRole('status').innerText()).toMatch(
      /^Not quite\. The answer is: Venus orbits inside/,
    );
    await question.getByRole('radio', { name: /Venus orbits inside/ }).check();
    await question.getByRole('button', { name: 'Check answer' }).click();
    expect(await question.getByRole('status').innerText()).toMatch(/^Correct\./);

    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close Lesson about The Planets' }).click();
    expect(await page.getByRole('heading', { name: 'The wanderers' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Open Lesson about The Planets' }).count()).toBe(1);
  });

  it('draws the example wheel for the houses lesson and keeps one lesson open at a time', async () => {
    const current = await session.open(offlineUrl, { width: 320 });
    const { page } = current;
    await page.goto('/learn-astrology');
    await categoryToggle(page, 'Chart Components').click();
    await page.getByRole('button', { name: 'Open Lesson about The 12 Houses' }).click();
    const wheel = page.getByRole('article', { name: 'The 12 Houses' }).locator('svg').first();
    await wheel.waitFor();
    expect(await page.getByText(/The Ascendant at the left is in Sagittarius/).count()).toBe(1);
    expect(await wheel.locator('[data-body]').count()).toBeGreaterThanOrEqual(10);
    const box = await wheel.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(200);
    expect(box?.width ?? 999).toBeLessThanOrEqual(320);

    await categoryToggle(page, 'Advanced Practice').click();
    await page.getByRole('button', { name: 'Open Lesson about The Natal Chart' }).click();
    await page.getByText(/so Jupiter rules this chart/).waitFor();
    expect(await page.getByRole('button', { name: /^Close Lesson/ }).count()).toBe(1);
    expect(await page.getByText(/The Ascendant at the left is in Sagittarius/).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  it('works by keyboard: a path step opens its lesson, a quiz is answered with arrows, the glossary is searched', async () => {
    const current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/learn-astrology');
    await page.getByRole('heading', { level: 1, name: 'Learn Astrology' }).waitFor();
    const tabTo = async (pattern: RegExp) => {
      for (let step = 0; step < 120; step += 1) {
        await page.keyboard.press('Tab');
        if (pattern.test(await focusedText(current))) return;
      }
      throw new Error(`Tab never reached ${String(pattern)}`);
    };
    await tabTo(/Step 1: Astrology Basics/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 4, name: 'A symbolic language, not a science' }).waitFor();
    expect(await focusedText(current)).toBe('Astrology Basics');

    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio'))
        break;
    }
    // A quiz question's fieldset (each lesson category is a group too: a disclosure).
    const question = page
      .locator('fieldset')
      .filter({ has: page.getByRole('radio') })
      .first();
    await page.keyboard.press('ArrowDown');
    expect(await question.getByRole('radio', { checked: true }).count()).toBe(1);
    await tabTo(/^Check answer$/);
    await page.keyboard.press('Enter');
    expect(await question.getByRole('status').innerText()).toMatch(/^(Correct|Not quite)\./);

    await page.getByRole('searchbox', { name: 'Search the glossary' }).focus();
    await page.keyboard.type('retro');
    const glossary = page.getByRole('region', { name: 'Glossary of Terms' });
    expect(await glossary.getByRole('term').first().innerText()).toBe('Retrograde');
    expect(await glossary.getByRole('status').innerText()).toMatch(/^\d+ terms? match/);
    expect(current.dialogs).toEqual([]);
  });

  it('is at most four phone screens tall before a tap, with the recommended path on the first screen', async () => {
    const { page } = await session.open(offlineUrl);
    await openUntapped(page, '/learn-astrology');
    expect(await pageHeight(page)).toBeLessThanOrEqual(MAX_UNTAPPED_HEIGHT);
    expect(await onFirstScreen(page, page.getByRole('heading', { name: 'Your Recommended Path' }))).toBe(
      true,
    );
    expect(await onFirstScreen(page, page.getByRole('button', { name: 'Step 1: Astrology Basics' }))).toBe(
      true,
    );
    // The glossary waits behind its search: no term is listed until one is typed or the list is opened.
    expect(await page.getByRole('term').count()).toBe(0);
  });

  it('opens a closed category and the whole glossary from the keyboard, and a path step opens its category', async () => {
    const { page } = await session.open(offlineUrl);
    await openUntapped(page, '/learn-astrology');
    const advanced = page.getByRole('button', { name: 'Open Lesson about How to Read a Birth Chart' });
    expect(await advanced.count()).toBe(0);
    await categoryToggle(page, 'Advanced Practice').focus();
    await page.keyboard.press('Enter');
    await advanced.waitFor();

    await page.locator('summary', { hasText: 'Browse all 64 terms' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('term').first().waitFor();
    expect(await page.getByRole('term').count()).toBe(64);

    // The third step of the path is a lesson of the closed Chart Components category.
    await page.getByRole('button', { name: 'Step 3: The Planets' }).click();
    await page.getByRole('heading', { level: 4, name: 'The wanderers' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open Lesson about Aspects' }).isVisible()).toBe(true);
  });
});
