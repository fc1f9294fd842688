import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import type { PhonePage } from './support/browser';
import { PROFILE_KEY } from './support/fixtures';
import { phoneSession } from './support/phone-session';

const offlineUrl = inject('offlineUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const SECTIONS = ['Our mission', 'Cosmic Guide in numbers', 'Your privacy', 'Ethics', 'Community', 'Credits'];

describe('about page', () => {
  it('holds every section, with true figures only (the readings counted on this device), passing axe', async () => {
    const profile = JSON.stringify({ name: 'Ana', zodiacSign: 'leo', totalReadings: 7 });
    current = await session.open(offlineUrl, { storage: { [PROFILE_KEY]: profile } });
    const { page } = current;
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'About Cosmic Guide' }).waitFor();
    for (const name of SECTIONS) await page.getByRole('region', { name }).waitFor();

    const figures = await page
      .getByRole('region', { name: 'Cosmic Guide in numbers' })
      .getByRole('definition')
      .allInnerTexts();
    expect(figures).toHaveLength(4);
    expect(figures.slice(1)).toEqual(['7', '12', '0']);
    expect(await page.locator('main').innerText()).not.toMatch(/50,000|1M\+|4\.9 rating/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('is reached from the footer and lists as tools exactly the side menu’s pages but Home and About', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Cosmic Guide' }).click();
    await page.getByRole('heading', { level: 1, name: 'About Cosmic Guide' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
    const tools = page.getByRole('region', { name: /^The \d+ tools$/ });
    await tools.waitFor();
    const toolLinks = await tools
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

    await page.getByRole('button', { name: /open menu/i }).click();
    // The menu's code arrives with the first tap.
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'All pages' }).waitFor();
    const menuLinks = await page
      .getByRole('dialog')
      .getByRole('navigation', { name: 'All pages' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    await page.keyboard.press('Escape');

    const expected = menuLinks.filter((path) => path !== '/' && path !== '/about');
    expect(toolLinks).toEqual(expected);
    expect(expected).toContain('/love');
    const heading = await tools.getByRole('heading').innerText();
    expect(heading).toBe(`The ${expected.length} tools`);
    const figures = await page
      .getByRole('region', { name: 'Cosmic Guide in numbers' })
      .getByRole('definition')
      .allInnerTexts();
    expect(figures[0]).toBe(String(expected.length));

    await tools.getByRole('link', { name: /Love/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Love' }).waitFor();
  });
});
