import { describe, expect, inject, it } from 'vitest';
import { PROFILE_KEY } from './support/fixtures';
import { phoneSession } from './support/phone-session';
import { textOverBareSky } from './support/surface-checks';
import { waitForFinishedReading } from './support/wait';

/**
 * Issue 26 §16 and §17 at 390 px: the star field and its constellation stay behind a surface or a
 * scrim wherever there is text, and the home page's guide card ends with its last words, not with
 * an empty band.
 */
const offlineUrl = inject('offlineUrl');
const session = phoneSession();
const withSign = { storage: { [PROFILE_KEY]: JSON.stringify({ name: 'Ana', zodiacSign: 'leo' }) } };

/** How far below the card's content box a guide's last part may end before it reads as a gap. */
const MAX_BAND_PX = 24;

describe('calm surfaces over the sky', () => {
  it('/daily keeps every word off the bare star field, before and after a reading', async () => {
    const { page } = await session.open(offlineUrl, withSign);
    await page.goto('/daily');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitForFinishedReading(page.locator('article').first());
    expect(await textOverBareSky(page)).toEqual([]);
  });

  it('/angels-cards keeps its sign tiles, headings and drawn cards off the bare star field', async () => {
    const { page } = await session.open(offlineUrl, withSign);
    await page.goto('/angels-cards');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await textOverBareSky(page)).toEqual([]);
    await page
      .getByRole('button', { name: /^Draw / })
      .first()
      .click();
    await waitForFinishedReading(
      page.locator('article').filter({ hasText: 'Copy reading' }).first(),
      () => true,
      30_000,
    );
    expect(await textOverBareSky(page)).toEqual([]);
  });

  it('the home guide card ends where its last words end, whichever guide is shown', async () => {
    const { page } = await session.open(offlineUrl);
    await page.goto('/');
    const card = page
      .getByRole('region', { name: /^(?!Your guide today$)/ })
      .filter({ hasText: 'Your guide today' });
    await card.waitFor();
    // All ten guides are laid out in the same cell (nine invisible), so each can be measured.
    const bands = await card.evaluate((section) => {
      const padding = Number.parseFloat(getComputedStyle(section).paddingBottom);
      const contentBottom = section.getBoundingClientRect().bottom - padding;
      return [...section.children].map((guide) => {
        const last = guide.lastElementChild;
        return Math.round(contentBottom - (last?.getBoundingClientRect().bottom ?? 0));
      });
    });
    expect(bands).toHaveLength(10);
    expect(bands.filter((band) => band > MAX_BAND_PX)).toEqual([]);
  });
});
