import { composeReading, readingRecipes } from '@core/features/reading-recipes';
import type { ReadingRequest } from '@core/features/reading-request';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../env';
import { createMemoryStore } from '../store/memory-store';
import type { SharedStore } from '../store/shared-store';
import { canonicalJson } from './offline-cache-key';
import { createReadingService } from './reading-service';

const {
  chat: chatRecipe,
  'cosmic-calendar': cosmicCalendarRecipe,
  horoscope: horoscopeRecipe,
} = readingRecipes;
const env = parseEnv({ LOG_LEVEL: 'silent' });
const offlineService = (store: SharedStore = createMemoryStore({ readingCapacity: 100 })) =>
  createReadingService({ env, provider: null, store });
const read = (service: ReturnType<typeof offlineService>, request: ReadingRequest) =>
  service.read(request, new AbortController().signal);

const daily = { feature: 'horoscope', sign: 'leo', period: 'daily', date: '2026-11-23' } as const;
const calendar = {
  feature: 'cosmic-calendar',
  sign: 'leo',
  category: 'eclipse-season',
  date: '2026-11-23',
} as const;

afterEach(() => vi.restoreAllMocks());

describe('offline-composed readings', () => {
  it('are composed once per request and then served from the cache, unchanged', async () => {
    const compose = vi.spyOn(horoscopeRecipe, 'composeOffline');
    const service = offlineService();
    const first = await read(service, daily);
    const second = await read(service, { ...daily });
    expect(compose).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect(first).toEqual({ text: composeReading(daily), source: 'offline' });
  });

  it('keep the calendar, with its month of sky, to one composition per sign, category and date', async () => {
    const compose = vi.spyOn(cosmicCalendarRecipe, 'composeOffline');
    const service = offlineService();
    for (let visit = 0; visit < 5; visit += 1) await read(service, calendar);
    await read(service, { ...calendar, sign: 'aries' });
    expect(compose).toHaveBeenCalledTimes(2);
  });

  it("never give one date's reading for another, even inside one cached provider period", async () => {
    // A composer that writes for the exact date: Sunday and Tuesday of one week share the
    // provider's key (the week's Sunday), and must still each get their own text.
    vi.spyOn(horoscopeRecipe, 'composeOffline').mockImplementation(({ period, date }) => `${period} ${date}`);
    const service = offlineService();
    const weekly = { feature: 'horoscope', sign: 'leo', period: 'weekly' } as const;
    for (const date of ['2026-11-22', '2026-11-24', '2026-11-22', '2026-11-23'] as const) {
      expect((await read(service, { ...weekly, date })).text).toBe(`weekly ${date}`);
    }
    expect((await read(service, daily)).text).toBe('daily 2026-11-23');
    expect((await read(service, { ...daily, date: '2026-11-24' })).text).toBe('daily 2026-11-24');
  });

  it('are shared through the store, so another instance on the same store composes nothing', async () => {
    const store = createMemoryStore({ readingCapacity: 100 });
    await read(offlineService(store), daily);
    const compose = vi.spyOn(horoscopeRecipe, 'composeOffline');
    expect((await read(offlineService(store), daily)).source).toBe('offline');
    expect(compose).not.toHaveBeenCalled();
  });

  it('stay uncached when the recipe calls them personal (chat)', async () => {
    const compose = vi.spyOn(chatRecipe, 'composeOffline');
    const store = createMemoryStore({ readingCapacity: 100 });
    const put = vi.spyOn(store, 'putReading');
    const service = offlineService(store);
    const chat = {
      feature: 'chat',
      personaId: 'orion',
      message: 'What is Saturn doing to me?',
      history: [],
      date: '2026-11-23',
      profile: { name: 'Ada', sign: 'cancer' },
    } satisfies ReadingRequest;
    await read(service, chat);
    await read(service, chat);
    expect(compose).toHaveBeenCalledTimes(2);
    expect(put).not.toHaveBeenCalled();
  });

  it('are composed as usual when the store cannot be read', async () => {
    const store = createMemoryStore({ readingCapacity: 100 });
    vi.spyOn(store, 'getReading').mockRejectedValue(new Error('redis down'));
    expect(await read(offlineService(store), daily)).toEqual({
      text: composeReading(daily),
      source: 'offline',
    });
  });
});

describe('canonicalJson', () => {
  it('gives one text for equal requests whatever their key order, and leaves out absent fields', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 3, e: 4 }], c: undefined } })).toBe(
      canonicalJson({ a: { d: [2, { e: 4, f: 3 }] }, b: 1 }),
    );
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
  });
});
