import { describe, expect, inject, it } from 'vitest';
import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { lotteries } from '@core/features/lucky-numbers/lotteries';
import { ticketProblem } from '@core/features/lucky-numbers/ticket';
import type { Locator, Page } from 'playwright-core';
import { readAndDismissAlert } from './support/alert-dialog';
import { seriousViolations } from './support/axe';
import { PHONE_VIEWPORT, type PhonePage } from './support/browser';
import { PROFILE_KEY } from './support/fixtures';
import { phoneSession } from './support/phone-session';
import { waitForFinishedReading, waitForText, wordCount } from './support/wait';

const offlineUrl = inject('offlineUrl');
const aiUrl = inject('aiUrl');
const failingUrl = inject('failingUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const NO_SIGN_FOR_NUMBERS = 'Please select your zodiac sign first for personalized lucky numbers.';
const NO_SIGN_FOR_NUMEROLOGY = 'Please select your zodiac sign first.';

const generateButton = (page: Page) => page.getByRole('button', { name: /Generate .* Numbers|Consulting/ });
const analysisCard = (page: Page) => page.getByTestId('lucky-result').locator('article');

async function numbersIn(list: Locator): Promise<number[]> {
  return (await list.locator('li').allInnerTexts()).map(Number);
}

async function openPage(url: string, profile?: Record<string, unknown>) {
  current = await session.open(url, profile ? { storage: { [PROFILE_KEY]: JSON.stringify(profile) } } : {});
  await current.page.goto('/lucky-numbers');
  await current.page.getByRole('heading', { level: 1, name: 'Lucky Numbers & Numerology' }).waitFor();
  return current.page;
}

describe('lucky numbers page', () => {
  it('is at most four phone screens tall before the first tap', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/lucky-numbers');
    await page.waitForLoadState('networkidle');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(4 * PHONE_VIEWPORT.height);
  });

  it('asks for a sign before numbers or a personal reading, with the spec’s alerts', async () => {
    const page = await openPage(offlineUrl);
    await generateButton(page).click();
    expect(await readAndDismissAlert(page)).toBe(NO_SIGN_FOR_NUMBERS);
    await page.getByRole('button', { name: /Get Personal Reading/ }).click();
    expect(await readAndDismissAlert(page)).toBe(NO_SIGN_FOR_NUMEROLOGY);
    expect(await page.getByTestId('lucky-result').count()).toBe(0);
    expect(await page.getByTestId('numerology-result').count()).toBe(0);
    expect(current?.dialogs).toEqual([]);
    // Responsible play is on the page before anything is drawn.
    const help = page.getByRole('region', { name: 'Play for fun, never for money' });
    expect(await help.innerText()).toContain('No method, sign, number or ritual changes the odds');
    expect(await help.getByRole('link', { name: /Gambling Care/ }).getAttribute('href')).toBe(
      'https://www.gamblingcare.ie',
    );
  });

  it('brings Generate into reach once a sign is picked, above the tab bar', async () => {
    const page = await openPage(offlineUrl);
    // The last row of signs, the farthest from the button.
    await page
      .getByRole('button', { name: /Pisces/ })
      .first()
      .click();
    const button = generateButton(page);
    await page.waitForFunction(() => {
      const generate = [...document.querySelectorAll('main button')].find((element) =>
        element.textContent?.includes('Generate'),
      );
      const box = generate?.getBoundingClientRect();
      if (!generate || !box || box.top < 0 || box.bottom > window.innerHeight) return false;
      // Nothing (the fixed tab bar, the header) drawn over its middle.
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === generate;
    });
    expect(await button.innerText()).toContain('for Pisces');
    // The chosen game is in view above it.
    const facts = await page.getByTestId('lottery-facts').boundingBox();
    expect(facts && facts.y >= 0).toBe(true);
  });

  it('waits 2000 ms, shows a valid line with its true odds, and reads it from the real sky', async () => {
    const page = await openPage(offlineUrl);
    await page.getByRole('button', { name: /Leo/ }).first().click();
    expect(await page.getByRole('list', { name: 'Leo’s power numbers' }).innerText()).toMatch(
      /1\s+5\s+10\s+19\s+28\s+37/,
    );
    const powerball = page.getByRole('button', { name: 'Powerball', exact: true });
    await powerball.click();
    expect(await powerball.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('lottery-facts').innerText()).toContain('Top prize odds: 1 in 292,201,338');

    const started = Date.now();
    await generateButton(page).click();
    expect(await generateButton(page).isDisabled()).toBe(true);
    expect(await generateButton(page).innerText()).toBe('Consulting the stars...');
    const main = page.getByRole('list', { name: 'Main numbers' });
    await main.waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    const ticket = {
      main: await numbersIn(main),
      bonus: await numbersIn(page.getByRole('list', { name: 'Bonus numbers' })),
    };
    expect(ticketProblem(lotteries.powerball, ticket)).toBeNull();
    expect(ticket.main).toEqual([...ticket.main].sort((first, second) => first - second));

    const text = await waitForFinishedReading(analysisCard(page), (value) =>
      value.includes('Composed offline'),
    );
    expect(wordCount(text)).toBeGreaterThanOrEqual(120);
    expect(text).toContain('Jupiter');
    expect(text).toMatch(
      /\d+° (Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)/,
    );
    expect(text).toMatch(/solar house/);
    expect(text).toContain('1 in 292,201,338');
    expect(await generateButton(page).isDisabled()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(current?.dialogs).toEqual([]);
  });

  it('asks for a name and birth date, then shows the working and the reading in view', async () => {
    const page = await openPage(offlineUrl, { zodiacSign: 'cancer' });
    await page.getByRole('button', { name: /Get Personal Reading/ }).click();
    const result = page.getByTestId('numerology-result');
    await result.getByLabel('Full name').fill('Ann Lee');
    await result.getByLabel('Birth date', { exact: true }).fill('1990-07-14');
    await page.getByRole('button', { name: 'Save and read my numbers' }).click();
    const numbers = await waitForText(result, (value) => value.includes('Composed offline'));
    expect(numbers).toContain('year 1990 → 1+9+9+0 = 19 → 1+9 = 10 → 1+0 = 1; month 7; day 14 → 1+4 = 5');
    expect(numbers).toContain('Life Path 4 · Expression 6 · Soul Urge 2');
    expect(wordCount(numbers)).toBeGreaterThanOrEqual(120);
    // The saved details live in the profile now.
    const stored = await page.evaluate((key) => localStorage.getItem(key) ?? '', PROFILE_KEY);
    expect(JSON.parse(stored)).toMatchObject({ name: 'Ann Lee', birthDate: '1990-07-14' });

    // Asking again from the top brings the result back into view: the spec's defect, fixed.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: /Get Personal Reading/ }).click();
    await page.waitForFunction(() => {
      const box = document.querySelector('[data-testid="numerology-result"]')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
    });
    expect(current?.errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('works by keyboard alone: sign, game, generate', async () => {
    const page = await openPage(offlineUrl, {});
    const focusOn = async (name: RegExp) => {
      for (let step = 0; step < 80; step += 1) {
        await page.keyboard.press('Tab');
        const label = await page.evaluate(() =>
          document.activeElement === document.body ? '' : (document.activeElement?.textContent ?? ''),
        );
        if (name.test(label)) return;
      }
      throw new Error(`Tab never reached ${String(name)}`);
    };
    await focusOn(/^♏\s*Scorpio|Scorpio/);
    await page.keyboard.press('Enter');
    await focusOn(/EuroMillions Plus$/);
    await page.keyboard.press('Enter');
    await focusOn(/Generate EuroMillions Plus Numbers/);
    await page.keyboard.press('Enter');
    const main = page.getByRole('list', { name: 'Main numbers' });
    await main.waitFor();
    expect(
      ticketProblem(lotteries['euromillions-plus'], { main: await numbersIn(main), bonus: [] }),
    ).toBeNull();
    await waitForFinishedReading(analysisCard(page));
  });

  it('shows the provider’s analysis, and the spec’s line when the provider fails', async () => {
    for (const [url, expected] of [
      [aiUrl, 'Written by our AI astrologer'],
      [failingUrl, FALLBACK_TEXTS.luckyNumbers],
    ] as const) {
      const page = await openPage(url, { zodiacSign: 'aries' });
      await page.getByRole('button', { name: 'Daily Million', exact: true }).click();
      await generateButton(page).click();
      const text = await waitForFinishedReading(
        analysisCard(page),
        (value) => value.includes(expected),
        20_000,
      );
      expect(text).toContain(expected);
      expect(current?.dialogs).toEqual([]);
    }
  });

  it('skips the suspense for visitors who asked for less motion', async () => {
    current = await session.open(offlineUrl, {
      reducedMotion: 'reduce',
      storage: { [PROFILE_KEY]: JSON.stringify({ zodiacSign: 'virgo' }) },
    });
    const { page } = current;
    await page.goto('/lucky-numbers');
    const started = Date.now();
    await generateButton(page).click();
    await page.getByRole('list', { name: 'Main numbers' }).waitFor();
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
