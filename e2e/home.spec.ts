import { describe, expect, inject, it } from 'vitest';
import { skyAt } from '@core/sky/daily-sky';
import { moonPhaseNames } from '@core/sky/moon-phases';
import { personaList } from '@core/content/personas';
import type { PhonePage } from './support/browser';
import { phoneSession } from './support/phone-session';
import { waitForText } from './support/wait';

const offlineUrl = inject('offlineUrl');
const session = phoneSession();
let current: PhonePage | undefined;

describe('home page', () => {
  it('shows a persona, the real Moon phase, and a daily reading for a picked sign', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/');
    // The guide is picked after hydration; the other nine stay hidden in the same place.
    const card = page
      .getByRole('region', { name: /^(?!Your guide today$)/ })
      .filter({ hasText: 'Your guide today' });
    const guide = await card.getByRole('heading', { level: 2 }).innerText();
    expect(personaList.map((persona) => persona.name)).toContain(guide);
    expect(await card.getByRole('heading', { level: 2 }).count()).toBe(1);

    const phase = moonPhaseNames[skyAt(new Date()).moon.phase];
    await waitForText(page.getByTestId('moon-phase'), (text) => text.includes(phase));

    await page
      .getByRole('button', { name: /Capricorn/ })
      .first()
      .click();
    await waitForText(page.locator('article', { hasText: 'reading for' }), (text) =>
      text.includes('Daily reading for Capricorn'),
    );
  });

  it('computes the Moon in the browser when the sky service cannot be reached', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.route('**/api/sky/now', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    const phase = moonPhaseNames[skyAt(new Date()).moon.phase];
    await waitForText(page.getByTestId('moon-phase'), (text) => text.includes(phase));
  });
});
