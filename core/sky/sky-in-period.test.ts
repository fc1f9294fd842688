import { describe, expect, it } from 'vitest';
import { referenceData } from './reference/reference-data';
import { eventDate, isLunation, lunationsOf, skyInDates, skyInPeriod } from './sky-in-period';

const DAY_MS = 86_400_000;
/** The same tolerance the event engine's own Swiss Ephemeris test holds lunations to. */
const LUNATION_TOLERANCE_SECONDS = 30;

const referenceLunations = referenceData.events.lunations;
const secondsBetween = (first: string, second: string) =>
  Math.abs(Date.parse(first) - Date.parse(second)) / 1000;

describe('skyInPeriod lunations against Swiss Ephemeris', () => {
  it('has the Moon sign for every reference lunation, and every lunation of 2026-2027', () => {
    expect(referenceLunations.every((lunation) => lunation.sign !== undefined)).toBe(true);
    expect(referenceLunations.filter((lunation) => lunation.utc.startsWith('2026'))).toHaveLength(50);
    expect(referenceLunations.filter((lunation) => lunation.utc.startsWith('2027'))).toHaveLength(49);
  });

  it('times every reference lunation within 30 seconds and places it in the same sign', () => {
    const failures: string[] = [];
    for (const reference of referenceLunations) {
      const from = new Date(Date.parse(reference.utc) - 2 * DAY_MS);
      const found = lunationsOf(skyInPeriod(from, 4)).find(
        (event) =>
          event.type === reference.type &&
          secondsBetween(event.utc, reference.utc) <= LUNATION_TOLERANCE_SECONDS,
      );
      if (!found)
        failures.push(`${reference.type} ${reference.utc}: none within ${LUNATION_TOLERANCE_SECONDS} s`);
      else if (found.sign !== reference.sign)
        failures.push(`${reference.type} ${reference.utc}: ${found.sign}, Swiss Ephemeris ${reference.sign}`);
    }
    expect(failures).toEqual([]);
  });

  it('finds exactly the reference lunations of 2026-2027, one for one, with their signs', () => {
    const found = lunationsOf(skyInDates('2026-01-01', 730));
    const expected = referenceLunations.filter((lunation) => lunation.utc >= '2026' && lunation.utc < '2028');
    expect(found.map((event) => `${event.type} ${event.sign}`)).toEqual(
      expected.map((lunation) => `${lunation.type} ${lunation.sign}`),
    );
    const late = found.filter(
      (event, index) =>
        !(secondsBetween(event.utc, expected[index]?.utc ?? '') <= LUNATION_TOLERANCE_SECONDS),
    );
    expect(late).toEqual([]);
  });
});

describe('skyInPeriod', () => {
  it('keeps events inside the period, in time order', () => {
    const events = skyInDates('2026-11-22', 7);
    const times = events.map((event) => Date.parse(event.utc));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(
      events.every((event) => eventDate(event) >= '2026-11-22' && eventDate(event) <= '2026-11-28'),
    ).toBe(true);
    expect(lunationsOf(events, ['full-moon']).map((event) => [eventDate(event), event.sign])).toEqual([
      ['2026-11-24', 'gemini'],
    ]);
  });

  it('answers a repeated period from its cache with the same frozen list', () => {
    const first = skyInDates('2027-03-01', 30);
    expect(skyInDates('2027-03-01', 30)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('counts only the four principal phases with a sign as lunations', () => {
    const events = skyInDates('2026-08-01', 31);
    expect(events.filter(isLunation).map((event) => event.type)).toEqual(
      lunationsOf(events).map((event) => event.type),
    );
    expect(events.some((event) => event.type === 'lunar-eclipse' || event.type === 'ingress')).toBe(true);
    expect(events.filter(isLunation).every((event) => event.body === 'moon')).toBe(true);
  });
});
