import type { Locator, Page } from 'playwright-core';
import { PHONE_VIEWPORT } from './browser';

/** Issue 26: before the first tap no page is taller than four phone screens. */
export const MAX_UNTAPPED_HEIGHT = 4 * PHONE_VIEWPORT.height;

/** Opens `path` and waits until it has settled (the header's clock, lazy parts), untouched. */
export async function openUntapped(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

export const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/** Whether `target` lies wholly on the first screen, above the tab bar that covers its foot. */
export async function onFirstScreen(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const screenFoot = await page
    .getByRole('navigation', { name: 'Primary' })
    .evaluate((bar) => bar.getBoundingClientRect().top);
  const scrolled = await page.evaluate(() => window.scrollY);
  return box !== null && scrolled === 0 && box.y >= 0 && box.y + box.height <= screenFoot;
}
