import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PhonePage } from './support/browser';
import { seriousViolations } from './support/axe';
import { measureWheel } from './support/wheel-text';
import { phoneSession } from './support/phone-session';
import { waitForText } from './support/wait';

const offlineUrl = inject('offlineUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const SUBMIT = /Generate My Birth Chart|Generating Your Chart\.\.\./;

async function openForm(options: { timeZone?: string } = {}): Promise<Page> {
  current = await session.open(offlineUrl, options);
  const { page } = current;
  await page.goto('/birth-chart');
  await page.getByRole('heading', { level: 1, name: 'Birth Chart' }).waitFor();
  return page;
}

async function fillPerson(page: Page, { name, date, time }: { name: string; date: string; time?: string }) {
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Birth date/).fill(date);
  if (time) await page.getByLabel(/^Birth time/).fill(time);
}

async function pickPlace(page: Page, typed: string, option: RegExp) {
  const place = page.getByRole('combobox', { name: /^Birth place/ });
  await place.click();
  await place.pressSequentially(typed, { delay: 40 });
  await page.getByRole('option', { name: option }).first().click();
}

describe('birth chart page', () => {
  it('casts a chart for a place found by typeahead, with wheel, tables and a reading that names placements', async () => {
    const page = await openForm();
    const submit = page.getByRole('button', { name: SUBMIT });
    expect(await submit.isDisabled()).toBe(true);
    await fillPerson(page, { name: 'Ana', date: '1990-07-15', time: '14:30' });
    await pickPlace(page, 'Lond', /^London, England, United Kingdom$/);
    await page.getByText('UTC+1, BST').waitFor();

    await submit.click();
    const label = await submit.innerText();
    const wheel = page.getByRole('group', { name: 'Ana’s birth chart', exact: true });
    expect(label === 'Generating Your Chart...' || (await wheel.count()) > 0).toBe(true);

    await wheel.waitFor();
    expect(await wheel.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
    expect(await wheel.getByRole('button', { name: /^Sun in Cancer/ }).count()).toBe(1);
    expect(await wheel.getByText('ASC', { exact: true }).count()).toBe(1);
    const placements = page.locator('table', {
      has: page.locator('caption', { hasText: 'Natal placements' }),
    });
    expect(await placements.locator('tbody tr').count()).toBeGreaterThanOrEqual(12);
    await page
      .getByText('Born 15 July 1990 at 14:30 (UTC+1, BST) in London, England, United Kingdom.')
      .waitFor();

    const reading = page.getByRole('article', { name: 'Ana’s Birth Chart' });
    const text = await waitForText(
      reading,
      (value) => /Sun in/.test(value) && /Composed offline|Written by/.test(value),
      30_000,
    );
    expect(text).toMatch(/Sun in Cancer/);
    await waitForText(submit, (value) => value === 'Generate My Birth Chart');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('casts a noon chart without houses when the birth time is unknown', async () => {
    const page = await openForm();
    await fillPerson(page, { name: 'Leo', date: '1988-08-08' });
    await page.getByRole('checkbox', { name: 'I don’t know my birth time' }).check();
    await page.getByRole('button', { name: SUBMIT }).click();
    const wheel = page.getByRole('group', { name: 'Leo’s birth chart', exact: true });
    await wheel.waitFor();
    expect(await wheel.getByText('ASC', { exact: true }).count()).toBe(0);
    await page.getByText('Birth time unknown: noon chart without houses or Ascendant.').waitFor();
    const sensitive = page.getByRole('list', { name: 'Time-sensitive placements' });
    expect(await sensitive.innerText()).toMatch(/^Moon/);
    expect(await page.getByLabel('House system').count()).toBe(0);
  });

  it('asks which 01:30 was meant on the New York night the clocks went back', async () => {
    const page = await openForm();
    await fillPerson(page, { name: 'Sam', date: '2021-11-07', time: '01:30' });
    await pickPlace(page, 'New York', /^New York City, New York, United States$/);
    const question = page.getByRole('group', { name: /so 01:30 happened twice/ });
    await question.waitFor();
    expect(await question.getByRole('radio').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    const submit = page.getByRole('button', { name: SUBMIT });
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'happened twice' }).waitFor();
    expect(await page.getByRole('group', { name: 'Sam’s birth chart', exact: true }).count()).toBe(0);

    await question.getByRole('radio', { name: /The second 01:30, UTC−5, EST/ }).check();
    await page.getByText('UTC−5, EST', { exact: true }).waitFor();
    await submit.click();
    await page
      .getByText('Born 7 November 2021 at 01:30 (UTC−5, EST) in New York City, New York, United States.')
      .waitFor();
    await page.getByRole('group', { name: 'Sam’s birth chart', exact: true }).waitFor();
  });

  it('draws a wheel a 390 px phone can read: no text under 11 px, all upright, one node, a larger view', async () => {
    const page = await openForm();
    await fillPerson(page, { name: 'Ana', date: '1990-07-15', time: '14:30' });
    await pickPlace(page, 'Lond', /^London, England, United Kingdom$/);
    await page.getByRole('button', { name: SUBMIT }).click();
    const wheel = page.getByRole('group', { name: 'Ana’s birth chart', exact: true });
    await wheel.waitFor();

    const compact = await measureWheel(page);
    expect(compact.smallestPx).toBeGreaterThanOrEqual(11);
    expect(compact.turned).toEqual([]);
    expect(compact.nodeGlyphs).toBe(1);
    // The tables still list both node models, each named for its own.
    const placements = page.locator('table', {
      has: page.locator('caption', { hasText: 'Natal placements' }),
    });
    expect(await placements.getByRole('rowheader', { name: /North Node/ }).count()).toBe(2);

    const zoom = page.getByRole('button', { name: 'Larger wheel' });
    await zoom.click();
    expect(await zoom.getAttribute('aria-pressed')).toBe('true');
    const large = await measureWheel(page);
    expect(large.smallestPx).toBeGreaterThanOrEqual(11);
    expect(large.turned).toEqual([]);
    // The larger wheel prints minutes and pans inside its own box instead of widening the page.
    expect(await wheel.getByRole('button', { name: /^Sun in Cancer/ }).textContent()).toMatch(/48′/);
    const viewport = page.getByTestId('chart-wheel-viewport');
    const overflow = await viewport.evaluate((box) => ({
      box: box.scrollWidth - box.clientWidth,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
    expect(overflow.box).toBeGreaterThan(0);
    expect(overflow.page).toBe(0);
    // A finger-sized target for every glyph.
    const smallestTarget = await wheel
      .locator('.chart-wheel__hit')
      .evaluateAll((circles) => Math.min(...circles.map((circle) => circle.getBoundingClientRect().width)));
    expect(smallestTarget).toBeGreaterThanOrEqual(24);
  });

  it('still casts the chart when the network is gone after the page has loaded', async () => {
    // With no place the time is read in the device's zone, and the Sun entered Aries at 05:57
    // UTC that morning: pin the zone so the expected sign does not depend on the test machine.
    const page = await openForm({ timeZone: 'UTC' });
    // Once the visitor begins to fill in the form, the page prefetches the chart engine and the
    // natal composer; once they are in the browser's cache, no request is needed to cast a chart
    // or compose its reading.
    await page.getByRole('textbox').first().focus();
    await page.locator('head link[rel="prefetch"]').first().waitFor({ state: 'attached' });
    // Every prefetch done (a finished one has a timing entry), not only started.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('head link[rel="prefetch"]')].every(
        (link) => performance.getEntriesByName(link.href).length > 0,
      ),
    );
    await current?.context.setOffline(true);
    await fillPerson(page, { name: 'Ida', date: '1975-03-21', time: '06:10' });
    await page.getByRole('button', { name: SUBMIT }).click();
    const wheel = page.getByRole('group', { name: 'Ida’s birth chart', exact: true });
    await wheel.waitFor();
    // The reading is composed in the browser, and the page (wheel included) survives it.
    const reading = page.getByRole('article', { name: 'Ida’s Birth Chart' });
    await waitForText(reading, (value) => value.includes('Composed offline'), 30_000);
    expect(await wheel.getByRole('button', { name: /^Sun in Aries 0°00′/ }).count()).toBe(1);
    await page.getByText('Born 21 March 1975 at 06:10 (UTC+0).').waitFor();
    await page.getByText('Add a birth place to see the houses and the Ascendant.').waitFor();
    // The cast counts as a reading in the stored profile, though the profile's rules came offline.
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('cosmic-guide:profile') ?? '{}').totalReadings === 1,
    );
  });

  it('reads a time given without a place in the device’s zone, as the page says', async () => {
    // Ireland kept summer time from 16 March 1975, so 06:10 there was 05:10 UTC: the Sun was
    // still in the last minutes of Pisces.
    const page = await openForm({ timeZone: 'Europe/Dublin' });
    await fillPerson(page, { name: 'Ida', date: '1975-03-21', time: '06:10' });
    await page.getByRole('button', { name: SUBMIT }).click();
    const wheel = page.getByRole('group', { name: 'Ida’s birth chart', exact: true });
    await wheel.waitFor();
    expect(await wheel.getByRole('button', { name: /^Sun in Pisces 29°58′/ }).count()).toBe(1);
    await page.getByText(/^Born 21 March 1975 at 06:10 \(UTC\+1/).waitFor();
  });
});
