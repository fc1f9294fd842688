import { describe, expect, it } from 'vitest';
import {
  type LocalTimeResolution,
  formatUtcOffset,
  canonicalTimeZone,
  isValidTimeZone,
  offsetAt,
  resolveLocalTime,
  timeZoneCacheSizes,
  utcFromOffset,
} from './birth-time';

const unique = (resolution: LocalTimeResolution) => {
  if (resolution.kind !== 'unique') throw new Error(`Expected one reading, got ${resolution.kind}`);
  return resolution;
};

describe('resolveLocalTime', () => {
  it('reads an ordinary summer time in New York as EDT', () => {
    const result = unique(
      resolveLocalTime({ date: '2021-07-04', time: '12:00', timeZone: 'America/New_York' }),
    );
    expect(result.utc.toISOString()).toBe('2021-07-04T16:00:00.000Z');
    expect(result).toMatchObject({
      offsetMinutes: -240,
      abbreviation: 'EDT',
      label: 'UTC−4, EDT',
      localMeanTime: false,
    });
  });

  it('offers two readings for a time the spring-forward gap skipped (New York, 2021-03-14 02:30)', () => {
    const result = resolveLocalTime({ date: '2021-03-14', time: '02:30', timeZone: 'America/New_York' });
    expect(result.kind).toBe('nonexistent');
    if (result.kind !== 'nonexistent') return;
    expect(result.gapMinutes).toBe(60);
    const [withNewOffset, withOldOffset] = result.options;
    expect(withNewOffset).toMatchObject({ offsetMinutes: -240, abbreviation: 'EDT', label: 'UTC−4, EDT' });
    expect(withNewOffset.utc.toISOString()).toBe('2021-03-14T06:30:00.000Z');
    // 02:30 EST is the instant the clocks showed as 03:30 EDT: the time "shifted forward".
    expect(withOldOffset).toMatchObject({ offsetMinutes: -300, abbreviation: 'EST', label: 'UTC−5, EST' });
    expect(withOldOffset.utc.toISOString()).toBe('2021-03-14T07:30:00.000Z');
  });

  it('offers EDT and EST, an hour apart, for a time the fall-back fold repeated (New York, 2021-11-07 01:30)', () => {
    const result = resolveLocalTime({ date: '2021-11-07', time: '01:30', timeZone: 'America/New_York' });
    expect(result.kind).toBe('ambiguous');
    if (result.kind !== 'ambiguous') return;
    const [earlier, later] = result.options;
    expect(earlier).toMatchObject({ abbreviation: 'EDT', offsetMinutes: -240, label: 'UTC−4, EDT' });
    expect(later).toMatchObject({ abbreviation: 'EST', offsetMinutes: -300, label: 'UTC−5, EST' });
    expect(earlier.utc.toISOString()).toBe('2021-11-07T05:30:00.000Z');
    expect(later.utc.getTime() - earlier.utc.getTime()).toBe(60 * 60 * 1000);
  });

  it('keeps London at UTC+1 all through 1970 (the British Standard Time experiment)', () => {
    for (const date of ['1970-01-15', '1970-07-15', '1970-12-15']) {
      const result = unique(resolveLocalTime({ date, time: '12:00', timeZone: 'Europe/London' }));
      expect(result.offsetMinutes, date).toBe(60);
      expect(result.utc.toISOString()).toBe(`${date}T11:00:00.000Z`);
    }
    expect(
      unique(resolveLocalTime({ date: '2021-01-15', time: '12:00', timeZone: 'Europe/London' })).label,
    ).toBe('UTC+0, GMT');
    expect(
      unique(resolveLocalTime({ date: '2021-07-15', time: '12:00', timeZone: 'Europe/London' })).label,
    ).toBe('UTC+1, BST');
  });

  it('reads Kolkata at UTC+5:30, IST', () => {
    const result = unique(resolveLocalTime({ date: '1995-08-15', time: '06:45', timeZone: 'Asia/Kolkata' }));
    expect(result).toMatchObject({ offsetMinutes: 330, abbreviation: 'IST', label: 'UTC+5:30, IST' });
    expect(result.utc.toISOString()).toBe('1995-08-15T01:15:00.000Z');
  });

  it('follows historical offset changes (Kolkata: Madras time in 1900, war time in 1943)', () => {
    const madras = unique(resolveLocalTime({ date: '1900-06-01', time: '12:00', timeZone: 'Asia/Kolkata' }));
    expect(madras.label).toBe('UTC+5:21:10');
    expect(madras.utc.toISOString()).toBe('1900-06-01T06:38:50.000Z');
    const war = unique(resolveLocalTime({ date: '1943-06-01', time: '12:00', timeZone: 'Asia/Kolkata' }));
    expect(war.offsetMinutes).toBe(390);
    // Moscow kept summer time all year from 2011 to 2014.
    expect(
      unique(resolveLocalTime({ date: '2012-01-15', time: '12:00', timeZone: 'Europe/Moscow' }))
        .offsetMinutes,
    ).toBe(240);
    expect(
      unique(resolveLocalTime({ date: '2015-01-15', time: '12:00', timeZone: 'Europe/Moscow' }))
        .offsetMinutes,
    ).toBe(180);
  });

  it('uses local mean time from the birth place longitude before standard time (New York, 1850)', () => {
    const result = unique(
      resolveLocalTime({
        date: '1850-06-01',
        time: '12:00',
        timeZone: 'America/New_York',
        longitude: -74.006,
      }),
    );
    expect(result.localMeanTime).toBe(true);
    // −74.006° / 15 = −4.93373 h = −4:56:01.4
    expect(result.offsetMinutes).toBeCloseTo(-296.024, 6);
    expect(result.label).toBe('LMT (UTC−4:56)');
    expect(result.utc.toISOString()).toBe('1850-06-01T16:56:01.440Z');
    expect(result.abbreviation).toBeUndefined();
  });

  it('prefers the birth place longitude to the zone reference city, and falls back to it', () => {
    const buffalo = unique(
      resolveLocalTime({
        date: '1850-06-01',
        time: '12:00',
        timeZone: 'America/New_York',
        longitude: -78.8784,
      }),
    );
    expect(buffalo.offsetMinutes).toBeCloseTo(-315.514, 3);
    expect(buffalo.label).toBe('LMT (UTC−5:16)');
    const noLongitude = unique(
      resolveLocalTime({ date: '1850-06-01', time: '12:00', timeZone: 'America/New_York' }),
    );
    // The tz database's LMT for New York: −4:56:02.
    expect(noLongitude).toMatchObject({ localMeanTime: true, label: 'LMT (UTC−4:56)' });
    expect(noLongitude.offsetMinutes * 60).toBeCloseTo(-(4 * 3600 + 56 * 60 + 2), 6);
  });

  it('stops using local mean time once the zone adopted standard time', () => {
    const result = unique(
      resolveLocalTime({
        date: '1890-06-01',
        time: '12:00',
        timeZone: 'America/New_York',
        longitude: -74.006,
      }),
    );
    // ICU names zones only from when its metazone data begins, so 1890 reads "UTC−5" alone.
    expect(result).toMatchObject({ localMeanTime: false, offsetMinutes: -300 });
    expect(result.label).toMatch(/^UTC−5\b/);
  });

  it('reads Sydney in January as summer time, UTC+11', () => {
    const result = unique(
      resolveLocalTime({ date: '2021-01-15', time: '12:00', timeZone: 'Australia/Sydney' }),
    );
    expect(result).toMatchObject({ offsetMinutes: 660, abbreviation: 'AEDT', label: 'UTC+11, AEDT' });
    expect(result.utc.toISOString()).toBe('2021-01-15T01:00:00.000Z');
    expect(
      unique(resolveLocalTime({ date: '2021-07-15', time: '12:00', timeZone: 'Australia/Sydney' })).label,
    ).toBe('UTC+10, AEST');
  });

  it('handles the day Samoa skipped (2011-12-30) as a 24-hour gap', () => {
    const result = resolveLocalTime({ date: '2011-12-30', time: '12:00', timeZone: 'Pacific/Apia' });
    expect(result.kind).toBe('nonexistent');
    if (result.kind === 'nonexistent') expect(result.gapMinutes).toBe(24 * 60);
  });

  it('omits the abbreviation where English has none', () => {
    const result = unique(
      resolveLocalTime({ date: '2021-06-01', time: '12:00', timeZone: 'Asia/Kathmandu' }),
    );
    expect(result.label).toBe('UTC+5:45');
    expect(result.abbreviation).toBeUndefined();
    expect(unique(resolveLocalTime({ date: '2021-06-01', time: '12:00', timeZone: 'UTC' })).label).toBe(
      'UTC+0',
    );
  });

  it('accepts seconds and rejects malformed input with a clear error', () => {
    expect(
      unique(resolveLocalTime({ date: '2000-01-01', time: '00:00:30', timeZone: 'UTC' })).utc.toISOString(),
    ).toBe('2000-01-01T00:00:30.000Z');
    expect(() => resolveLocalTime({ date: '2021-02-30', time: '12:00', timeZone: 'UTC' })).toThrow(
      /calendar date/,
    );
    expect(() => resolveLocalTime({ date: '2021-02-01', time: '24:00', timeZone: 'UTC' })).toThrow(
      /time of day/,
    );
    expect(() => resolveLocalTime({ date: '2021-02-01', time: '9:00', timeZone: 'UTC' })).toThrow(
      /time of day/,
    );
    expect(() => resolveLocalTime({ date: '2021-02-01', time: '12:00', timeZone: 'Mars/Olympus' })).toThrow(
      /time zone/,
    );
    expect(() =>
      resolveLocalTime({ date: '2021-02-01', time: '12:00', timeZone: 'UTC', longitude: 200 }),
    ).toThrow(/longitude/);
  });
});

describe('offsetAt', () => {
  it('gives the offset in minutes at an instant', () => {
    expect(offsetAt(new Date('2021-07-01T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(offsetAt(new Date('2021-01-01T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(offsetAt(new Date('2021-01-01T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(offsetAt(new Date('1850-01-01T12:00:00Z'), 'America/New_York') * 60).toBeCloseTo(-17_762, 6);
  });
});

describe('utcFromOffset', () => {
  it('reads a local time with a manually chosen offset', () => {
    expect(utcFromOffset('2000-01-01', '00:00', 330).toISOString()).toBe('1999-12-31T18:30:00.000Z');
    expect(utcFromOffset('1850-06-01', '12:00', -296.024).toISOString()).toBe('1850-06-01T16:56:01.440Z');
    expect(() => utcFromOffset('2000-01-01', '00:00', 24 * 60)).toThrow(/24 hours/);
  });
});

describe('formatUtcOffset', () => {
  it.each([
    [-240, 'UTC−4'],
    [330, 'UTC+5:30'],
    [0, 'UTC+0'],
    [-25.35, 'UTC−0:25:21'],
    [345, 'UTC+5:45'],
  ])('%d minutes → %s', (minutes, text) => {
    expect(formatUtcOffset(minutes)).toBe(text);
  });

  it('rounds to minutes on request', () => {
    expect(formatUtcOffset(-296.024, { seconds: false })).toBe('UTC−4:56');
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA names and rejects others', () => {
    expect(isValidTimeZone('Europe/London')).toBe(true);
    expect(isValidTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('+05:30')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('zone names from visitors', () => {
  it('reads any spelling of a zone as its IANA name', () => {
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    expect(canonicalTimeZone('EUROPE/PARIS')).toBe('Europe/Paris');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone('+05:30')).toBeNull();
    expect(canonicalTimeZone('x'.repeat(65))).toBeNull();
  });

  it('keeps every zone cache bounded however many spellings arrive', () => {
    // 4,096 case spellings of one zone (more than the name cache holds): the attack that once grew
    // the server to 6.6 GB with 20,000 spellings.
    const zone = 'America/Argentina/Buenos_Aires';
    // ICU may answer with its own canonical ID for a link (America/Buenos_Aires); one name either way.
    const canonical = canonicalTimeZone(zone);
    const letters = [...zone]
      .map((character, index) => ({ character, index }))
      .filter(({ character }) => /[a-z]/i.test(character));
    const before = timeZoneCacheSizes();
    for (let mask = 0; mask < 2 ** 12; mask += 1) {
      const spelled = [...zone];
      letters.slice(0, 12).forEach(({ character, index }, bit) => {
        spelled[index] = mask & (1 << bit) ? character.toUpperCase() : character.toLowerCase();
      });
      const spelling = spelled.join('');
      if (mask % 499 === 0) {
        expect(resolveLocalTime({ date: '1990-07-15', time: '12:00', timeZone: spelling }).kind).toBe(
          'unique',
        );
      } else {
        expect(canonicalTimeZone(spelling)).toBe(canonical);
      }
    }
    const sizes = timeZoneCacheSizes();
    expect(sizes.canonicalNames).toBeLessThanOrEqual(2_048);
    // One real zone: at most one more formatter and one more transition, whatever the spelling.
    expect(sizes.fieldFormatters - before.fieldFormatters).toBeLessThanOrEqual(1);
    expect(sizes.firstTransitions - before.firstTransitions).toBeLessThanOrEqual(1);
  });
});
