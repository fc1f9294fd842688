import type { Page } from 'playwright-core';

/**
 * The app's in-page alert (src/components/alert-dialog, ADR 0006): waits for it, returns its
 * message, and dismisses it with OK the way a visitor would.
 */
export async function readAndDismissAlert(page: Page): Promise<string> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  const describedBy = (await dialog.getAttribute('aria-describedby')) ?? '';
  const message = await page.locator(`[id="${describedBy}"]`).innerText();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
  return message;
}
