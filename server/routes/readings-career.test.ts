import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { careerSkyFacts, signSkyFor } from '@core/compose/sign-sky';
import { composeCareerReading } from '@core/features/career/career-reading';
import { describe, expect, it } from 'vitest';
import { readingApiHarness } from '../testing/reading-api-harness';

/**
 * Career, finance and purpose tiles end to end on loopback: what the prompt carries, the period
 * each tile reads, caching and single flight, the fallback on provider faults, and validation.
 */
const NOW = new Date('2026-11-24T10:00:00Z');
const TODAY = '2026-11-24';
const REPLY = 'Your **10th solar house** is busy; take one clear step.\n\n*I build with patience.*';
const FALLBACK = FALLBACK_TEXTS.horoscope;

const { fake, startApi, startOfflineApi, jsonReading, rejected, responsesBody, systemMessage, userMessage } =
  readingApiHarness({ reply: REPLY, chunkWords: 4, chunkDelayMs: 1, now: NOW });

/** The path of the first field the API names when it refuses the request. */
const rejectedAt = async (url: string, body: unknown) => (await rejected(url, body)).issues?.[0]?.path;

const career = (overrides: Record<string, unknown> = {}) => ({
  feature: 'career',
  sign: 'capricorn',
  tile: 'career-daily',
  date: TODAY,
  ...overrides,
});

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('career tiles with a provider', () => {
  it('sends the Responses API the sign’s real Jupiter and Saturn solar houses, Mars and the Moon', async () => {
    const url = await startApi();
    expect(await jsonReading(url, career())).toEqual({ text: REPLY, source: 'ai' });
    expect(fake.requests[0]?.path).toBe('/v1/responses');
    expect(responsesBody().model).toBe('gpt-5-mini');
    expect(responsesBody().reasoning).toEqual({ effort: 'high' });
    const user = userMessage();
    for (const fact of careerSkyFacts(signSkyFor('capricorn', TODAY))) expect(user).toContain(fact);
    expect(user).toMatch(/Jupiter (retrograde )?at \d+° Leo, in your 8th solar house/);
    expect(user).toMatch(/Saturn (retrograde )?at \d+° Aries, in your 4th solar house/);
    expect(systemMessage()).toMatch(/Never tell the reader to buy,\s+sell or invest in anything/);
  });

  it('asks talent identification in its own shape, unlike the other tiles', async () => {
    const url = await startApi();
    await jsonReading(url, career({ tile: 'talent-identification' }));
    await jsonReading(url, career({ tile: 'life-purpose' }));
    expect(userMessage(0)).toMatch(/^Identify the natural talents of Capricorn/);
    expect(userMessage(1)).toMatch(/^Write the "Life Purpose" reading/);
    expect(userMessage(0)).not.toBe(userMessage(1));
  });

  it('reads each tile for the period its id names', async () => {
    const url = await startApi();
    await jsonReading(url, career({ tile: 'finance-weekly' }));
    await jsonReading(url, career({ tile: 'finance-monthly' }));
    await jsonReading(url, career({ tile: 'wealth-potential' }));
    expect(userMessage(0)).toContain('Nov 22 – Nov 28, 2026');
    expect(userMessage(0)).toContain('- Full Moon in Gemini on Nov 24');
    expect(userMessage(1)).toContain('November 2026');
    expect(userMessage(1)).toContain('- New Moon in Scorpio on Nov 9');
    expect(userMessage(2)).toContain('Nov 24, 2026');
    expect(userMessage(2)).not.toContain('Dated events');
  });

  it('makes one provider call for 20 concurrent identical tiles and shares a weekly tile across its week', async () => {
    const url = await startApi();
    const readings = await Promise.all(Array.from({ length: 20 }, () => jsonReading(url, career())));
    expect(fake.calls).toBe(1);
    for (const reading of readings) expect(reading).toEqual({ text: REPLY, source: 'ai' });
    expect(await jsonReading(url, career())).toEqual({ text: REPLY, source: 'ai' });
    expect(fake.calls).toBe(1);
    await jsonReading(url, career({ tile: 'career-weekly' }));
    await jsonReading(url, career({ tile: 'career-weekly', date: '2026-11-23' }));
    expect(fake.calls).toBe(2);
    await jsonReading(url, career({ sign: 'aries' }));
    await jsonReading(url, career({ date: '2026-11-23' }));
    expect(fake.calls).toBe(4);
  });

  it.each([{ kind: 'status', status: 500 }, { kind: 'status', status: 401 }, { kind: 'empty' }] as const)(
    "answers the spec's fallback on a provider fault (%o), and does not cache it",
    async (scenario) => {
      const url = await startApi();
      fake.setScenario(scenario);
      expect(await jsonReading(url, career({ tile: 'investment-guidance' }))).toEqual({
        text: FALLBACK,
        source: 'fallback',
      });
      fake.setScenario({ kind: 'reply' });
      expect(await jsonReading(url, career({ tile: 'investment-guidance' }))).toEqual({
        text: REPLY,
        source: 'ai',
      });
    },
  );
});

describe('career tiles without a key', () => {
  it('writes each tile offline from the real sky, at least 120 words', async () => {
    const url = await startOfflineApi();
    for (const tile of ['career-path', 'finance-monthly', 'talent-identification'] as const) {
      const reading = await jsonReading(url, career({ tile }));
      expect(reading.source).toBe('offline');
      expect(reading.text).toBe(composeCareerReading({ sign: 'capricorn', tile, date: TODAY }).markdown);
      expect(words(reading.text)).toBeGreaterThanOrEqual(120);
    }
    expect(fake.calls).toBe(0);
  });
});

describe('career requests are validated', () => {
  it('refuses bad ids, a stale date, extra fields and oversized values with 400, naming the field', async () => {
    const url = await startOfflineApi();
    expect(await rejectedAt(url, career({ tile: 'lottery-tips' }))).toBe('tile');
    expect(await rejectedAt(url, career({ tile: 'x'.repeat(5_000) }))).toBe('tile');
    expect(await rejectedAt(url, career({ sign: 'ophiuchus' }))).toBe('sign');
    expect(await rejectedAt(url, career({ date: '2026-10-01' }))).toBe('date');
    expect(await rejectedAt(url, career({ date: '24/11/2026' }))).toBe('date');
    expect(await rejectedAt(url, career({ period: 'monthly' }))).toBeDefined();
    expect(await rejectedAt(url, career({ prompt: 'Tell me which coin to pick' }))).toBeDefined();
    const missing: Record<string, unknown> = career();
    delete missing.tile;
    expect(await rejectedAt(url, missing)).toBe('tile');
  });
});
