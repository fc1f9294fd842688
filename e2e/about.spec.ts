import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import type { PhonePage } from './support/browser';
import { PROFILE_KEY } from './support/fixtures';
import { MAX_UNTAPPED_HEIGHT, onFirstScreen, openUntapped, pageHeight } from './support/first-screen';
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
    await tools.locator('summary').click();
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

  it('is at most four phone screens tall before a tap, with the mission on the first screen', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await openUntapped(page, '/about');
    expect(await pageHeight(page)).toBeLessThanOrEqual(MAX_UNTAPPED_HEIGHT);
    expect(await onFirstScreen(page, page.getByRole('heading', { name: 'Our mission' }))).toBe(true);
  });

  it('opens the tools and the privacy details from the keyboard', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await openUntapped(page, '/about');
    const tools = page.getByRole('region', { name: /^The \d+ tools$/ });
    expect(await tools.getByRole('link').count()).toBe(0);
    await tools.locator('summary').focus();
    await page.keyboard.press('Enter');
    await tools.getByRole('link', { name: /Love/ }).waitFor();
    expect(await tools.getByRole('link').count()).toBeGreaterThan(20);

    const privacy = page.getByRole('region', { name: 'Your privacy' });
    const server = privacy.getByText(/keeps none of them/);
    expect(await server.isVisible()).toBe(false);
    await privacy.locator('summary', { hasText: 'What the server and the AI provider see' }).focus();
    await page.keyboard.press('Space');
    await server.waitFor();
  });
});
