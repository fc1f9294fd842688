import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { composeCalendarReading } from '@core/features/cosmic-calendar/calendar-reading';
import { signs } from '@core/content/signs';
import { CHART_TYPE_IDS, CHART_TYPES } from '@core/features/advanced-chart/chart-types';
import { computeChart } from '@core/sky/chart';
import { skyInDates } from '@core/sky/sky-in-period';
import { describe, expect, it } from 'vitest';
import { readSse, summarize } from '../testing/read-sse';
import { ADA, BEN, LONDON, PARIS } from '@core/testing/birth-fixtures';
import { readingApiHarness } from '../testing/reading-api-harness';

/**
 * The chart features end to end on loopback: birth chart, advanced charts and the cosmic
 * calendar, against the fake provider (what the prompt carries, routing, caching, fallbacks)
 * and offline (no key).
 */
const NOW = new Date('2026-11-23T10:00:00Z');
const TODAY = '2026-11-23';
const REPLY = 'Your **Sun in Cancer, 9th house** reaches for wide horizons.\n\n*I grow by exploring.*';
const FALLBACK = FALLBACK_TEXTS.horoscope;

const { fake, startApi, startOfflineApi, post, jsonReading, rejected, responsesBody, userMessage } =
  readingApiHarness({ reply: REPLY, chunkWords: 4, chunkDelayMs: 1, now: NOW });

const birthChart = (person: Record<string, unknown> = {}) => ({
  feature: 'birth-chart',
  person: { ...ADA, ...person },
});
const advancedChart = (chartType: string, overrides: Record<string, unknown> = {}) => ({
  feature: 'advanced-chart',
  chartType,
  firstSign: 'cancer',
  ...(CHART_TYPES[chartType as keyof typeof CHART_TYPES]?.requiresTwoSigns
    ? { secondSign: 'aries', partner: BEN }
    : {}),
  ...(chartType === 'relocation' ? { targetLocation: PARIS } : {}),
  person: ADA,
  date: TODAY,
  ...overrides,
});
const calendar = (overrides: Record<string, unknown> = {}) => ({
  feature: 'cosmic-calendar',
  sign: 'leo',
  category: 'moon-phases',
  date: TODAY,
  ...overrides,
});

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function expectReasoningCall(index = 0) {
  expect(fake.requests[index]?.path).toBe('/v1/responses');
  expect(responsesBody(index).model).toBe('gpt-5-mini');
  expect(responsesBody(index).reasoning).toEqual({ effort: 'high' });
  expect(responsesBody(index).input.map((message) => message.role)).toEqual(['system', 'user']);
}

describe('birth chart', () => {
  it('sends the Responses API the placements the server computed, never asking the model to compute them', async () => {
    const url = await startApi();
    expect(await jsonReading(url, birthChart())).toEqual({ text: REPLY, source: 'ai' });
    expectReasoningCall();
    const chart = computeChart({
      utc: new Date(ADA.utc),
      latitude: LONDON.latitude,
      longitude: LONDON.longitude,
    });
    const sun = chart.bodies.sun;
    const user = userMessage();
    expect(user).toContain(
      `Sun | ${signs[sun.sign].name} | ${sun.degree}°${String(sun.minute).padStart(2, '0')}′ | ${sun.house}`,
    );
    expect(user).toContain('ASC (Ascendant): Scorpio');
    expect(user).toContain('person_clock: "UTC+1, BST"');
    expect(user).toContain(
      'Born: July 15, 1990 at 15:30 local time by the clock in person_clock (quoted above)',
    );
    expect(user).not.toMatch(/calculat|comput/i);
    expect(responsesBody().input[0]?.content).toMatch(/Interpret ONLY the placements/);
  });

  it('is personal, so it is never cached', async () => {
    const url = await startApi();
    await jsonReading(url, birthChart());
    await jsonReading(url, birthChart());
    expect(fake.calls).toBe(2);
  });

  it('leaves houses out without a birth time and says why', async () => {
    const url = await startApi();
    await jsonReading(url, birthChart({ time: undefined, utc: '1990-07-15T11:00:00Z' }));
    const user = userMessage();
    expect(user).toContain("Birth time unknown: no houses or Ascendant; the Moon's sign may be uncertain.");
    expect(user).not.toMatch(/ASC|House system|\| House \|/);
  });

  it('streams too', async () => {
    const url = await startApi();
    const { text, end } = summarize(
      await readSse(await post(url, birthChart(), { accept: 'text/event-stream' })),
    );
    expect(text).toBe(REPLY);
    expect(end).toEqual({ type: 'text-end', source: 'ai' });
  });

  it("answers the spec's shifting-energies text when the provider fails", async () => {
    const url = await startApi();
    fake.setScenario({ kind: 'status', status: 500 });
    expect(await jsonReading(url, birthChart())).toEqual({ text: FALLBACK, source: 'fallback' });
  });

  it('is written offline without a key, naming the placements', async () => {
    const url = await startOfflineApi();
    const reading = await jsonReading(url, birthChart());
    expect(reading.source).toBe('offline');
    expect(reading.text).toContain('Sun in');
    expect(words(reading.text)).toBeGreaterThanOrEqual(150);
    expect(fake.calls).toBe(0);
  });

  it('takes a birth date from long ago: it has no "today" to check', async () => {
    const url = await startOfflineApi();
    expect(
      (await post(url, birthChart({ date: '1950-01-02', time: '06:00', utc: '1950-01-02T06:00:00Z' })))
        .status,
    ).toBe(200);
  });

  it('names the field of a bad birth moment', async () => {
    const url = await startOfflineApi();
    const body = await rejected(url, birthChart({ name: ' ' }));
    expect(body.issues).toContainEqual({ path: 'person.name', message: expect.stringMatching(/required/) });
  });

  it('refuses a birth place whose time zone is not a known IANA zone, before any work is done', async () => {
    const url = await startApi();
    const body = await rejected(url, birthChart({ place: { ...LONDON, timeZone: 'Mars/Olympus_Mons' } }));
    expect(body.issues).toContainEqual({
      path: 'person.place.timeZone',
      message: 'must be an IANA time zone such as Europe/Paris',
    });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('advanced chart', () => {
  it('sends the Responses API the computed synastry with both names and both chosen signs', async () => {
    const url = await startApi();
    expect(await jsonReading(url, advancedChart('synastry'))).toEqual({ text: REPLY, source: 'ai' });
    expectReasoningCall();
    const user = userMessage();
    expect(user).toContain('Chart: Synastry.');
    expect(user).toContain('person_name: "Ada"\n');
    expect(user).toContain('partner_name: "Ben"\n');
    expect(user).toContain('Sun sign chosen: Cancer');
    expect(user).toContain('Sun sign chosen: Aries');
    expect(user).toContain('Your Sun in Cancer 22°50′ in house 9');
    expect(user).toMatch(/Your \w+ (conjunct|sextile|square|trine|quincunx|opposite) their \w+ \(orb/);
    expect(responsesBody().input[0]?.content).toMatch(/specialised in synastry/);
  });

  it('adds the not-advice line to a medical chart', async () => {
    const url = await startApi();
    await jsonReading(url, advancedChart('medical'));
    expect(userMessage()).toMatch(/This is not medical advice: speak only of tendencies/);
  });

  it('refuses a relationship chart without the partner, naming the field', async () => {
    const url = await startApi();
    const { partner: _partner, ...withoutPartner } = advancedChart('synastry');
    const body = await rejected(url, withoutPartner);
    expect(body.issues).toContainEqual({ path: 'partner', message: 'is required for relationship charts' });
    expect(fake.calls).toBe(0);
  });

  it('refuses a relocation without the target location, naming the field', async () => {
    const url = await startApi();
    const { targetLocation: _target, ...withoutTarget } = advancedChart('relocation');
    const body = await rejected(url, withoutTarget);
    expect(body.issues).toContainEqual({
      path: 'targetLocation',
      message: 'is required for a relocation chart',
    });
  });

  it('checks its date against the server clock', async () => {
    const url = await startApi();
    const body = await rejected(url, advancedChart('progressed', { date: '2026-11-26' }));
    expect(body.issues?.[0]?.path).toBe('date');
  });

  it("answers the spec's shifting-energies text when the provider fails", async () => {
    const url = await startApi();
    fake.setScenario({ kind: 'status', status: 500 });
    expect(await jsonReading(url, advancedChart('davison'))).toEqual({ text: FALLBACK, source: 'fallback' });
  });

  it.each(CHART_TYPE_IDS)('%s is written offline without a key', async (chartType) => {
    const url = await startOfflineApi();
    const reading = await jsonReading(url, advancedChart(chartType));
    expect(reading.source).toBe('offline');
    expect(words(reading.text), reading.text).toBeGreaterThanOrEqual(150);
  });
});

describe('cosmic calendar', () => {
  it("sends the Responses API the window's real events for the category", async () => {
    const url = await startApi();
    await jsonReading(url, calendar());
    expectReasoningCall();
    const user = userMessage();
    expect(user).toContain('theme "Moon Phases"');
    expect(user).toContain('for the 30 days from November 23, 2026 to December 22, 2026');
    expect(user).toContain('About Leo: a fire sign of fixed modality, ruled by the Sun.');
    const fullMoon = skyInDates(TODAY, 30).find((event) => event.type === 'full-moon');
    expect(user).toContain(`Nov 24, ${fullMoon?.utc.slice(11, 16)} UTC: Full Moon in Gemini`);
    expect(user).not.toMatch(/calculat|comput/i);
  });

  it('makes one provider call for 20 concurrent identical guides and serves the next from cache', async () => {
    const url = await startApi();
    const readings = await Promise.all(Array.from({ length: 20 }, () => jsonReading(url, calendar())));
    expect(fake.calls).toBe(1);
    for (const reading of readings) expect(reading).toEqual({ text: REPLY, source: 'ai' });
    expect(await jsonReading(url, calendar())).toEqual({ text: REPLY, source: 'ai' });
    expect(fake.calls).toBe(1);
    await jsonReading(url, calendar({ category: 'meteor-showers' }));
    await jsonReading(url, calendar({ date: '2026-11-24' }));
    expect(fake.calls).toBe(3);
  });

  it("falls back to the category's own template on a provider failure, not the horoscope line", async () => {
    const url = await startApi();
    fake.setScenario({ kind: 'status', status: 500 });
    const reading = await jsonReading(url, calendar({ category: 'retrograde-periods' }));
    expect(reading.source).toBe('fallback');
    expect(reading.text).not.toBe(FALLBACK);
    const events = skyInDates(TODAY, 30);
    expect(reading.text).toBe(
      composeCalendarReading({ sign: 'leo', category: 'retrograde-periods', date: TODAY, events }).markdown,
    );
  });

  it('is written offline without a key', async () => {
    const url = await startOfflineApi();
    const reading = await jsonReading(url, calendar());
    expect(reading.source).toBe('offline');
    expect(words(reading.text)).toBeGreaterThanOrEqual(100);
  });

  it('refuses an unknown category or a stale date, naming the field', async () => {
    const url = await startOfflineApi();
    expect((await rejected(url, calendar({ category: 'horoscopes' }))).issues?.[0]?.path).toBe('category');
    expect((await rejected(url, calendar({ date: '2026-10-01' }))).issues?.[0]?.path).toBe('date');
  });
});
