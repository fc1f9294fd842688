import { describe, expect, inject, it } from 'vitest';
import type { PhonePage } from './support/browser';
import { seriousViolations } from './support/axe';
import { phoneSession } from './support/phone-session';

const offlineUrl = inject('offlineUrl');
const session = phoneSession();
let current: PhonePage | undefined;

describe('app shell', () => {
  it('opens the side menu, navigates from it and closes', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/');
    await page.getByRole('button', { name: /open menu/i }).click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    expect(await menu.getByRole('link', { name: /Weekly Horoscope/ }).count()).toBe(1);
    await menu.getByRole('link', { name: /Weekly Horoscope/ }).click();
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Weekly Horoscope' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/weekly');
  });

  it('closes the menu on Escape and on a tap outside, trapping focus while open', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/');
    const opener = page.getByRole('button', { name: /open menu/i });
    await opener.click();
    await page.getByRole('dialog').waitFor();
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await opener.click();
    await page.getByRole('dialog').waitFor();
    await page.mouse.click(10, 700);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it('navigates with the bottom tab bar and scrolls to the top', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const tabs = page.getByRole('navigation', { name: /primary/i });
    await tabs.getByRole('link', { name: /Daily/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Daily Horoscope' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await tabs.getByRole('link', { name: /Daily/ }).getAttribute('aria-current')).toBe('page');
    await tabs.getByRole('link', { name: /Home/ }).click();
    await page.waitForURL(`${offlineUrl}/`);
  });

  it('shows a real not-found page for unknown routes', async () => {
    current = await session.open(offlineUrl);
    const response = await current.page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await current.page.getByRole('heading', { level: 1, name: /not found|lost/i }).waitFor();
    await current.page.getByRole('link', { name: /home/i }).first().click();
    await current.page.waitForURL(`${offlineUrl}/`);
  });

  it('keeps the star field still when reduced motion is asked for', async () => {
    current = await session.open(offlineUrl, { reducedMotion: 'reduce' });
    await current.page.goto('/');
    await current.page.locator('[data-testid="star-field"] circle').first().waitFor({ state: 'attached' });
    const animations = await current.page.evaluate(
      () =>
        [...document.querySelectorAll('[data-testid="star-field"] *')].filter(
          (node) => getComputedStyle(node).animationName !== 'none',
        ).length,
    );
    expect(animations).toBe(0);
    const stars = await current.page.locator('[data-testid="star-field"]').first().locator('circle').count();
    expect(stars).toBeGreaterThanOrEqual(100);
  });

  it('twinkles the stars when motion is allowed', async () => {
    current = await session.open(offlineUrl);
    await current.page.goto('/');
    await current.page.locator('[data-testid="star-field"] circle').first().waitFor({ state: 'attached' });
    const animated = await current.page.evaluate(
      () =>
        [...document.querySelectorAll('[data-testid="star-field"] svg')].filter(
          (layer) => getComputedStyle(layer).animationName === 'twinkle' && layer.querySelector('circle'),
        ).length,
    );
    // Six rhythm layers, each with its stars, twinkle as a whole.
    expect(animated).toBe(6);
  });

  it('has no serious accessibility violations on any page', { timeout: 360_000 }, async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    // Every page the side menu offers (so every page that exists), plus the not-found page.
    await page.goto('/');
    await page.getByRole('button', { name: /open menu/i }).click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    const paths = await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    // All 28 routes of the spec exist now.
    expect(new Set(paths).size).toBeGreaterThanOrEqual(28);
    for (const path of [...new Set(paths), '/no-such-page']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousViolations(page), `axe on ${path}`).toEqual([]);
    }
  });
});
