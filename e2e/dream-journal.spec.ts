import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { readAndDismissAlert } from './support/alert-dialog';
import { seriousViolations } from './support/axe';
import type { PhonePage } from './support/browser';
import { PROFILE_KEY } from './support/fixtures';
import { phoneSession } from './support/phone-session';
import { waitForFinishedReading, wordCount } from './support/wait';

const offlineUrl = inject('offlineUrl');
const failingUrl = inject('failingUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const JOURNAL_KEY = 'cosmic-guide:dream-journal';
const NO_DREAM_ALERT = 'Please select your zodiac sign and describe your dream.';
const NO_SIGN_WISDOM_ALERT = 'Please select your zodiac sign first to receive personalized dream wisdom.';
const withSign = (sign: string, extra: Record<string, string> = {}) => ({
  storage: { [PROFILE_KEY]: JSON.stringify({ name: 'Ana', zodiacSign: sign }), ...extra },
});
// The reading card is the article with a copy button: its title and subtitle follow the reading (issue 26).
// A past dream read again opens its own card inside the list (an li): not the new reading's.
const readingCard = (phone: PhonePage) =>
  phone.page
    .locator('article:not(li article)')
    .filter({ has: phone.page.getByRole('button', { name: /Copy reading|Copied/ }) });
const recent = (phone: PhonePage) => phone.page.getByRole('region', { name: 'Your Recent Dreams' });

async function writeDream(phone: PhonePage, title: string, description: string) {
  const { page } = phone;
  if (title) await page.getByLabel(/Dream title/).fill(title);
  await page.getByLabel('Describe your dream').fill(description);
}

describe('cosmic dream journal page', () => {
  it('asks for a sign and a dream before analysing, and for a sign before wisdom', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/cosmic-dream-journal');
    await page.getByRole('heading', { level: 1, name: 'Cosmic Dream Journal' }).waitFor();
    const analyze = page.getByRole('button', { name: 'Analyze Dream' });
    expect(await analyze.isDisabled()).toBe(true);
    await writeDream(current, '', 'A staircase made of water.');
    await analyze.click();
    expect(await readAndDismissAlert(page)).toBe(NO_DREAM_ALERT);
    await page.getByRole('button', { name: /^Spiritual Growth/ }).click();
    expect(await readAndDismissAlert(page)).toBe(NO_SIGN_WISDOM_ALERT);
    expect(current.dialogs).toEqual([]);
    expect(await readingCard(current).count()).toBe(0);
  });

  it('reads a dream offline, keeps it across a reload, and deletes it', async () => {
    current = await session.open(offlineUrl, withSign('cancer'));
    const { page } = current;
    await page.goto('/cosmic-dream-journal');
    // Last night's real Moon is preselected; a second press clears it, another choice replaces it.
    const phases = page.getByRole('group', { name: 'Moon phase' });
    const preselected = phases.locator('button[aria-pressed="true"]');
    await preselected.waitFor();
    expect(await preselected.count()).toBe(1);
    await preselected.click();
    expect(await phases.locator('button[aria-pressed="true"]').count()).toBe(0);
    await phases.getByRole('button', { name: /Full Moon/ }).click();
    await writeDream(
      current,
      'The flooded library',
      'Water rose between the shelves and I swam past old books.',
    );
    await page
      .getByRole('group', { name: 'Emotions you felt' })
      .getByRole('button', { name: 'Wonder' })
      .click();
    await page
      .getByRole('group', { name: 'Symbols in your dream' })
      .getByRole('button', { name: /Water/ })
      .click();
    await page.getByRole('button', { name: 'Analyze Dream' }).click();
    const text = await waitForFinishedReading(
      readingCard(current),
      (value) => value.includes('Composed offline'),
      30_000,
    );
    expect(text).toContain('The flooded library, read for Cancer');
    expect(text).toContain('The Full Moon you noted');
    // The symbols and feelings sections trade places from day to day: both are read.
    expect(text).toContain('Water');
    expect(text).toContain('Wonder');
    expect(wordCount(text)).toBeGreaterThanOrEqual(120);

    const list = recent(current);
    await list.getByRole('heading', { name: 'The flooded library' }).waitFor();
    expect(await list.innerText()).toMatch(/Cancer · 🌕 Full Moon[\s\S]*Water rose between the shelves/);

    await page.reload();
    await list.getByRole('heading', { name: 'The flooded library' }).waitFor();
    await list.getByRole('button', { name: 'Read again The flooded library' }).click();
    expect(await list.innerText()).toContain('The Full Moon you noted');

    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await page.getByLabel('Describe your dream').inputValue()).toBe('');
    expect(await readingCard(current).count()).toBe(0);

    await list.getByRole('button', { name: 'Delete The flooded library' }).click();
    await list.getByText(/kept here, on this device only/).waitFor();
    await page.reload();
    await list.getByText(/kept here, on this device only/).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), JOURNAL_KEY)).toBeNull();
    expect(current.dialogs).toEqual([]);
  });

  it('lists the latest five, shows all on request, exports the journal and erases it after asking', async () => {
    const entries = Array.from({ length: 7 }, (_, index) => ({
      id: String(1_700_000_000_000 - index),
      date: '2026-11-0' + String(index + 1),
      title: index === 6 ? 'Untitled Dream' : `Dream ${7 - index}`,
      description: 'x'.repeat(140),
      sign: 'leo',
      emotions: [],
      symbols: [],
      moonPhase: null,
      interpretation: 'A kept reading.',
    }));
    current = await session.open(offlineUrl, withSign('leo', { [JOURNAL_KEY]: JSON.stringify(entries) }));
    const { page } = current;
    await page.goto('/cosmic-dream-journal');
    const list = recent(current);
    const items = list.getByRole('listitem');
    await list.getByRole('heading', { name: 'Dream 7' }).waitFor();
    expect(await items.count()).toBe(5);
    expect(await items.first().innerText()).toContain(`${'x'.repeat(100)}…`);
    await list.getByRole('button', { name: 'See all 7 dreams' }).click();
    expect(await items.count()).toBe(7);
    expect(await items.last().innerText()).toContain('Untitled Dream');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      list.getByRole('button', { name: 'Export journal' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cosmic-dream-journal-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
      entries: unknown[];
    };
    expect(exported.entries).toHaveLength(7);

    await list.getByRole('button', { name: 'Erase all' }).click();
    const keep = list.getByRole('button', { name: 'Keep them' });
    expect(await keep.evaluate((element) => element === document.activeElement)).toBe(true);
    await keep.click();
    expect(await items.count()).toBe(7);
    await list.getByRole('button', { name: 'Erase all' }).click();
    await list.getByRole('button', { name: 'Yes, erase them' }).click();
    await list.getByText(/kept here, on this device only/).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), JOURNAL_KEY)).toBeNull();
  });

  it('starts with an empty journal when the store is corrupt, and the page still works at 320 px', async () => {
    current = await session.open(offlineUrl, {
      ...withSign('pisces', { [JOURNAL_KEY]: '{"not": "a journal"' }),
      width: 320,
    });
    const { page } = current;
    await page.goto('/cosmic-dream-journal');
    await recent(current)
      .getByText(/kept here, on this device only/)
      .waitFor();
    // The narrowest phone: the form and its chips wrap instead of scrolling sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.getByRole('button', { name: /^Subconscious Messages/ }).click();
    const text = await waitForFinishedReading(readingCard(current), undefined, 30_000);
    expect(text).toContain('Subconscious Messages for Pisces');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the local template with headings, bullets and an affirmation when the provider fails', async () => {
    current = await session.open(failingUrl, withSign('aquarius'));
    const { page } = current;
    await page.goto('/cosmic-dream-journal');
    await writeDream(current, '', 'I was falling through clouds.');
    await page
      .getByRole('group', { name: 'Symbols in your dream' })
      .getByRole('button', { name: /Falling/ })
      .click();
    await page.getByRole('button', { name: 'Analyze Dream' }).click();
    const card = readingCard(current);
    const text = await waitForFinishedReading(
      card,
      (value) => value.includes('The stars are quiet right now'),
      30_000,
    );
    expect(text).toContain('Dream guidance for Aquarius');
    await card.getByRole('heading', { name: 'Guidance for Aquarius as an air sign' }).waitFor();
    expect(await card.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    expect(text).toMatch(/Affirmation: /);
    await recent(current).getByRole('heading', { name: 'Untitled Dream' }).waitFor();
  });
});
