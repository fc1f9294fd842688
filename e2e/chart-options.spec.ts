import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { computeAstrologerChart } from '@core/sky/astrologer-chart';
import { signs } from '@core/content/signs';
import { formatDegree } from '@/components/chart-wheel/format-degree';
import type { PhonePage } from './support/browser';
import { seriousViolations } from './support/axe';
import { phoneSession } from './support/phone-session';
import { waitForText } from './support/wait';

const offlineUrl = inject('offlineUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const SUBMIT = /Generate My Birth Chart|Generating Your Chart\.\.\./;
const WHEEL = 'Ana’s birth chart';
// 14:30 British Summer Time in London.
const BIRTH = { utc: new Date('1990-07-15T13:30:00Z'), latitude: 51.50853, longitude: -0.12574 };

const tableOf = (page: Page, caption: string): Locator =>
  page.locator('table', { has: page.locator('caption', { hasText: caption }) });
const rowText = (table: Locator, name: RegExp) =>
  table.locator('tbody tr', { hasText: name }).first().innerText();

async function castChart(page: Page) {
  await page.goto('/birth-chart');
  await page.getByRole('heading', { level: 1, name: 'Birth Chart' }).waitFor();
  await page.getByRole('button', { name: SUBMIT }).click();
  await page.getByRole('group', { name: WHEEL, exact: true }).waitFor();
}

async function openOptions(page: Page) {
  const summary = page.locator('summary', { hasText: 'Chart options' });
  await summary.focus();
  // Keyboard first: the fold must open without a pointer.
  await page.keyboard.press('Enter');
  await page.getByLabel('House system', { exact: true }).waitFor();
}

describe('chart options on a phone', () => {
  it('changes the house system, the zodiac and the aspects, and remembers the zodiac', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/birth-chart');
    await page.getByRole('heading', { level: 1, name: 'Birth Chart' }).waitFor();
    await page.getByLabel(/^Name/).fill('Ana');
    await page.getByLabel(/^Birth date/).fill('1990-07-15');
    await page.getByLabel(/^Birth time/).fill('14:30');
    const place = page.getByRole('combobox', { name: /^Birth place/ });
    await place.click();
    await place.pressSequentially('Lond', { delay: 40 });
    await page
      .getByRole('option', { name: /^London, England, United Kingdom$/ })
      .first()
      .click();
    await page.getByRole('button', { name: SUBMIT }).click();
    await page.getByRole('group', { name: WHEEL, exact: true }).waitFor();
    await openOptions(page);

    // Campanus divides the prime vertical, Placidus time: the intermediate cusps move.
    const cusps = tableOf(page, 'Angles and house cusps');
    const placidusSecond = await rowText(cusps, /^House 2\b/);
    await page.getByLabel('House system', { exact: true }).selectOption('campanus');
    const campanusSecond = await waitForText(
      cusps.locator('tbody tr', { hasText: /^House 2\b/ }).first(),
      (text) => text !== placidusSecond,
    );
    const campanus = computeAstrologerChart({ ...BIRTH, houseSystem: 'campanus' });
    expect(campanusSecond).toContain(formatDegree(campanus.houses?.cusps[1] ?? Number.NaN));

    // Sidereal Lahiri: the Sun moves back by the ayanamsa the engine computes for the moment.
    const placements = tableOf(page, 'Natal placements');
    const tropicalSun = await rowText(placements, /^\W*Sun\b/);
    await page.getByLabel('Zodiac', { exact: true }).selectOption('sidereal');
    expect(await page.getByLabel('Ayanamsa', { exact: true }).inputValue()).toBe('lahiri');
    await waitForText(page.getByTestId('chart-zodiac'), (text) => text.startsWith('Sidereal zodiac, Lahiri'));
    const sidereal = computeAstrologerChart({
      ...BIRTH,
      houseSystem: 'campanus',
      zodiac: { zodiac: 'sidereal', ayanamsa: 'lahiri' },
    });
    const sun = sidereal.bodies.sun;
    const siderealSun = await rowText(placements, /^\W*Sun\b/);
    expect(siderealSun).not.toBe(tropicalSun);
    expect(siderealSun).toContain(signs[sun.sign].name);
    expect(siderealSun).toContain(formatDegree(sun.lon));
    const tropical = computeAstrologerChart(BIRTH);
    const ayanamsa = sidereal.zodiac.zodiac === 'sidereal' ? sidereal.zodiac.ayanamsaDegrees : 0;
    expect(Math.abs(tropical.bodies.sun.lon - ayanamsa - sun.lon)).toBeLessThan(1e-9);
    expect(ayanamsa).toBeGreaterThan(23);

    // Minor aspects: thin lines appear on the wheel, and the toggle hides them again.
    const wheel = page.getByRole('group', { name: WHEEL, exact: true });
    const minorLines = page.locator('line.chart-wheel__aspect--minor');
    expect(await minorLines.count()).toBe(0);
    await page.getByLabel('Aspects', { exact: true }).selectOption('all');
    await minorLines.first().waitFor({ state: 'attached' });
    const strokeWidth = (line: Locator) =>
      line.evaluate((node) => Number.parseFloat(getComputedStyle(node).strokeWidth));
    expect(await strokeWidth(minorLines.first())).toBeLessThan(
      await strokeWidth(page.locator('line.chart-wheel__aspect--major').first()),
    );
    expect(await wheel.count()).toBe(1);
    const toggle = page.getByRole('button', { name: 'Minor aspect lines' });
    await toggle.click();
    expect(await minorLines.count()).toBe(0);
    await toggle.click();
    expect(await minorLines.count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The zodiac is the profile's: a reload casts the next chart in it.
    await page.reload();
    await castChart(page);
    await waitForText(page.getByTestId('chart-zodiac'), (text) => text.startsWith('Sidereal zodiac, Lahiri'));
    await openOptions(page);
    expect(await page.getByLabel('Zodiac', { exact: true }).inputValue()).toBe('sidereal');
    expect(await page.getByLabel('House system', { exact: true }).inputValue()).toBe('campanus');
    expect(await rowText(tableOf(page, 'Natal placements'), /^\W*Sun\b/)).toBe(siderealSun);
  }, 180_000);
});
