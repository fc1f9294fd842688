import { describe, expect, inject, it } from 'vitest';
import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { seriousViolations } from './support/axe';
import type { PhonePage } from './support/browser';
import { phoneSession } from './support/phone-session';
import { waitForFinishedReading, wordCount } from './support/wait';

const offlineUrl = inject('offlineUrl');
const failingUrl = inject('failingUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const CELTIC_POSITIONS = [
  'Present',
  'Challenge',
  'Foundation',
  'Recent Past',
  'Crown',
  'Near Future',
  'Self',
  'Environment',
  'Hopes and Fears',
  'Outcome',
];

// The reading card is the article with a copy button: its title follows the reading (issue 26).
const readingCard = (phone: PhonePage) =>
  phone.page
    .locator('article')
    .filter({ has: phone.page.getByRole('button', { name: /Copy reading|Copied/ }) });

/** The drawn cards as "Position: Name[, reversed]", in position order. */
async function drawnCards(phone: PhonePage): Promise<string[]> {
  const list = phone.page.getByRole('list', { name: 'Drawn cards' });
  await list.waitFor();
  return list
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
}

async function draw(phone: PhonePage, spread: RegExp, deck?: RegExp): Promise<string[]> {
  const { page } = phone;
  await page.getByRole('radio', { name: spread }).check();
  if (deck) await page.getByRole('radio', { name: deck }).check();
  await page.getByRole('button', { name: 'Draw Cards' }).click();
  await page.getByRole('button', { name: 'Drawing Cards...' }).waitFor();
  const cards = await drawnCards(phone);
  await waitForFinishedReading(readingCard(phone), undefined, 30_000);
  await page.getByRole('button', { name: 'Draw Cards' }).waitFor();
  return cards;
}

const names = (cards: readonly string[]) =>
  cards.map((card) => card.split(': ')[1]?.replace(/, reversed$/, ''));

describe('tarot page', () => {
  it('draws one, three and ten distinct cards with their position labels, and reads them offline', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/tarot');
    await page.getByRole('heading', { level: 1, name: 'Tarot' }).waitFor();
    expect(await page.getByRole('radio', { name: /Three Cards/ }).isChecked()).toBe(true);

    const single = await draw(current, /Single Card/);
    expect(single).toHaveLength(1);

    const three = await draw(current, /Three Cards/);
    expect(three.map((card) => card.split(':')[0])).toEqual(['Past', 'Present', 'Future']);
    expect(new Set(names(three)).size).toBe(3);
    const text = await readingCard(current).innerText();
    expect(text).toContain('Composed offline');
    expect(wordCount(text)).toBeGreaterThanOrEqual(120);
    for (const name of names(three)) expect(text).toContain(name);

    const celtic = await draw(current, /Celtic Cross/);
    expect(celtic.map((card) => card.split(':')[0])).toEqual(CELTIC_POSITIONS);
    expect(new Set(names(celtic)).size).toBe(10);
    expect(await seriousViolations(page)).toEqual([]);
    expect(current.dialogs).toEqual([]);
  });

  it('draws from the full 78-card deck, minors included, and shows reversed cards upside down', async () => {
    current = await session.open(offlineUrl, { reducedMotion: 'reduce' });
    const { page } = current;
    await page.goto('/tarot');
    let sawMinor = false;
    let sawReversed = false;
    for (let attempt = 0; attempt < 6 && !(sawMinor && sawReversed); attempt += 1) {
      const cards = await draw(current, /Celtic Cross/, /Full Deck/);
      expect(new Set(names(cards)).size).toBe(10);
      sawMinor ||= cards.some((card) => / of (Wands|Cups|Swords|Pentacles)/.test(card));
      sawReversed ||= cards.some((card) => card.endsWith(', reversed'));
    }
    expect(sawMinor).toBe(true);
    expect(sawReversed).toBe(true);
    const reversed = page.getByRole('listitem', { name: /, reversed$/ }).first();
    expect(await reversed.getByText('Reversed', { exact: true }).isVisible()).toBe(true);
    const turn = await reversed.getByTestId('tarot-card-face').evaluate((face) => {
      const style = getComputedStyle(face);
      return { rotate: style.rotate, transform: style.transform };
    });
    // Tailwind 4 turns the face with the `rotate` property; an older build would use `transform`.
    expect(turn.rotate === '180deg' || turn.transform.startsWith('matrix(-1')).toBe(true);
    // Reduced motion: the cards are dealt without animation.
    const animation = await page
      .locator('.tarot-deal')
      .first()
      .evaluate((node) => getComputedStyle(node).animationName);
    expect(animation).toBe('none');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps past draws across a reload, reopens one, and clears them', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/tarot');
    const first = await draw(current, /Three Cards/);
    const second = await draw(current, /Single Card/);
    await page.reload();
    const past = page.getByRole('list', { name: 'Past draws on this device' });
    await past.waitFor();
    expect(await past.getByRole('button').count()).toBe(2);
    // Newest first: the single card, then the three-card draw.
    expect(await past.getByRole('button').nth(0).innerText()).toContain(names(second)[0] ?? '');
    await past.getByRole('button').nth(1).click();
    expect(await drawnCards(current)).toEqual(first);
    await waitForFinishedReading(readingCard(current));
    await page.getByRole('button', { name: 'Clear past draws' }).click();
    await page.getByText('Your draws will be kept here').waitFor();
    await page.reload();
    await page.getByText('Your draws will be kept here').waitFor();
  });

  it('shows the tarot fallback text when the provider fails', async () => {
    current = await session.open(failingUrl);
    const { page } = current;
    await page.goto('/tarot');
    await draw(current, /Single Card/);
    const text = await readingCard(current).innerText();
    expect(text).toContain(FALLBACK_TEXTS.tarot);
    expect(current.dialogs).toEqual([]);
  });
});
