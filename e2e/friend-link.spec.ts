import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { encodeFriendLink } from '@core/profile/friend-link';
import { seriousViolations } from './support/axe';
import { phoneSession } from './support/phone-session';
import { waitForText, wordCount } from './support/wait';

const offlineUrl = inject('offlineUrl');
const session = phoneSession();

const SOURCE_NOTE = /Composed offline|Written by our AI astrologer|The stars are quiet right now/;

/** Every request a context makes, URL and body, to show that no friend link ever leaves the page. */
function recordRequests(context: BrowserContext): string[] {
  const sent: string[] = [];
  context.on('request', (request) => sent.push(`${request.url()}\n${request.postData() ?? ''}`));
  return sent;
}

const card = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title}\\b`) });

async function waitForReading(page: Page, title: string): Promise<string> {
  const article = page.locator('article').filter({ has: page.getByRole('button', { name: /Copy reading/ }) });
  return waitForText(article, (text) => SOURCE_NOTE.test(text) && text.startsWith(title), 30_000);
}

/** Context A: Ana fills her own details, then makes a friend link with her name in it. */
async function makeAnasLink(): Promise<{ link: string; sent: string[] }> {
  const phone = await session.open(offlineUrl);
  const sent = recordRequests(phone.context);
  const { page } = phone;
  await page.goto('/advanced-charts');
  await card(page, 'Synastry').click();
  await page.locator('#person-name').fill('Ana');
  await page.locator('#person-date').fill('1990-08-01');
  await page.locator('#person-time').fill('14:30');
  await page.locator('#person-place').fill('London');
  await page.getByRole('option', { name: 'London, England, United Kingdom', exact: true }).click();

  await page.getByRole('button', { name: 'Compare with a friend' }).click();
  await page.getByText(/Anyone who has the link can read these details/).waitFor();
  await page.getByRole('checkbox', { name: 'Put my name (Ana) in the link' }).check();
  await page.getByRole('button', { name: 'Make the link' }).click();
  const link = await page.getByLabel('Your friend link').inputValue();
  expect(link).toMatch(/\/advanced-charts#friend=1\.[\w-]+\.[\w-]{6}$/);

  await page.getByRole('button', { name: 'Share the link' }).click();
  const status = await waitForText(
    page.getByRole('status').filter({ hasText: /link/ }),
    (text) => text !== '',
  );
  // Headless Chromium has no share sheet, so the link goes to the clipboard.
  if (/clipboard/.test(status)) expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(await seriousViolations(page)).toEqual([]);
  return { link, sent };
}

const payloadOf = (link: string) => new URL(link).hash.replace('#friend=', '');

describe('compare with a friend', () => {
  it('takes Ana’s link to Ben’s phone, which casts synastry and composite with their readings', async () => {
    const { link, sent: sentByAna } = await makeAnasLink();
    const payload = payloadOf(link);

    const phone = await session.open(offlineUrl);
    const sentByBen = recordRequests(phone.context);
    const { page } = phone;
    const { pathname, hash } = new URL(link);
    await page.goto(pathname + hash);
    await page.getByRole('heading', { name: 'Ana’s birth details came in a link' }).waitFor();
    expect(await page.locator('#partner-name').inputValue()).toBe('Ana');
    expect(await page.locator('#partner-place').inputValue()).toBe('London, England, United Kingdom');

    await page.locator('#person-name').fill('Ben');
    await page.locator('#person-date').fill('1988-03-05');
    await page.getByRole('button', { name: 'Cast Synastry', exact: true }).click();
    await page.getByRole('group', { name: 'Synastry of Ben and Ana' }).waitFor({ timeout: 15_000 });
    expect(wordCount(await waitForReading(page, 'Synastry'))).toBeGreaterThanOrEqual(60);

    await card(page, 'Composite Chart').click();
    await page.getByRole('group', { name: 'Composite Chart of Ben and Ana' }).waitFor({ timeout: 15_000 });
    expect(wordCount(await waitForReading(page, 'Composite Chart'))).toBeGreaterThanOrEqual(60);
    expect(await seriousViolations(page)).toEqual([]);

    // A reload keeps the comparison: the link stays in the address.
    await page.reload();
    await page.getByRole('heading', { name: 'Ana’s birth details came in a link' }).waitFor();

    const body = payload.split('.')[1] ?? '';
    for (const request of [...sentByAna, ...sentByBen]) {
      expect(request).not.toContain(payload);
      expect(request).not.toContain(body);
      expect(request).not.toContain('friend=');
    }
    expect(sentByBen.some((request) => request.includes('/api/readings'))).toBe(true);
  }, 240_000);

  it('tells the friend plainly when the link was tampered with', async () => {
    const payload = encodeFriendLink({
      name: 'Ana',
      date: '1990-08-01',
      place: { name: 'London', latitude: 51.5085, longitude: -0.1257, timeZone: 'Europe/London' },
    });
    // One character of the details changed, the checksum left as it was.
    const tampered = payload.replace(/^1\.(.)/, (_match, first: string) => `1.${first === 'A' ? 'B' : 'A'}`);
    expect(tampered).not.toBe(payload);

    const phone = await session.open(offlineUrl);
    const { page } = phone;
    await page.goto(`/advanced-charts#friend=${tampered}`);
    const alert = page.getByRole('alert').filter({ hasText: 'This friend link cannot be used' });
    expect(await waitForText(alert, (text) => text !== '')).toMatch(
      /changed or damaged.*make the link again/s,
    );
    expect(await page.locator('#partner-name').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);
});
