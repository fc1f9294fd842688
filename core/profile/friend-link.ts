import { type BirthMoment, birthMomentSchema } from '../contract/birth-moment';
import type { IsoDate } from '../time/calendar-date';
import { resolveLocalTime } from '../time/birth-time';
import { UNNAMED_FRIEND } from './friend-link-fragment';
import { CHECKSUM_LENGTH, base64urlToText, checksumOf, textToBase64url } from './friend-link-bytes';

/**
 * Issue 28 part 4: a visitor's birth details in the fragment of a link (`#friend=<payload>`), so a
 * friend's device can cast both charts with no account and nothing sent to a server (browsers
 * never send the fragment). The payload is `<version>.<base64url of a JSON array>.<CRC-32>`: the
 * array keeps a fixed field order, so no key names travel, and the checksum catches a link cut
 * short or edited by hand. It is no signature: anyone can make a valid link for any birth, which
 * is fine, since the link proves nothing and only saves typing.
 */

export const FRIEND_LINK_VERSION = 1;

/** One person's birth as a friend link carries it: always a place, since the chart needs its zone. */
export interface FriendBirth {
  name?: string;
  date: IsoDate;
  /** HH:MM local clock time; absent when the sender does not know it. */
  time?: string;
  place: { name: string; latitude: number; longitude: number; timeZone: string };
}

export type FriendLinkProblem =
  'not-a-link' | 'truncated' | 'unsupported-version' | 'tampered' | 'malformed' | 'invalid-details';

export type FriendLinkReading =
  | { ok: true; birth: FriendBirth; moment: BirthMoment }
  | { ok: false; problem: FriendLinkProblem; message: string };

/** About 11 m: finer than any birth place needs, and every digit cut shortens the link. */
const roundDegrees = (value: number) => Math.round(value * 10_000) / 10_000;

/** The payload to put after `#friend=`. */
export function encodeFriendLink(birth: FriendBirth): string {
  const { place } = birth;
  const fields: (string | number)[] = [
    birth.date,
    birth.time ?? '',
    roundDegrees(place.latitude),
    roundDegrees(place.longitude),
    place.timeZone,
    place.name,
  ];
  const name = birth.name?.trim();
  if (name) fields.push(name);
  const signed = `${FRIEND_LINK_VERSION}.${textToBase64url(JSON.stringify(fields))}`;
  return `${signed}.${checksumOf(signed)}`;
}

const fail = (problem: FriendLinkProblem, message: string): FriendLinkReading => ({
  ok: false,
  problem,
  message,
});

const ASK_AGAIN = 'Ask your friend to make the link again and send it whole.';

/** Reads a payload back; every way it can be wrong ends in a problem that says what to do. */
export function decodeFriendLink(payload: string): FriendLinkReading {
  const parts = payload.split('.');
  const [version = '', body = '', check = ''] = parts;
  if (!/^\d+$/.test(version) || parts.length > 3 || !/^[\w-]*$/.test(body + check)) {
    return fail('not-a-link', `This is not a Cosmic Guide friend link. ${ASK_AGAIN}`);
  }
  if (Number(version) !== FRIEND_LINK_VERSION) {
    return fail(
      'unsupported-version',
      'This link was made by another version of Cosmic Guide. Reload the page to get the latest version, or ask your friend for a new link.',
    );
  }
  if (body === '' || check.length < CHECKSUM_LENGTH) {
    return fail('truncated', `This link is cut short: its end is missing. ${ASK_AGAIN}`);
  }
  if (check !== checksumOf(`${version}.${body}`)) {
    return fail(
      'tampered',
      `This link was changed or damaged on the way, so its details cannot be trusted. ${ASK_AGAIN}`,
    );
  }
  const fields = fieldsOf(base64urlToText(body));
  if (!fields) return fail('malformed', `This link's details cannot be read. ${ASK_AGAIN}`);
  return checkedBirth(fields);
}

type Fields = [string, string, number, number, string, string, string?];

function fieldsOf(json: string | null): Fields | null {
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length < 6 || value.length > 7) return null;
  const kinds = ['string', 'string', 'number', 'number', 'string', 'string', 'string'];
  return value.every((field, index) => typeof field === kinds[index]) ? (value as Fields) : null;
}

const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  date: 'birth date',
  time: 'birth time',
  utc: 'birth date',
  place: 'birth place',
  latitude: 'latitude',
  longitude: 'longitude',
  timeZone: 'time zone',
};

/** The contract's own schema judges the values, so a link can hold nothing a chart request could not. */
function checkedBirth([
  date,
  time,
  latitude,
  longitude,
  timeZone,
  placeName,
  name,
]: Fields): FriendLinkReading {
  const birth: FriendBirth = {
    ...(name ? { name } : {}),
    date,
    ...(time ? { time } : {}),
    place: { name: placeName, latitude, longitude, timeZone },
  };
  const draft = {
    name: name ?? UNNAMED_FRIEND,
    date,
    ...(time ? { time } : {}),
    place: birth.place,
  };
  // Noon UTC of the date stands in for the instant while the fields themselves are checked;
  // only valid ones can be resolved through the zone.
  const shape = birthMomentSchema.safeParse({ ...draft, utc: `${date}T12:00:00Z` });
  if (!shape.success) return invalid(shape.error.issues);
  // An unknown time is cast at local noon, as the chart forms do.
  const resolution = resolveLocalTime({ date, time: time || '12:00', timeZone, longitude });
  // A time the clocks repeated or skipped reads as its earlier instant; the form offers the other.
  const instant = resolution.kind === 'unique' ? resolution : resolution.options[0];
  const moment = birthMomentSchema.safeParse({ ...draft, utc: instant.utc.toISOString() });
  if (!moment.success) return invalid(moment.error.issues);
  return { ok: true, birth, moment: moment.data };
}

function invalid(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FriendLinkReading {
  const [issue] = issues;
  const key = String(issue?.path.at(-1) ?? '');
  const label = FIELD_LABELS[key] ?? 'birth details';
  return fail(
    'invalid-details',
    `The ${label} in this link is not valid (${issue?.message ?? 'unreadable'}). ${ASK_AGAIN}`,
  );
}
