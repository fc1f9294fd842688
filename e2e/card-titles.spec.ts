import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PROFILE_KEY } from './support/fixtures';
import { phoneSession } from './support/phone-session';
import { cardTitleEchoes } from './support/surface-checks';
import { waitForFinishedReading } from './support/wait';

/**
 * Issue 26 §1: a reading card names its reading once. One page of each kind asks for a reading
 * offline (the composers open every reading with a heading of their own) and the card's title,
 * subtitle and first heading must not say the same words twice.
 */
const offlineUrl = inject('offlineUrl');
const session = phoneSession();
const withSign = { storage: { [PROFILE_KEY]: JSON.stringify({ name: 'Ana', zodiacSign: 'gemini' }) } };

/** Gemini, in the page's first sign picker (the group of twelve signs), unless the profile has already chosen it. */
async function chooseGemini(page: Page) {
  const picker = page.getByRole('group').filter({ has: page.getByRole('button', { name: /Pisces/ }) });
  const tile = picker.first().getByRole('button', { name: /Gemini/ });
  if ((await tile.getAttribute('aria-pressed')) !== 'true') await tile.click();
}
const press = (page: Page, name: RegExp) => page.getByRole('button', { name }).first().click();
const pick = (page: Page, group: string, sign: RegExp) =>
  page.getByRole('group', { name: group, exact: true }).getByRole('button', { name: sign }).click();

/** What a visitor does on each page to get its reading. */
const ASK: Record<string, (page: Page) => Promise<void>> = {
  '/daily': async () => undefined,
  '/love': (page) => press(page, /Romance/),
  '/compatibility': async (page) => {
    await pick(page, 'Second Sign', /Sagittarius/);
    await press(page, /^Check Compatibility/);
  },
  '/relationship-analysis': async (page) => {
    await pick(page, 'Their Sign', /Sagittarius/);
    await press(page, /^Soulmate Score/);
  },
  '/career-finance': (page) => press(page, /Career Today/),
  '/sacred-geometry': (page) => press(page, /^Get Personal Reading for/),
  '/mystical-personality': (page) => press(page, /^Get Personal Reading for/),
  '/crystal-scrying': (page) => press(page, /^Begin Scrying Session for/),
  '/astro-yoga': (page) => press(page, /^Get Personal Astro-Yoga Guidance/),
  '/angels-cards': (page) => press(page, /^Draw/),
  '/dream-astrologer': async (page) => {
    await page.locator('textarea').first().fill('I was flying over a silver sea under a full moon.');
    await press(page, /^Analyze My Dream/);
  },
  '/cosmic-dream-journal': async (page) => {
    await page.locator('textarea').first().fill('I walked through a flooded library at night.');
    await press(page, /^Analyze Dream/);
  },
};

describe('reading card titles', () => {
  it.each(Object.keys(ASK))('%s names its reading once', async (path) => {
    const { page } = await session.open(offlineUrl, withSign);
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await chooseGemini(page);
    await ASK[path]?.(page);
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('button', { name: /Copy reading|Copied/ }) });
    await waitForFinishedReading(card.first(), () => true, 30_000);
    expect(await cardTitleEchoes(page)).toEqual([]);
  });
});
