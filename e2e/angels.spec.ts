import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { PHONE_VIEWPORT, type PhonePage } from './support/browser';
import { PROFILE_KEY, isReadingsApi } from './support/fixtures';
import { phoneSession } from './support/phone-session';
import { waitForFinishedReading, wordCount } from './support/wait';

const offlineUrl = inject('offlineUrl');
const failingUrl = inject('failingUrl');
const aiUrl = inject('aiUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const SPREADS = [
  { radio: /^Single Angel Message/, name: 'Single Angel Message', positions: ['Divine Message'] },
  {
    radio: /^Trinity Spread/,
    name: 'Trinity Spread',
    positions: ['Past Influence', 'Present Guidance', 'Future Blessing'],
  },
  {
    radio: /^Angel Guidance Reading/,
    name: 'Angel Guidance Reading',
    positions: ['Current Energy', 'Divine Guidance', 'Action to Take', 'Angels Helping', 'Blessed Outcome'],
  },
  {
    radio: /^Seven Heavens Spread/,
    name: 'Seven Heavens Spread',
    positions: [
      'Your Current Situation',
      'Hidden Influences',
      'Divine Guidance',
      'Your Spiritual Gifts',
      'Challenges to Overcome',
      'Angels Supporting You',
      'Divine Outcome',
    ],
  },
] as const;

const profileStorage = (sign: string) => ({
  [PROFILE_KEY]: JSON.stringify({ name: 'Ana', zodiacSign: sign, birthDate: '1990-11-10', totalReadings: 0 }),
});
const readingCard = (phone: PhonePage) => phone.page.locator('article', { hasText: 'Angel reading for' });
const totalReadings = (phone: PhonePage) =>
  phone.page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { totalReadings?: number }).totalReadings ?? 0,
    PROFILE_KEY,
  );

/** Draws the spread and returns the cards as [position, angel name] once the reading is done. */
async function drawSpread(phone: PhonePage, spread: (typeof SPREADS)[number]) {
  const { page } = phone;
  await page.getByRole('radio', { name: spread.radio }).check({ force: true });
  await page.getByRole('button', { name: `Draw ${spread.name}` }).click();
  await page.getByRole('button', { name: 'Drawing Divine Cards...' }).waitFor();
  expect(await page.getByRole('button', { name: 'Drawing Divine Cards...' }).isDisabled()).toBe(true);
  const shuffleAnimation = await page
    .locator('.angel-shuffle-card')
    .first()
    .evaluate((card) => getComputedStyle(card).animationName);
  const list = page.getByRole('list', { name: 'Drawn angel cards' });
  await list.waitFor();
  const cards = await list
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((item) => [
        item.querySelector('[data-testid="position"]')?.textContent ?? '',
        item.querySelector('h3')?.textContent ?? '',
      ]),
    );
  const text = await waitForFinishedReading(readingCard(phone), undefined, 30_000);
  await page.getByRole('button', { name: `Draw ${spread.name}` }).waitFor();
  return { cards, text, shuffleAnimation };
}

describe('angels cards page', () => {
  it('is at most four phone screens tall before the first tap', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/angels-cards');
    await page.waitForLoadState('networkidle');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(4 * PHONE_VIEWPORT.height);
  });

  it('shows the empty state and the catalogue until a sign is chosen, then the aligned angels', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/angels-cards');
    await page.getByRole('heading', { level: 1, name: 'Angels Cards' }).waitFor();
    await page.getByText('Under Divine Construction').waitFor();
    await page.getByRole('heading', { name: 'Connect with Your Angels' }).waitFor();
    expect(await page.getByRole('button', { name: /^Draw / }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Meet the Divine Angels' }).isVisible()).toBe(true);
    // The fifteen cards wait behind a disclosure until asked for (issue 26).
    expect(await page.getByRole('heading', { level: 3, name: /Archangel|Guardian Angel/ }).count()).toBe(0);
    await page.getByText('Show all 15 angels').click();
    expect(await page.getByRole('heading', { level: 3, name: /Archangel|Guardian Angel/ }).count()).toBe(15);
    expect(await page.locator('#angel-guide-heading + ul > li').count()).toBe(4);

    await page.getByRole('button', { name: /Taurus/ }).click();
    const aligned = page.getByRole('region', { name: 'Angels Aligned with Taurus' });
    await aligned.waitFor();
    const alignedCount = await aligned.getByRole('button').count();
    expect(alignedCount).toBeGreaterThan(0);
    expect(alignedCount).toBeLessThanOrEqual(6);
    expect(await page.getByText('Aligned with Taurus', { exact: true }).count()).toBe(alignedCount);
    expect(await page.getByRole('radio', { name: /^Trinity Spread/ }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Draw Trinity Spread' }).isVisible()).toBe(true);

    // One catalogue card open at a time.
    await aligned.getByRole('button').first().click();
    expect(await page.getByRole('button', { name: 'Show Less' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(current.dialogs).toEqual([]);
  });

  it('draws each spread with the right number of distinct angels and labels, counting each reading once', async () => {
    current = await session.open(offlineUrl, { storage: profileStorage('leo'), reducedMotion: 'reduce' });
    const { page } = current;
    await page.goto('/angels-cards');
    await page.getByRole('region', { name: 'Angels Aligned with Leo' }).waitFor();
    expect(await page.getByLabel(/Your question for the angels/).count()).toBe(0);
    for (const [index, spread] of SPREADS.entries()) {
      if (spread.name === 'Angel Guidance Reading') {
        await page.getByRole('radio', { name: spread.radio }).check({ force: true });
        await page.getByLabel(/Your question for the angels/).fill('Should I take the new job?');
      }
      const { cards, text, shuffleAnimation } = await drawSpread(current, spread);
      // Reduced motion: the cards hold still through the shuffle, which still lasts 1500 ms.
      expect(shuffleAnimation).toBe('none');
      expect(cards.map(([position]) => position)).toEqual([...spread.positions]);
      expect(new Set(cards.map(([, name]) => name)).size).toBe(spread.positions.length);
      expect(text).toContain('Composed offline');
      expect(wordCount(text)).toBeGreaterThanOrEqual(120);
      for (const [, name] of cards) expect(text).toContain(name);
      if (spread.name === 'Angel Guidance Reading') expect(text).toContain('Should I take the new job?');
      else expect(await page.getByLabel(/Your question for the angels/).count()).toBe(0);
      await page.getByTestId('main-message').waitFor();
      expect(await totalReadings(current)).toBe(index + 1);
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(current.dialogs).toEqual([]);
  });

  it('gives a first visit, with nothing stored, today’s universal message and stores nothing', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    let dailyRequests = 0;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (isReadingsApi(url) && (request.postData() ?? url.search).includes('daily-message'))
        dailyRequests += 1;
    });
    await page.goto('/angels-cards');
    const card = page.getByTestId('daily-message');
    await card.waitFor();
    expect(await card.innerText()).toContain('Guidance:');
    expect(dailyRequests).toBe(1);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });

  it('keeps the daily message in the browser cache and serves it from there on reload', async () => {
    current = await session.open(offlineUrl, { storage: profileStorage('pisces') });
    const { page } = current;
    let dailyRequests = 0;
    page.on('request', (request) => {
      // Shared (no name) it is a GET with its fields in the query; addressed by name, a POST.
      const url = new URL(request.url());
      const fields = request.postData() ?? url.search;
      if (isReadingsApi(url) && fields.includes('daily-message')) dailyRequests += 1;
    });
    await page.goto('/angels-cards');
    const card = page.getByTestId('daily-message');
    await card.waitFor();
    const first = await card.innerText();
    expect(first).toContain('Guidance:');
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('angelic_guidance_daily_angelic_pisces_')),
    );
    expect(stored).toHaveLength(1);
    expect(dailyRequests).toBe(1);
    // A stale and a corrupt entry are swept at start; the fresh one is read back.
    await page.evaluate(() => {
      localStorage.setItem('angelic_guidance_daily_angelic_aries_2020-01-01', '{"data":1}');
      localStorage.setItem(
        'angelic_guidance_daily_angelic_leo_2020-01-01',
        JSON.stringify({ data: {}, timestamp: 0, expiresAt: 1 }),
      );
    });
    await page.reload();
    await card.waitFor();
    expect(await card.innerText()).toBe(first);
    expect(dailyRequests).toBe(1);
    const left = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('angelic_')),
    );
    expect(left).toEqual(stored);
  });

  it('draws by keyboard alone and shows the provider’s reading, counted once', async () => {
    current = await session.open(aiUrl);
    const { page } = current;
    await page.goto('/angels-cards');
    await page.getByRole('button', { name: /Gemini/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Angels Aligned with Gemini' }).waitFor();
    const draw = page.getByRole('button', { name: 'Draw Trinity Spread' });
    for (
      let step = 0;
      step < 40 && !(await draw.evaluate((button) => button === document.activeElement));
      step += 1
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Drawing Divine Cards...' }).waitFor();
    const text = await waitForFinishedReading(readingCard(current), undefined, 30_000);
    expect(text).toContain('Written by our AI astrologer');
    expect(await page.locator('article script, article img').count()).toBe(0);
    // A first visit's profile is saved once its rules have loaded, a moment after the reading.
    await expect.poll(() => (current ? totalReadings(current) : 0)).toBe(1);
    expect(current.dialogs).toEqual([]);
  });

  it('shows the built-in template reading without counting it when the provider fails', async () => {
    current = await session.open(failingUrl, { storage: profileStorage('aries') });
    const { page } = current;
    await page.goto('/angels-cards');
    await page.getByRole('region', { name: 'Angels Aligned with Aries' }).waitFor();
    await page.getByRole('button', { name: 'Draw Trinity Spread' }).click();
    await page.getByRole('button', { name: 'Receiving Messages...' }).waitFor({ timeout: 5_000 });
    const text = await waitForFinishedReading(readingCard(current), undefined, 30_000);
    expect(text).toContain('The stars are quiet right now');
    expect(text).toContain('Past Influence:');
    expect(text).toContain('Combined Guidance');
    expect(await totalReadings(current)).toBe(0);
    // The daily message falls back to the Guardian Angel.
    expect(await page.getByTestId('daily-message').innerText()).toContain('Guardian Angel');
    expect(current.dialogs).toEqual([]);
  });
});
