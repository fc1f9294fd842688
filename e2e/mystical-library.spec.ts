import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { onFirstScreen, openUntapped } from './support/first-screen';
import { phoneSession } from './support/phone-session';

const offlineUrl = inject('offlineUrl');

/** The page re-renders after the router commits the new query; poll until it shows what we expect. */
async function eventually<Value>(
  read: () => Promise<Value>,
  expected: Value,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = await read();
  while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await read();
  }
  expect(seen).toEqual(expected);
}
const session = phoneSession();

describe('mystical library page', () => {
  it('filters by each control, combines them with AND, shows the empty state, and keeps the view in the URL across a reload', async () => {
    const current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/mystical-library');
    await page.getByRole('heading', { level: 1, name: 'Mystical Library' }).waitFor();
    const counter = page.getByText(/books? found$/);
    const collection = page.getByRole('region', { name: 'The Collection' });
    const titles = () => collection.getByRole('heading', { level: 3 }).allInnerTexts();
    await eventually(() => counter.innerText(), '19 books found');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Mysticism' }).click();
    await eventually(() => counter.innerText(), '3 books found');
    await page.getByRole('combobox', { name: 'Level' }).selectOption('Advanced');
    await eventually(() => titles(), ['The Cloud of Unknowing']);
    await page
      .getByRole('group', { name: 'Zodiac sign' })
      .getByRole('button', { name: /^Scorpio/ })
      .click();
    await eventually(() => titles(), ['The Cloud of Unknowing']);
    const strip = page.getByRole('region', { name: 'Recommended for Scorpio' });
    await strip.waitFor();
    expect(await strip.getByRole('button').count()).toBe(3);
    await eventually(
      async () => new URL(page.url()).search,
      '?category=mysticism&level=advanced&sign=scorpio',
    );

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Mystical Library' }).waitFor();
    await eventually(() => titles(), ['The Cloud of Unknowing']);
    expect(await page.getByRole('combobox', { name: 'Level' }).inputValue()).toBe('Advanced');

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('kybalion');
    await page.getByRole('heading', { name: 'No Books Found' }).waitFor();
    await eventually(() => counter.innerText(), '0 books found');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await eventually(() => counter.innerText(), '19 books found');
    await eventually(async () => new URL(page.url()).search, '');

    const entries = await page.evaluate(() => history.length);
    await search.pressSequentially('underhill');
    await eventually(() => titles(), ['Practical Mysticism', 'The Cloud of Unknowing']);
    await eventually(async () => new URL(page.url()).searchParams.get('q'), 'underhill');
    // Typing replaced the history entry each time: Back leaves the page rather than undoing a letter.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(current.dialogs).toEqual([]);
  });

  it('opens one book at a time, links Download to the real copy in a new tab, and leads a recommendation to its card', async () => {
    const current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/mystical-library?sign=aries&category=alchemy');
    const book = page.getByRole('article', { name: 'As a Man Thinketh' });
    expect(await book.count()).toBe(0);
    await page
      .getByRole('region', { name: 'Recommended for Aries' })
      .getByRole('button', { name: /As a Man Thinketh/ })
      .click();
    await book.getByRole('button', { name: /^Show Less/ }).waitFor();
    expect(await book.innerText()).toContain('Recommended for Aries');
    await eventually(async () => new URL(page.url()).search, '?sign=aries');

    const download = book.getByRole('link', { name: /^Download As a Man Thinketh/ });
    expect(await download.getAttribute('href')).toBe('https://www.gutenberg.org/ebooks/4507.epub3.images');
    expect(await download.getAttribute('target')).toBe('_blank');
    expect(await download.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await download.getAttribute('download')).toBe('As-a-Man-Thinketh.pdf');

    const other = page.getByRole('article', { name: 'Self Mastery Through Conscious Autosuggestion' });
    await other.getByRole('button', { name: /^Learn More/ }).click();
    await other.getByRole('button', { name: /^Show Less/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Show Less/ }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('shows the first book on the first phone screen, its filter chips in rows that scroll sideways and reach by keyboard', async () => {
    const { page } = await session.open(offlineUrl);
    await openUntapped(page, '/mystical-library');
    const collection = page.getByRole('region', { name: 'The Collection' });
    expect(await onFirstScreen(page, collection.getByRole('heading', { level: 3 }).first())).toBe(true);
    expect(await onFirstScreen(page, page.getByRole('searchbox', { name: 'Search' }))).toBe(true);
    const categories = page.getByRole('group', { name: 'Category' });
    const scrolls = (row: typeof categories) =>
      row.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(await scrolls(categories)).toBe(true);
    expect(await scrolls(page.getByRole('group', { name: 'Zodiac sign' }))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The last category starts off screen; Tab brings it into view and Enter chooses it.
    await categories.getByRole('button', { name: 'All' }).focus();
    const alchemy = categories.getByRole('button', { name: /Alchemy/ });
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab');
    expect(await alchemy.evaluate((element) => element === document.activeElement)).toBe(true);
    const onScreen = async () => {
      const box = await alchemy.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 390;
    };
    await eventually(onScreen, true);
    await page.keyboard.press('Enter');
    await eventually(async () => new URL(page.url()).searchParams.get('category'), 'alchemy');
    await eventually(() => alchemy.getAttribute('aria-pressed'), 'true');
  });
});
