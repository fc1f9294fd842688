import { inject, describe, expect, it } from 'vitest';
import { routeList } from '@/app/paths';
import { PROFILE_KEY } from './support/fixtures';
import { phoneSession } from './support/phone-session';

const offlineUrl = inject('offlineUrl');
const session = phoneSession();

/** A visitor who has been here before: a full profile, a dream and a past tarot draw. */
const RETURNING_STORAGE = {
  [PROFILE_KEY]: JSON.stringify({
    name: 'Ana Lua',
    zodiacSign: 'pisces',
    birthDate: '1990-03-05',
    birthTime: '06:45',
    birthPlace: 'Lisbon, Portugal',
    birthLocation: {
      label: 'Lisbon, Portugal',
      latitude: 38.72,
      longitude: -9.14,
      timeZone: 'Europe/Lisbon',
    },
    totalReadings: 7,
  }),
  'cosmic-guide:dream-journal': JSON.stringify([
    {
      id: '1780000000000',
      date: '2026-05-28',
      title: 'A silver staircase',
      description: 'I climbed a staircase of light above the sea.',
      sign: 'pisces',
      emotions: ['joy'],
      symbols: ['water'],
      moonPhase: 'full-moon',
      interpretation: 'A calm reading of the dream.',
    },
  ]),
};

const headingOf = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
const decode = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

describe('prerendered pages', () => {
  it('sends every route’s heading in the HTML itself, before any script runs', async () => {
    for (const route of routeList) {
      const response = await fetch(new URL(route.path, offlineUrl));
      expect(response.status, route.path).toBe(200);
      const html = await response.text();
      expect(html, route.path).toContain(`data-prerendered="${route.path}"`);
      const heading = headingOf(html);
      expect(heading, `${route.path} has an h1 in its HTML`).toBeTruthy();
      expect(html, route.path).toMatch(/<title>[^<]*Cosmic Guide[^<]*<\/title>/);
    }
  });

  it.each([
    ['a first visit', {}],
    ['a returning visitor, on another day and in another time zone', RETURNING_STORAGE],
  ] as const)(
    'hydrates every route without a console error for %s',
    async (_label, storage) => {
      const phone = await session.open(offlineUrl, {
        storage,
        // A zone far from the build machine's, so the day the page was prerendered on differs.
        timeZone: Object.keys(storage).length > 0 ? 'Pacific/Kiritimati' : undefined,
      });
      const consoleErrors: string[] = [];
      phone.page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${message.text()}`);
      });
      for (const route of routeList) {
        const html = await (await fetch(new URL(route.path, offlineUrl))).text();
        await phone.page.goto(route.path);
        await phone.page.waitForFunction(
          () => document.documentElement.dataset.hydration === 'hydrated',
          null,
          {
            timeout: 15_000,
          },
        );
        const heading = await phone.page.getByRole('heading', { level: 1 }).first().innerText();
        expect(heading.trim(), route.path).toBe(decode(headingOf(html) ?? ''));
        await phone.page.waitForLoadState('networkidle');
        expect(consoleErrors, route.path).toEqual([]);
      }
    },
    240_000,
  );

  it('starts a returning visitor’s forms from their stored profile once hydrated', async () => {
    const phone = await session.open(offlineUrl, { storage: RETURNING_STORAGE });
    await phone.page.goto('/birth-chart');
    await phone.page.waitForFunction(
      () =>
        (document.querySelector('input[autocomplete="name"], input[id$="-name"]') as HTMLInputElement | null)
          ?.value === 'Ana Lua',
      null,
      { timeout: 15_000 },
    );
    await phone.page.goto('/cosmic-dream-journal');
    await phone.page.getByText('A silver staircase').first().waitFor({ timeout: 15_000 });
  });

  it('draws the page afresh where the prerendered HTML is not this page', async () => {
    const phone = await session.open(offlineUrl);
    const response = await phone.page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await phone.page.getByRole('heading', { level: 1, name: 'Lost among the stars' }).waitFor();
    await phone.page.goto('/mystical-library?category=astrology');
    await phone.page.waitForFunction(() => document.documentElement.dataset.hydration === 'rendered');
    await phone.page.getByRole('heading', { level: 1, name: 'Mystical Library' }).waitFor();
  });
});
