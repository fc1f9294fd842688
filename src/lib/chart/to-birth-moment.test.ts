import { describe, expect, it } from 'vitest';
import { birthMomentSchema } from '@core/contract/birth-moment';
import { type BirthDetails, emptyBirthDetails } from './birth-details';
import { london, newYork } from './place-fixtures';
import { placeDisplayName } from './place-search';
import { resolveBirthTime, timeChoiceKey } from './resolve-birth-time';
import { birthDetailsToMoment } from './to-birth-moment';

const TODAY = '2025-06-01';

const details = (patch: Partial<BirthDetails>): BirthDetails => ({
  ...emptyBirthDetails(),
  name: 'Ana',
  date: '1990-07-15',
  ...patch,
});
const at = (place: typeof london) => ({ place, placeQuery: placeDisplayName(place) });

describe('birthDetailsToMoment', () => {
  it('reads a known time through the place’s zone history and names the offset used', () => {
    const result = birthDetailsToMoment(details({ time: '14:30', ...at(london) }), TODAY);
    expect(result.problems).toEqual([]);
    expect(result.moment).toEqual({
      name: 'Ana',
      date: '1990-07-15',
      time: '14:30',
      utc: '1990-07-15T13:30:00.000Z',
      place: {
        name: 'London, England, United Kingdom',
        latitude: london.latitude,
        longitude: london.longitude,
        timeZone: 'Europe/London',
      },
      offsetLabel: 'UTC+1, BST',
    });
    expect(result.timeKnown).toBe(true);
    expect(result.clock).toEqual({ kind: 'zone', timeZone: 'Europe/London', longitude: london.longitude });
  });

  it('casts an unknown time for local noon and leaves the time out', () => {
    const result = birthDetailsToMoment(details({ time: '14:30', timeUnknown: true, ...at(london) }), TODAY);
    expect(result.moment?.time).toBeUndefined();
    expect(result.moment?.utc).toBe('1990-07-15T11:00:00.000Z');
    expect(result.timeKnown).toBe(false);
    // An empty time box means the same as ticking "I don't know".
    expect(birthDetailsToMoment(details({ ...at(london) }), TODAY).moment?.utc).toBe(
      '1990-07-15T11:00:00.000Z',
    );
  });

  it('reads noon at a manual offset when the offset was set by hand', () => {
    const result = birthDetailsToMoment(
      details({ timeUnknown: true, ...at(london), offsetOverride: -300 }),
      TODAY,
    );
    expect(result.moment?.utc).toBe('1990-07-15T17:00:00.000Z');
    expect(result.moment?.offsetLabel).toBe('UTC−5 (set by hand)');
  });

  it('uses a manual offset for a known time too', () => {
    const result = birthDetailsToMoment(
      details({ time: '08:15', ...at(newYork), offsetOverride: -4 * 60 - 56 }),
      TODAY,
    );
    expect(result.moment?.utc).toBe('1990-07-15T13:11:00.000Z');
    expect(result.clock).toEqual({ kind: 'offset', offsetMinutes: -296 });
  });

  it('asks which 01:30 was meant when the clocks went back, then applies the choice', () => {
    const fold = details({ date: '2021-11-07', time: '01:30', ...at(newYork) });
    const unanswered = birthDetailsToMoment(fold, TODAY);
    expect(unanswered.moment).toBeUndefined();
    expect(unanswered.problems.join(' ')).toMatch(/happened twice/);
    expect(unanswered.fieldProblems[0]?.field).toBe('timeChoice');

    const key = timeChoiceKey('2021-11-07', '01:30', 'America/New_York');
    const first = birthDetailsToMoment({ ...fold, timeChoice: { key, option: 0 } }, TODAY);
    expect(first.moment?.utc).toBe('2021-11-07T05:30:00.000Z');
    expect(first.moment?.offsetLabel).toBe('UTC−4, EDT');
    const second = birthDetailsToMoment({ ...fold, timeChoice: { key, option: 1 } }, TODAY);
    expect(second.moment?.utc).toBe('2021-11-07T06:30:00.000Z');
    expect(second.moment?.offsetLabel).toBe('UTC−5, EST');
  });

  it('ignores a choice made for another time', () => {
    const key = timeChoiceKey('2021-11-07', '01:15', 'America/New_York');
    const result = birthDetailsToMoment(
      details({ date: '2021-11-07', time: '01:30', ...at(newYork), timeChoice: { key, option: 1 } }),
      TODAY,
    );
    expect(result.moment).toBeUndefined();
    expect(resolveBirthTime(details({ date: '2021-11-07', time: '01:30', ...at(newYork) })).status).toBe(
      'needs-choice',
    );
  });

  it('asks how to read a time the clocks skipped and applies either reading', () => {
    const gap = details({ date: '2021-03-14', time: '02:30', ...at(newYork) });
    const resolution = resolveBirthTime(gap);
    expect(resolution.status).toBe('needs-choice');
    if (resolution.status !== 'needs-choice') return;
    expect(resolution.choice.kind).toBe('nonexistent');
    expect(resolution.choice.gapMinutes).toBe(60);
    const key = resolution.choice.key;
    expect(birthDetailsToMoment({ ...gap, timeChoice: { key, option: 0 } }, TODAY).moment?.utc).toBe(
      '2021-03-14T06:30:00.000Z',
    );
    expect(birthDetailsToMoment({ ...gap, timeChoice: { key, option: 1 } }, TODAY).moment?.utc).toBe(
      '2021-03-14T07:30:00.000Z',
    );
  });

  it('uses local mean time from the longitude before the zone’s standard time began', () => {
    const result = birthDetailsToMoment(
      details({ date: '1850-03-14', time: '09:00', ...at(newYork) }),
      TODAY,
    );
    expect(result.moment?.offsetLabel).toBe('LMT (UTC−4:56)');
    // 74.00597° west is 4 h 56 min 1.433 s behind Greenwich.
    expect(result.moment?.utc).toBe('1850-03-14T13:56:01.433Z');
  });

  it('builds a custom location from coordinates and an IANA zone', () => {
    const result = birthDetailsToMoment(
      details({
        time: '06:00',
        placeMode: 'coordinates',
        latitude: '40.7128',
        longitude: '-74.006',
        coordinateZone: 'America/New_York',
      }),
      TODAY,
    );
    expect(result.moment?.place).toEqual({
      name: 'Custom location (40.7128, -74.006)',
      latitude: 40.7128,
      longitude: -74.006,
      timeZone: 'America/New_York',
    });
    expect(result.moment?.utc).toBe('1990-07-15T10:00:00.000Z');
  });

  it('reads coordinates with a fixed UTC offset, leaving the zone out', () => {
    const result = birthDetailsToMoment(
      details({
        time: '06:00',
        placeMode: 'coordinates',
        latitude: '19.07',
        longitude: '72.88',
        coordinateZone: 'offset:330',
      }),
      TODAY,
    );
    expect(result.moment?.place).toEqual({
      name: 'Custom location (19.07, 72.88)',
      latitude: 19.07,
      longitude: 72.88,
    });
    expect(result.moment?.utc).toBe('1990-07-15T00:30:00.000Z');
    expect(result.moment?.offsetLabel).toBe('UTC+5:30');
  });

  it('lists every problem at once, in the order of the fields', () => {
    const result = birthDetailsToMoment(
      details({
        name: '  ',
        date: '2030-01-01',
        placeMode: 'coordinates',
        latitude: '95',
        longitude: 'east',
        coordinateZone: 'Mars/Olympus',
      }),
      TODAY,
    );
    expect(result.moment).toBeUndefined();
    expect(result.fieldProblems.map((problem) => problem.field)).toEqual([
      'name',
      'date',
      'latitude',
      'longitude',
      'zone',
    ]);
    expect(birthDetailsToMoment(details({ date: '' }), TODAY).problems).toEqual(['Enter a birth date.']);
  });

  it('asks for a place picked from the suggestions rather than guessing from free text', () => {
    const result = birthDetailsToMoment(details({ placeQuery: 'Lond' }), TODAY);
    expect(result.problems).toEqual([
      'Pick the birth place from the suggestions, or clear the box to leave it out.',
    ]);
  });

  it('without a place reads the time in the device’s zone and says so', () => {
    const resolution = resolveBirthTime(details({ time: '10:00', coordinateZone: 'Europe/London' }));
    expect(resolution.status).toBe('resolved');
    if (resolution.status !== 'resolved') return;
    expect(resolution.deviceZone).toBe(true);
    expect(resolution.place).toBeUndefined();
    expect(birthDetailsToMoment(details({ time: '10:00' }), TODAY).moment?.place).toBeUndefined();
  });

  it('refuses a name the contract would refuse, with words for people', () => {
    // Only invisible characters: a zero-width space and a no-break space.
    expect(birthDetailsToMoment(details({ name: '\u200B\u00A0' }), TODAY).problems).toEqual([
      'Enter a name.',
    ]);
    expect(birthDetailsToMoment(details({ name: 'Ana\tLua' }), TODAY).problems).toEqual([
      'Write the name on one line, without tabs.',
    ]);
    expect(birthDetailsToMoment(details({ name: 'A'.repeat(81) }), TODAY).problems).toEqual([
      'Keep the name to 80 characters.',
    ]);
  });

  it('refuses a first-day birth that falls before the supported years in UTC', () => {
    // 1 January 1800 at 00:30 in London is still 1800 in UTC; an hour east of it, it is 1799.
    expect(
      birthDetailsToMoment(details({ date: '1800-01-01', time: '00:30', ...at(london) }), TODAY).moment,
    ).toBeDefined();
    const east = birthDetailsToMoment(
      details({ date: '1800-01-01', time: '00:30', ...at(london), offsetOverride: 60 }),
      TODAY,
    );
    expect(east.moment).toBeUndefined();
    expect(east.fieldProblems).toEqual([
      { field: 'date', message: 'Enter a birth date between 1 January 1800 and today.' },
    ]);
  });
});

/** The server checks every birth moment with the contract; the form's own checks must agree. */
describe('birthDetailsToMoment and the request contract', () => {
  const coordinates = { placeMode: 'coordinates' as const, latitude: '-33.87', longitude: '151.21' };
  it.each<[string, Partial<BirthDetails>]>([
    ['a known time at a searched place', { time: '14:30', ...at(london) }],
    ['an unknown time', { timeUnknown: true, ...at(newYork) }],
    ['no place at all', { time: '10:00' }],
    ['local mean time', { date: '1850-03-14', time: '09:00', ...at(newYork) }],
    ['a hand-set offset', { time: '08:15', ...at(newYork), offsetOverride: -12 * 60 - 45 }],
    ['coordinates with a zone', { time: '06:00', ...coordinates, coordinateZone: 'Australia/Sydney' }],
    ['coordinates with an offset', { time: '06:00', ...coordinates, coordinateZone: 'offset:-570' }],
    ['the first supported day', { date: '1800-01-01', time: '00:00', ...at(london) }],
    ['today, late', { date: TODAY, time: '23:59', ...at(newYork) }],
    ['a long name in any script', { name: 'Ἀθηνᾶ 🌙 '.repeat(8).slice(0, 80) }],
  ])('every moment it makes passes the contract: %s', (_case, patch) => {
    const result = birthDetailsToMoment(details(patch), TODAY);
    expect(result.problems).toEqual([]);
    const parsed = birthMomentSchema.safeParse(result.moment);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it.each<[string, Partial<BirthDetails>]>([
    ['an invisible name', { name: '\u200B' }],
    ['a name with a tab', { name: 'Ana\tLua' }],
    ['a name too long', { name: 'A'.repeat(81) }],
    ['a date before the supported years', { date: '1799-12-31' }],
    ['an instant before the supported years', { date: '1800-01-01', time: '00:30', offsetOverride: 60 }],
  ])('what the contract refuses it refuses too: %s', (_case, patch) => {
    expect(birthDetailsToMoment(details({ ...at(london), ...patch }), TODAY).moment).toBeUndefined();
  });
});
