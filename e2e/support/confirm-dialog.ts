import type { Page } from 'playwright-core';

/**
 * The app's in-page confirmation (src/components/alert-dialog/use-confirm-dialog, ADR 0006):
 * waits for it, returns its question, and answers with the named button.
 */
export async function readAndAnswerConfirm(page: Page, buttonName: string): Promise<string> {
  const dialog = page.getByRole('alertdialog', { name: 'Please confirm' });
  await dialog.waitFor();
  const describedBy = (await dialog.getAttribute('aria-describedby')) ?? '';
  const message = await page.locator(`[id="${describedBy}"]`).innerText();
  await dialog.getByRole('button', { name: buttonName, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return message;
}
