import { describe, expect, it } from 'vitest';
import { birthMomentSchema } from '../contract/birth-moment';
import { checksumOf, textToBase64url } from './friend-link-bytes';
import { type FriendBirth, decodeFriendLink, encodeFriendLink } from './friend-link';
import { UNNAMED_FRIEND, friendLinkUrl, friendPayloadFromHash } from './friend-link-fragment';

const PARIS: FriendBirth = {
  name: 'Ana',
  date: '1990-04-12',
  time: '08:30',
  place: { name: 'Paris, France', latitude: 48.8566, longitude: 2.3522, timeZone: 'Europe/Paris' },
};

/** A payload with a correct checksum around any JSON, as someone crafting a link would make it. */
function craft(fields: unknown[], version = 1): string {
  const signed = `${version}.${textToBase64url(JSON.stringify(fields))}`;
  return `${signed}.${checksumOf(signed)}`;
}

const problemOf = (payload: string) => {
  const reading = decodeFriendLink(payload);
  return reading.ok ? 'ok' : reading.problem;
};

describe('friend link codec', () => {
  it('gives back what it was given, with the instant resolved in the birth zone', () => {
    const reading = decodeFriendLink(encodeFriendLink(PARIS));
    expect(reading).toMatchObject({ ok: true, birth: PARIS });
    if (!reading.ok) return;
    // Paris kept summer time (UTC+2) in April 1990.
    expect(reading.moment.utc).toBe('1990-04-12T06:30:00.000Z');
    expect(birthMomentSchema.safeParse(reading.moment).success).toBe(true);
  });

  it('keeps names and places written outside ASCII', () => {
    const birth: FriendBirth = {
      name: 'Zoë Łukasiewicz 李娜 🌙',
      date: '1985-11-30',
      time: '23:05',
      place: {
        name: 'Kraków, Małopolskie, Polska',
        latitude: 50.0614,
        longitude: 19.9366,
        timeZone: 'Europe/Warsaw',
      },
    };
    expect(decodeFriendLink(encodeFriendLink(birth))).toMatchObject({ ok: true, birth });
  });

  it('carries a birth without a time or a name, south and west of Greenwich', () => {
    const birth: FriendBirth = {
      date: '2001-02-28',
      place: {
        name: 'Santiago, Chile',
        latitude: -33.4489,
        longitude: -70.6693,
        timeZone: 'America/Santiago',
      },
    };
    const reading = decodeFriendLink(encodeFriendLink(birth));
    expect(reading).toMatchObject({ ok: true, birth });
    if (!reading.ok) return;
    expect(reading.birth.time).toBeUndefined();
    expect(reading.moment.time).toBeUndefined();
    expect(reading.moment.name).toBe(UNNAMED_FRIEND);
    expect(reading.moment.place).toMatchObject({ latitude: -33.4489, longitude: -70.6693 });
  });

  it('rounds coordinates to four decimals and stays short', () => {
    const payload = encodeFriendLink({
      ...PARIS,
      place: { ...PARIS.place, latitude: 48.856613456, longitude: 2.352222789 },
    });
    const reading = decodeFriendLink(payload);
    expect(reading.ok && reading.birth.place).toMatchObject({ latitude: 48.8566, longitude: 2.3522 });
    expect(payload.length).toBeLessThanOrEqual(110);
    expect(payload).toMatch(/^[\w.-]+$/);
  });

  it('finds the payload in a location hash, alone or among other keys', () => {
    expect(friendPayloadFromHash('#friend=1.abc.def')).toBe('1.abc.def');
    expect(friendPayloadFromHash('#top&friend=1.abc.def')).toBe('1.abc.def');
    expect(friendPayloadFromHash('#top')).toBeNull();
    expect(friendPayloadFromHash('')).toBeNull();
  });

  it('puts the payload in the fragment of the page address, never in its query', () => {
    const url = friendLinkUrl('https://cosmic.example/advanced-charts?pair=x#old', '1.abc.def');
    expect(url).toBe('https://cosmic.example/advanced-charts#friend=1.abc.def');
    expect(friendPayloadFromHash(new URL(url).hash)).toBe('1.abc.def');
  });
});

describe('friend link problems', () => {
  const good = encodeFriendLink(PARIS);

  it('calls a changed character tampering', () => {
    const body = good.split('.')[1] ?? '';
    const flipped = body.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'));
    expect(problemOf(good.replace(body, flipped))).toBe('tampered');
    const checksum = good.slice(-1) === 'A' ? 'B' : 'A';
    expect(problemOf(good.slice(0, -1) + checksum)).toBe('tampered');
  });

  it('calls a link cut short truncated', () => {
    expect(problemOf(good.slice(0, -2))).toBe('truncated');
    expect(problemOf(good.slice(0, good.lastIndexOf('.')))).toBe('truncated');
    expect(problemOf(good.slice(0, 20))).toBe('truncated');
    expect(problemOf('1')).toBe('truncated');
  });

  it('refuses a version it does not know', () => {
    const reading = decodeFriendLink(craft(['1990-04-12', '', 0, 0, 'UTC', 'Null Island'], 2));
    expect(reading).toMatchObject({ ok: false, problem: 'unsupported-version' });
    expect(!reading.ok && reading.message).toMatch(/another version/);
  });

  it('calls junk not a link, and never throws on it', () => {
    for (const junk of ['', 'hello', 'x.y.z', '1.a.b.c', '1.abc def.ghijkl', '%%%', '1..'])
      expect([junk, problemOf(junk)]).toEqual([junk, junk === '1..' ? 'truncated' : 'not-a-link']);
  });

  it('calls a well-checksummed payload that is not the expected array malformed', () => {
    expect(problemOf(craft([]))).toBe('malformed');
    expect(problemOf(craft(['1990-04-12', '', '48', 2, 'UTC', 'Paris']))).toBe('malformed');
    const notUtf8 = `1.${'_w'}`; // one byte 0xFF
    expect(problemOf(`${notUtf8}.${checksumOf(notUtf8)}`)).toBe('malformed');
    const notJson = `1.${textToBase64url('{')}`;
    expect(problemOf(`${notJson}.${checksumOf(notJson)}`)).toBe('malformed');
  });

  it('refuses out-of-range values with the contract schema and names the field', () => {
    const cases: [unknown[], RegExp][] = [
      [['1990-04-12', '', 95, 2, 'Europe/Paris', 'Paris'], /latitude/],
      [['1990-04-12', '', 48, 200, 'Europe/Paris', 'Paris'], /longitude/],
      [['1990-04-12', '', 48, 2, 'Mars/Olympus_Mons', 'Paris'], /time zone.*IANA/],
      [['1990-02-30', '', 48, 2, 'Europe/Paris', 'Paris'], /birth date/],
      [['1990-04-12', '25:61', 48, 2, 'Europe/Paris', 'Paris'], /birth time/],
      [['1066-10-14', '', 50.9, 0.5, 'Europe/London', 'Hastings'], /birth date.*years/],
      [['1990-04-12', '', 48, 2, 'Europe/Paris', 'Paris', 'Ana\u0007'], /name/],
    ];
    for (const [fields, message] of cases) {
      const reading = decodeFriendLink(craft(fields));
      expect(reading.ok ? 'ok' : reading.problem, JSON.stringify(fields)).toBe('invalid-details');
      expect(!reading.ok && reading.message, JSON.stringify(fields)).toMatch(message);
    }
  });
});
