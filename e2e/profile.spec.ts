import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readAndDismissAlert } from './support/alert-dialog';
import { seriousViolations } from './support/axe';
import type { PhonePage } from './support/browser';
import { readAndAnswerConfirm } from './support/confirm-dialog';
import { PROFILE_KEY } from './support/fixtures';
import { phoneSession } from './support/phone-session';

const offlineUrl = inject('offlineUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const RESET_TEXT =
  'Reset your cosmic profile? This will: clear all personal information, remove zodiac selections, reset spiritual preferences, clear reading history. This action cannot be undone. Continue?';

const stored = async (phone: PhonePage) =>
  JSON.parse(
    (await phone.page.evaluate((key) => localStorage.getItem(key), PROFILE_KEY)) ?? 'null',
  ) as Record<string, unknown> | null;

const viewValue = (phone: PhonePage, label: string) =>
  phone.page
    .getByRole('region', { name: 'Personal Information' })
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd')
    .innerText();

/** Presses Tab until the focused element matches `selector`, a few times at most. */
async function tabUntil(page: Page, selector: string): Promise<void> {
  for (let press = 0; press < 5; press += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) === true, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe('profile page', () => {
  it('is edited by keyboard alone, saved, and still there after a reload, in the side menu too', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Cosmic Profile' }).waitFor();
    expect(await page.getByRole('region', { name: 'Profile Status' }).innerText()).toMatch(/Incomplete/);

    await page.getByRole('button', { name: 'Complete Profile Now' }).focus();
    await page.keyboard.press('Enter');
    const name = page.getByLabel('Name', { exact: true });
    await name.waitFor();
    expect(await name.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.type('Ana Lua');
    await page.keyboard.press('Tab');
    // The date input takes its parts in the page's locale order (en-US: month, day, year).
    await page.keyboard.type('02191985');
    expect(await page.getByLabel('Birth date').inputValue()).toBe('1985-02-19');
    // Tab walks through a date or time input's own parts before it leaves.
    await tabUntil(page, 'input[type="time"]');
    await page.keyboard.type('0630AM');
    expect(await page.getByLabel(/^Birth time/).inputValue()).toBe('06:30');
    await tabUntil(page, '[role="combobox"]');
    await page.keyboard.type('Lisb', { delay: 40 });
    await page
      .getByRole('option', { name: /^Lisbon/ })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByText(/Europe\/Lisbon: every chart can use this place/).waitFor();
    await page.keyboard.press('Tab'); // "Enter coordinates instead"
    await page.keyboard.press('Tab'); // the focus select
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab'); // the chart zodiac select (issue 29)
    expect(await page.evaluate(() => document.activeElement?.id.endsWith('-zodiac'))).toBe(true);
    await page.keyboard.press('Tab'); // the first goal
    await page.keyboard.press('Space');
    for (let goal = 1; goal < 10; goal += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save');
    await page.keyboard.press('Enter');

    await page.getByRole('status').filter({ hasText: 'Your profile was saved.' }).waitFor();
    expect(await viewValue(current, 'Name')).toBe('Ana Lua');
    expect(await viewValue(current, 'Current focus')).toBe('Love and relationships');
    expect(await stored(current)).toMatchObject({
      name: 'Ana Lua',
      birthDate: '1985-02-19',
      birthTime: '06:30',
      zodiacSign: 'pisces',
      currentFocus: 'Love and relationships',
      spiritualGoals: ['Self-discovery and personal growth'],
      birthLocation: { timeZone: 'Europe/Lisbon' },
    });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Cosmic Profile' }).waitFor();
    expect(await page.getByRole('region', { name: 'Profile Status' }).innerText()).toMatch(/Complete/);
    const identity = await page.getByRole('region', { name: 'Zodiac Identity' }).innerText();
    expect(identity).toMatch(/Pisces/);
    // Born the day before the Ox year began.
    expect(identity).toMatch(/Rat/);
    expect(await viewValue(current, 'Birth place')).toMatch(/^Lisbon/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const summary = await page.getByRole('dialog').getByRole('region', { name: 'Your profile' }).innerText();
    expect(summary).toMatch(/Ana Lua/);
    expect(summary).toMatch(/0 consultations/);
    expect(summary).toMatch(/Love and relationships/);
    expect(await page.getByRole('dialog').getByRole('img', { name: 'Pisces' }).count()).toBe(1);
    expect(current.dialogs).toEqual([]);
  });

  it('exports a file, refuses a bad one, imports a good one and resets after the spec’s question', async () => {
    const profile = { name: 'Bea', zodiacSign: 'virgo', birthDate: '1992-09-01', totalReadings: 5 };
    current = await session.open(offlineUrl, { storage: { [PROFILE_KEY]: JSON.stringify(profile) } });
    const { page } = current;
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Cosmic Profile' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Profile' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cosmic-profile-bea-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      kind: string;
      profile: Record<string, unknown>;
    };
    expect(exported.kind).toBe('cosmic-guide-profile');
    expect(exported.profile).toMatchObject(profile);

    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'list.json',
      mimeType: 'application/json',
      buffer: Buffer.from('[1,2,3]'),
    });
    expect(await readAndDismissAlert(page)).toBe(
      'That file is JSON, but not a profile exported from Cosmic Guide. Your profile was not changed.',
    );
    expect(await stored(current)).toMatchObject(profile);

    const edited = {
      ...exported,
      profile: { ...exported.profile, name: 'Cy', currentFocus: 'Creative expression' },
    };
    await fileInput.setInputFiles({
      name: 'cy.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(edited)),
    });
    expect(await readAndAnswerConfirm(page, 'Replace Profile')).toMatch(/^Replace your cosmic profile/);
    await page.getByRole('status').filter({ hasText: 'Your profile was loaded from cy.json.' }).waitFor();
    expect(await viewValue(current, 'Name')).toBe('Cy');
    expect(await stored(current)).toMatchObject({
      name: 'Cy',
      currentFocus: 'Creative expression',
      totalReadings: 5,
    });

    await page.getByRole('button', { name: 'Reset Profile' }).click();
    expect(await readAndAnswerConfirm(page, 'Cancel')).toBe(RESET_TEXT);
    expect(await viewValue(current, 'Name')).toBe('Cy');
    await page.getByRole('button', { name: 'Reset Profile' }).click();
    expect(await readAndAnswerConfirm(page, 'Reset Profile')).toBe(RESET_TEXT);
    await page.getByRole('status').filter({ hasText: 'Your profile was reset.' }).waitFor();
    expect(await viewValue(current, 'Name')).toBe('Not set');
    expect(await stored(current)).toBeNull();
    expect(current.dialogs).toEqual([]);
  });

  it('passes axe in view and edit mode, at 320 px too', async () => {
    const profile = {
      name: 'Ana',
      zodiacSign: 'leo',
      birthDate: '1990-08-01',
      spiritualGoals: ['Manifestation and abundance'],
    };
    current = await session.open(offlineUrl, {
      storage: { [PROFILE_KEY]: JSON.stringify(profile) },
      width: 320,
    });
    const { page } = current;
    await page.goto('/profile');
    await page.getByRole('region', { name: 'Zodiac Identity' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Edit personal information' }).click();
    await page.getByLabel('Current focus').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
